import { describe, expect, it } from "vitest";
import { TYPEFACE } from "../../worker/build-id.generated";
import { rangeRegExp, typefaceScript } from "../../worker/render/hints";
import { PAGE_SWAP_EVENT, TYPEFACE_KEPT } from "../../shared/typeface";
import type { Typeface } from "../../scripts/typeface";

/**
 * The page's typeface script (worker/render/hints.ts `typefaceScript`, issue 12): setting the page
 * in its typeface makes the browser lay it all out again, so a first visit stays in the fallback
 * and takes the faces at the next client-side navigation's swap (which lays the page out anyway),
 * while a return visit, whose browser has the faces, takes them before the first layout
 * (docs/decisions/0030-shop-typeface.md). Run here with stand-ins for the document, storage and
 * `FontFace`; which faces a page needs is read from its text by the server.
 */
interface Face {
  family: string;
  src: string;
  range: string;
  loads: number;
  settle(ok: boolean): void;
}

class Storage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
}

const KEPT = String(TYPEFACE.map((t) => [t.family, t.src, t.weight, t.unicodeRange]));

function run(faces: readonly Typeface[], text: string, storage: Storage | "throws" = new Storage()) {
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
  const d = new EventTarget() as EventTarget & { fonts: typeof fonts };
  d.fonts = fonts;
  const self = Object.defineProperties(new EventTarget(), {
    FontFace: { value: FakeFontFace },
    localStorage: {
      get() {
        if (storage === "throws") throw new Error("SecurityError");
        return storage;
      },
    },
  });
  new Function("document", "self", "FontFace", typefaceScript(faces, text))(d, self, FakeFontFace);
  return {
    made,
    added,
    /** The window has loaded (every eager picture, the largest among them). */
    scripts: () => self.dispatchEvent(new Event("load")),
    /** A client-side navigation swaps a page in. */
    swap: () => d.dispatchEvent(new Event(PAGE_SWAP_EVENT)),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const latinOf = (made: Face[]) => made.find((f) => f.range.startsWith("U+0000"))!;
const extOf = (made: Face[]) => made.find((f) => !f.range.startsWith("U+0000"))!;

describe("the page's typeface", () => {
  it("has the build's two faces to work with", () => {
    expect(TYPEFACE.map((t) => t.unicodeRange.split(",")[0])).toEqual(["U+0100-02BA", "U+0000-00FF"]);
  });

  it("a first visit: nothing is loaded before the window has loaded, then the Latin face only on an English page; the browser notes it has it; nothing is added", async () => {
    const storage = new Storage();
    const { made, added, scripts } = run(TYPEFACE, "Welcome to the shop: oats, 2,49 €", storage);
    expect(made).toHaveLength(2);
    expect(made.map((f) => f.loads)).toEqual([0, 0]);
    scripts();
    expect(latinOf(made).loads).toBe(1);
    expect(extOf(made).loads).toBe(0);
    latinOf(made).settle(true);
    await flush();
    expect(storage.getItem(TYPEFACE_KEPT)).toBe(KEPT);
    // The page stays in the fallback: adding a face now would lay the whole page out again.
    expect(added).toEqual([]);
  });

  it("a first visit takes every face at once when a navigation swaps a page in, and only once", async () => {
    const { added, swap, scripts, made } = run(TYPEFACE, "Welcome");
    scripts();
    latinOf(made).settle(true);
    await flush();
    swap();
    await flush();
    swap();
    expect(added).toHaveLength(1);
    expect(added[0]!.map((f) => f.range)).toEqual(TYPEFACE.map((t) => t.unicodeRange));
  });

  it("a return visit (the browser has this build's faces) adds every face at once, before any paint, and loads none itself", async () => {
    const storage = new Storage();
    storage.setItem(TYPEFACE_KEPT, KEPT);
    const { made, added, scripts, swap } = run(TYPEFACE, "Dobrodošli", storage);
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveLength(2);
    scripts();
    swap();
    expect(made.map((f) => f.loads)).toEqual([0, 0]);
    expect(added).toHaveLength(1);
  });

  it("a note from a build with other faces counts as a first visit", () => {
    const storage = new Storage();
    storage.setItem(TYPEFACE_KEPT, KEPT.replace(/-[0-9a-f]{8}\.woff2/, "-00000000.woff2"));
    expect(run(TYPEFACE, "Welcome", storage).added).toEqual([]);
  });

  it("a Croatian page loads both faces, and the note waits for both; a face that fails leaves no note", async () => {
    const storage = new Storage();
    const { made, scripts } = run(TYPEFACE, "Dobrodošli! Čokolada i žitarice", storage);
    scripts();
    expect(made.map((f) => f.loads)).toEqual([1, 1]);
    latinOf(made).settle(true);
    await flush();
    expect(storage.getItem(TYPEFACE_KEPT)).toBeNull();
    extOf(made).settle(true);
    await flush();
    expect(storage.getItem(TYPEFACE_KEPT)).toBe(KEPT);

    const failing = new Storage();
    const other = run(TYPEFACE, "Dobrodošli", failing);
    other.scripts();
    extOf(other.made).settle(false);
    latinOf(other.made).settle(true);
    await flush();
    expect(failing.getItem(TYPEFACE_KEPT)).toBeNull();
  });

  it("storage the browser refuses: a first visit every time, and no error", async () => {
    const { made, added, scripts, swap } = run(TYPEFACE, "Welcome", "throws");
    scripts();
    latinOf(made).settle(true);
    await flush();
    expect(added).toEqual([]);
    swap();
    expect(added).toHaveLength(1);
  });

  it("reads the ranges as the font package writes them; a range it cannot read counts as needed; nothing in a build without faces", () => {
    const [ext, latin] = TYPEFACE.map((t) => rangeRegExp(t.unicodeRange)!);
    expect(["č", "ć", "š", "ž", "đ", "Ž", "₫"].every((c) => ext!.test(c))).toBe(true);
    expect(["a", "é", "ß", "€", " "].some((c) => ext!.test(c))).toBe(false);
    expect(["a", "é", "ß", "€", " "].every((c) => latin!.test(c))).toBe(true);
    expect(rangeRegExp("U+0100-02BA, U+1E00")!.test("\u1E00")).toBe(true);
    expect(rangeRegExp("U+4??")).toBeNull();
    const { made, scripts } = run([{ ...TYPEFACE[0]!, unicodeRange: "U+4??" }], "plain text");
    scripts();
    expect(made[0]!.loads).toBe(1);
    expect(typefaceScript([], "text")).toBe("");
  });
});
