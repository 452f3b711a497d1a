import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildId, buildIdInputs, emitIconSprite } from "../../scripts/build-id";
import { SPRITE_FILE } from "../../scripts/gen-icons";
import { ICON_SPRITE_URL } from "../../client/components/icon-sprite.generated";
import { BUILD_ID, ENTRY_SCRIPT } from "../../worker/build-id.generated";

/**
 * The build id keys the edge page cache (worker/edge/page-cache.ts): a cached page names the
 * entry, the stylesheet and the icon sprite's file (client/components/icon.tsx), so a build that
 * changes any of them must give new cached pages, not old ones that name files of the last build.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const ASSETS = join(ROOT, "public", "assets");
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the build id", () => {
  it("is a hash of the entry, the stylesheet and the icon sprite the pages name", () => {
    const inputs = buildIdInputs("client-abc.js");
    expect(inputs).toEqual(["client-abc.js", "client.css", ICON_SPRITE_URL.replace("/assets/", "")]);
    const dir = mkdtempSync(join(tmpdir(), "zrno-build-id-"));
    dirs.push(dir);
    for (const f of inputs) writeFileSync(join(dir, f), `${f} v1`);
    const before = buildId(dir, inputs);
    writeFileSync(join(dir, inputs[2]!), "<svg>another sprite</svg>");
    expect(buildId(dir, inputs)).not.toBe(before);
  });

  it("of this build hashed the sprite it serves, under the name the pages use", () => {
    expect(existsSync(join(ROOT, "public", ENTRY_SCRIPT)), "run `npm run build` first").toBe(true);
    const served = join(ASSETS, ICON_SPRITE_URL.replace("/assets/", ""));
    expect(readFileSync(served, "utf8")).toBe(readFileSync(SPRITE_FILE, "utf8"));
    expect(BUILD_ID).toBe(buildId(ASSETS, buildIdInputs(ENTRY_SCRIPT.replace("/assets/", ""))));
  });

  it("stops the build when the committed sprite was edited without npm run gen:art (it would be served under a stale name)", () => {
    const dir = mkdtempSync(join(tmpdir(), "zrno-sprite-"));
    dirs.push(dir);
    const edited = join(dir, "icon-sprite.svg");
    writeFileSync(edited, readFileSync(SPRITE_FILE, "utf8").replace("</svg>", '<symbol id="i-new"/></svg>'));
    expect(() => emitIconSprite(dir, edited)).toThrow(/npm run gen:art/);
  });
});
