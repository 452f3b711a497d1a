import { describe, expect, it } from "vitest";
import { TYPEFACE } from "../../worker/build-id.generated";
import { rangeRegExp, typefaceStart } from "../../worker/render/hints";
import type { Typeface } from "../../scripts/typeface";

/**
 * The page loader's typeface part (worker/render/hints.ts `typefaceStart`, issue 12): the faces the
 * page's text needs are loaded before any face is added, and then every face is added at once, so
 * the browser lays the page out again once, not once per add and once per face arriving
 * (docs/decisions/0029-scripts-after-the-largest-paint.md, 2026-11-27 17:00). Run here with stand-ins
 * for the document and `FontFace`; which faces a page needs is read from its text by the server.
 */
interface Face {
  family: string;
  src: string;
  range: string;
  loads: number;
  settle(ok: boolean): void;
}

function run(faces: readonly Typeface[], text: string) {
  const made: Face[] = [];
  const added: Face[][] = [];
  let batch: Face[] | null = null;
  class FakeFontFace implements Face {
    loads = 0;
    range: string;
    settle: (ok: boolean) => void = () => {};
    constructor(
      public family: string,
      public src: string,
      desc: { unicodeRange: string },
    ) {
      this.range = desc.unicodeRange;
      made.push(this);
    }
    load() {
      this.loads++;
      return new Promise<Face>((resolve, reject) => {
        this.settle = (ok) => (ok ? resolve(this) : reject(new Error("network")));
      });
    }
  }
  const fonts = {
    add(face: Face) {
      // Adds in one task are one batch: the browser lays the page out once for them.
      if (!batch) {
        batch = [];
        added.push(batch);
        queueMicrotask(() => (batch = null));
      }
      batch.push(face);
    },
  };
  const d = { fonts };
  new Function("d", "self", "FontFace", typefaceStart(faces, text))(d, { FontFace: FakeFontFace }, FakeFontFace);
  return { made, added };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const latinOf = (made: Face[]) => made.find((f) => f.range.startsWith("U+0000"))!;
const extOf = (made: Face[]) => made.find((f) => !f.range.startsWith("U+0000"))!;

describe("the loader's typeface", () => {
  it("has the build's two faces to work with", () => {
    expect(TYPEFACE.map((t) => t.unicodeRange.split(",")[0])).toEqual(["U+0100-02BA", "U+0000-00FF"]);
  });

  it("on an English page loads the Latin face only, and adds both faces once it has loaded, in one go", async () => {
    const { made, added } = run(TYPEFACE, "Welcome to the shop: oats, 2,49 €");
    expect(made).toHaveLength(2);
    expect(latinOf(made).loads).toBe(1);
    expect(extOf(made).loads).toBe(0);
    await flush();
    expect(added).toEqual([]);
    latinOf(made).settle(true);
    await flush();
    // One batch: the loaded Latin face and the unloaded Latin Extended one, for a later view that needs it.
    expect(added).toHaveLength(1);
    expect(added[0]!.map((f) => f.range)).toEqual(TYPEFACE.map((t) => t.unicodeRange));
  });

  it("on a Croatian page loads both faces and adds them only when both are done", async () => {
    const { made, added } = run(TYPEFACE, "Dobrodošli! Čokolada i žitarice");
    expect(made.map((f) => f.loads)).toEqual([1, 1]);
    latinOf(made).settle(true);
    await flush();
    expect(added).toEqual([]);
    extOf(made).settle(true);
    await flush();
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveLength(2);
  });

  it("a face that fails to load is still added (the browser skips it) and does not hold the others back", async () => {
    const { made, added } = run(TYPEFACE, "Dobrodošli");
    extOf(made).settle(false);
    latinOf(made).settle(true);
    await flush();
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveLength(2);
  });

  it("reads the ranges as the font package writes them; a range it cannot read counts as needed; nothing in a build without faces", () => {
    const [ext, latin] = TYPEFACE.map((t) => rangeRegExp(t.unicodeRange)!);
    expect(["č", "ć", "š", "ž", "đ", "Ž", "₫"].every((c) => ext!.test(c))).toBe(true);
    expect(["a", "é", "ß", "€", " "].some((c) => ext!.test(c))).toBe(false);
    expect(["a", "é", "ß", "€", " "].every((c) => latin!.test(c))).toBe(true);
    expect(rangeRegExp("U+0100-02BA, U+1E00")!.test("\u1E00")).toBe(true);
    expect(rangeRegExp("U+4??")).toBeNull();
    const { made } = run([{ ...TYPEFACE[0]!, unicodeRange: "U+4??" }], "plain text");
    expect(made[0]!.loads).toBe(1);
    expect(typefaceStart([], "text")).toBe("");
  });
});
