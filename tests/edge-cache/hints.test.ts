import { describe, expect, it } from "vitest";
import { get } from "../integration/helpers";

/** A page from the edge cache keeps its preloads (worker/render/hints.ts): the Link header is stored with it. */
describe("a cached page", () => {
  it("answers a hit with the Link header of the render it was stored from", async () => {
    const url = "http://localhost/es/?hints=1";
    const first = await get(url);
    await first.text();
    const link = first.headers.get("link");
    expect(link).toMatch(/^<\/assets\/client\.css\?v=[^>]+>; rel=preload; as=style, <\/media\/home\/hero-large\.svg>; rel=preload; as=image/);
    let hit: Response | undefined;
    for (let i = 0; i < 20 && hit?.headers.get("x-zrno-cache") !== "hit"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      hit = await get(url);
      await hit.text();
    }
    expect(hit!.headers.get("x-zrno-cache")).toBe("hit");
    expect(hit!.headers.get("link")).toBe(link);
  });
});
