import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_FILE } from "../../scripts/gen-icons";
import { ICONS } from "../../client/components/icon-names";

/** The committed icon sprite is what the pinned Lucide package gives for the names the code uses (npm run gen:art). */
describe("committed art", () => {
  it("the icon sprite matches client/components/icon-names.ts and lucide-static", () => {
    const committed = readFileSync(SPRITE_FILE, "utf8");
    expect(committed).toBe(renderSprite());
    for (const name of Object.keys(ICONS)) expect(committed).toContain(`id=\\"i-${name}\\"`);
  });
});
