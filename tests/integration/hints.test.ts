import { describe, expect, it } from "vitest";
import { ENTRY_SCRIPT, RUNTIME_CHUNKS, SCREEN_CHUNKS, TYPEFACE } from "../../worker/build-id.generated";
import { cspNonce, get, GOOGLEBOT_UA, stateOf } from "./helpers";
import { page, routeOf, routesOf, SITES } from "./content-pages";

/**
 * What a page asks the browser to fetch early (issue 12, worker/render/hints.ts): the `Link`
 * header Cloudflare can turn into 103 Early Hints names the stylesheet and the largest picture;
 * the scripts start after the largest paint, from the page's one inline loader
 * (docs/decisions/0029-scripts-after-the-largest-paint.md).
 */
function links(header: string | null): { href: string; params: string }[] {
  return [...(header ?? "").matchAll(/<([^>]+)>((?:;\s*[a-z]+(?:=(?:"[^"]*"|[^,;]*))?)*)/g)].map((m) => ({ href: m[1]!, params: m[2]! }));
}

/** The page's loader: its nonce, the scripts it starts (the screen's and runtime's chunks, then the entry) and the data it fetches. */
function loaderOf(html: string): { nonce: string; scripts: string[]; data: string | null; faces: unknown } {
  const m = /<script nonce="([^"]+)">(\(function\(d\)\{var n=[\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error("no script loader");
  const scripts = [...m[2]!.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((u) => u[1]!);
  // The typeface script, in the head: each face as [family, src, weight, unicodeRange].
  const faces = /<script nonce="[^"]+">\(function\(d\)\{var f=d\.fonts,s,a=0,r=(\[.*?\]),k=/.exec(html.slice(0, html.indexOf("</head>")))?.[1];
  // A page that reads nothing as it hydrates has no preload of it.
  const data = /\{rel:'preload',as:'fetch',crossorigin:'anonymous',href:("[^"]*")\}/.exec(m[2]!)?.[1];
  return {
    nonce: m[1]!,
    scripts: [scripts.at(-1)!, ...scripts.slice(0, -1)],
    data: data ? JSON.parse(data) : null,
    faces: faces ? (JSON.parse(faces) as string[][]).map(([family, src, weight, unicodeRange]) => ({ family, src, weight, unicodeRange })) : null,
  };
}

function imgs(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
}

describe("the home page", () => {
  it("sends a Link header with the stylesheet and the hero picture; its loader starts the entry, the screen's and runtime's chunks and the sections' read", async () => {
    const res = await get("http://localhost/");
    const html = await res.text();
    const found = links(res.headers.get("link"));
    expect(found[0]).toMatchObject({ href: expect.stringMatching(/^\/assets\/client\.css\?v=/), params: "; rel=preload; as=style" });
    expect(found.filter((l) => /modulepreload|as=fetch/.test(l.params))).toEqual([]);
    // The typeface is not asked for before the largest paint: the first paint is set in its metric-matched fallback (docs/decisions/0030-shop-typeface.md).
    expect(found.filter((l) => /as=font/.test(l.params))).toEqual([]);
    const hero = found.find((l) => /as=image/.test(l.params))!;
    expect(hero.href).toBe("/media/home/hero-large.svg");
    expect(hero.params).toContain("fetchpriority=high");
    expect(hero.params).toContain('imagesrcset="/media/home/hero-medium.svg 800w, /media/home/hero-large.svg 1200w"');
    expect(hero.params).toContain('imagesizes="(min-width: 900px) 50vw, 100vw"');
    // No script is fetched before the largest paint: the head names none, the body's last script loads them.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain('as="font"');
    expect(html).not.toContain('<script type="module"');
    const loader = loaderOf(html);
    expect(ENTRY_SCRIPT).toMatch(/^\/assets\/client-[\w-]{8}\.js$/);
    expect(loader.scripts).toEqual([ENTRY_SCRIPT, ...SCREEN_CHUNKS.cms!, ...RUNTIME_CHUNKS]);
    expect(loader.data).toMatch(/^\/api\/nuxtapi\/home\/below\/\?v=[0-9a-f]{16}$/);
    expect(cspNonce(res.headers.get("content-security-policy"))).toBe(loader.nonce);
    // The head's typeface script has the typeface's upright faces, as the build copied them into /assets/ (loaded once the window has loaded).
    expect(TYPEFACE.map((t) => t.src)).toEqual([expect.stringMatching(/^\/assets\/figtree-latin-ext-wght-normal-[0-9a-f]{8}\.woff2$/), expect.stringMatching(/^\/assets\/figtree-latin-wght-normal-[0-9a-f]{8}\.woff2$/)]);
    expect(loader.faces).toEqual(TYPEFACE);
    expect(html).toContain(`<script nonce="${loader.nonce}">(function(d){var f=d.fonts`);
    expect(html.indexOf("(function(d){var n=")).toBeGreaterThan(html.indexOf('id="__STATE__"'));
    expect(html.indexOf("(function(d){var n=")).toBeGreaterThan(html.lastIndexOf("</footer>"));
    // The picture it waits for is the hero: the only picture at high priority.
    expect(imgs(html).filter((i) => i.includes('fetchPriority="high"'))).toHaveLength(1);
    // The hero at once; the rails' cards lazily.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const [first, ...rest] = imgs(main);
    expect(first).toContain('fetchPriority="high"');
    expect(rest.length).toBeGreaterThan(10);
    expect(rest.every((i) => i.includes('loading="lazy"'))).toBe(true);
  });

  it("a bot gets no Link header: it loads no script", async () => {
    const res = await get("http://localhost/", { headers: { "user-agent": GOOGLEBOT_UA } });
    expect(res.headers.get("link")).toBeNull();
    expect(await res.text()).not.toContain('as="font"');
  });
});

describe.each(SITES.slice(0, 2))("pages of $code", (s) => {
  it("a product preloads its chosen picture and its screen's chunks; a listing its first card's picture", async () => {
    const routes = await routesOf(s);
    const product = await page(s.base + routeOf(routes, { controller: "catalog", action: "product" }).path);
    const state = stateOf(product.html);
    if (state.screen.kind !== "catalog-product") throw new Error(state.screen.kind);
    const img = state.screen.product.images[0]!;
    const found = links(product.res.headers.get("link"));
    // With its scripts, the read of its sections below the fold (client/state/below-read.ts).
    const below = `${s.base.replace("http://localhost", "")}/api/nuxtapi/catalog/product/below/?id=${state.screen.product.id}&v=${state.screen.belowKey}`;
    expect(loaderOf(product.html)).toMatchObject({ scripts: [ENTRY_SCRIPT, ...SCREEN_CHUNKS.product!, ...RUNTIME_CHUNKS], data: below });
    const picture = found.find((l) => /as=image/.test(l.params))!;
    expect(picture.href).toBe(img.large);
    expect(picture.params).toContain(`imagesrcset="${img.medium} 400w, ${img.large} 800w"`);
    expect(imgs(product.html).find((i) => i.includes("product-gallery-main"))).toContain('fetchPriority="high"');

    const listing = await page(s.base + routeOf(routes, { controller: "catalog", action: "index" }).path);
    const cards = imgs(listing.html.slice(listing.html.indexOf('class="product-grid"')));
    expect(cards.length).toBeGreaterThan(4);
    const first = /src="([^"]+)"/.exec(cards[0]!)![1]!;
    expect(links(listing.res.headers.get("link")).find((l) => /as=image/.test(l.params))).toMatchObject({ href: first });
    // The first row's pictures load at once, the preloaded first at high priority; the rest lazily.
    const grid = listing.html.slice(listing.html.indexOf('class="product-grid"'));
    const cardImgs = [...grid.matchAll(/<article class="product-card"[\s\S]*?<img ([^>]*)>/g)].map((m) => m[1]!);
    expect(cardImgs.slice(0, 4).every((i) => i.includes('loading="eager"'))).toBe(true);
    expect(cardImgs[0]).toContain('fetchPriority="high"');
    expect(cardImgs.slice(1, 4).some((i) => i.includes("fetchPriority"))).toBe(false);
    expect(cardImgs.slice(4).every((i) => i.includes('loading="lazy"'))).toBe(true);
    // Grids further down (a product's related products) stay lazy.
    expect(imgs(product.html.slice(product.html.indexOf('class="product-grid"'))).every((i) => !i.includes('loading="eager"'))).toBe(true);
  });
});

describe("an article and a recipe", () => {
  it("preload their cover as their header draws it: whole, 800 by 800, at high priority", async () => {
    for (const path of ["/magazin/kuhanje-s-djecom-nered-koji-se-isplati/", "/recepti/domaci-maslac-od-badema/"]) {
      const { res, html } = await page(`http://localhost${path}`);
      const state = stateOf(html);
      if (state.screen.kind !== "publish-post" && state.screen.kind !== "publish-recipe") throw new Error(state.screen.kind);
      const thumbs = state.screen.post.main_image_thumbs;
      const picture = links(res.headers.get("link")).find((l) => /as=image/.test(l.params))!;
      expect(picture.href, path).toBe(thumbs.large);
      expect(picture.params).toContain(`imagesrcset="${thumbs.medium} 400w, ${thumbs.large} 800w"`);
      expect(picture.params).toContain('imagesizes="(min-width: 800px) 340px, 100vw"');
      const cover = imgs(html).find((i) => i.includes("post-cover"))!;
      expect(cover).toContain(`srcSet="${thumbs.medium} 400w, ${thumbs.large} 800w"`);
      expect(cover).toContain('width="800" height="800"');
      expect(cover).toContain('fetchPriority="high"');
    }
  });
});
