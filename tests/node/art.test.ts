import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CARD_MARKS_FILE, renderCardMarks, renderSprite, renderSpriteModule, SPRITE_FILE, SPRITE_MODULE } from "../../scripts/gen-icons";
import { ICONS } from "../../client/components/icon-names";
import { join } from "node:path";
import { KINDS } from "../../commerce/seed/catalog/vocab/kinds";
import { PRODUCTS } from "../../commerce/seed/catalog/products";
import { MANUFACTURERS } from "../../commerce/seed/catalog/manufacturers";
import { ALL_EMOJI, CATEGORY_EMOJI, emojiOf, HERO_EMOJI, sceneEmojiOf, twemojiFile } from "../../scripts/seed/art/emoji";
import { coverSvg, heroSvg, tileSvg } from "../../scripts/seed/art/scene";
import { CATEGORIES } from "../../commerce/seed/catalog/categories";
import { contentsSvg, PACK_OF_KIND, packSvg } from "../../scripts/seed/art/pack";
import { productArt } from "../../scripts/seed/art/product-art";
import { TWEMOJI_DIR, TWEMOJI_PACKAGE } from "../../scripts/vendor-twemoji";

/** The committed icon sprite is what the pinned Lucide package gives for the names the code uses (npm run gen:art). */
describe("committed art", () => {
  it("the icon sprite matches client/components/icon-names.ts and lucide-static, and its module names it by its hash", () => {
    const committed = readFileSync(SPRITE_FILE, "utf8");
    expect(committed).toBe(renderSprite());
    for (const name of Object.keys(ICONS)) expect(committed).toContain(`id="i-${name}"`);
    expect(readFileSync(SPRITE_MODULE, "utf8")).toBe(renderSpriteModule(committed));
  });

  it("the checkout's card option draws the committed card marks (Visa, Mastercard, Diners Club), which are the pinned Simple Icons'", () => {
    const committed = readFileSync(CARD_MARKS_FILE, "utf8");
    expect(committed).toBe(renderCardMarks());
    expect(committed.match(/<path fill="#/g)).toHaveLength(3);
    // Beside the one card option, whichever integration serves it (issue 18), and nowhere else.
    const css = readFileSync(join(import.meta.dirname, "..", "..", "client", "styles.css"), "utf8");
    expect(css).toMatch(/\.checkout-method\[data-kind\^="card_"\] strong::after \{[^}]*url\(\/brand\/cards\.svg\)/);
  });
});

describe("product pictures (scripts/seed/art/)", () => {
  it("every kind has a pack, the packs are the kinds of packaging a grocer sells", () => {
    for (const kind of Object.keys(KINDS)) expect(PACK_OF_KIND[kind], kind).toBeDefined();
    expect(new Set(Object.values(PACK_OF_KIND))).toEqual(new Set(["bag", "jar", "bottle", "bar", "box", "tin", "pouch", "tube", "carton"]));
  });

  it("each product's pack prints its brand and name and draws its contents from the vendored Twemoji set", () => {
    const brands = new Map(MANUFACTURERS.map((m) => [m.code, m]));
    const shown = new Set<string>();
    for (const p of PRODUCTS) {
      const art = productArt(p, brands.get(p.manufacturer));
      const svg = packSvg(art, 400);
      expect(svg, p.code).toContain(brands.get(p.manufacturer)!.title.toUpperCase().replace(/&/g, "&#38;"));
      expect(svg, p.code).toContain(brands.get(p.manufacturer)!.color);
      expect(svg, p.code).toContain('viewBox="0 0 36 36"');
      expect(contentsSvg(art, 160), p.code).toContain('viewBox="0 0 36 36"');
      shown.add(art.emoji);
    }
    // Oats, nuts, chocolate, tea and honey look like what they are.
    expect(emojiOf("Organic rolled oats", "flakes")).toBe("🌾");
    expect(emojiOf("Raw hazelnuts", "nuts")).toBe("🌰");
    expect(emojiOf("85% dark chocolate", "chocolate")).toBe("🍫");
    expect(emojiOf("Sencha green tea", "tea")).toBe("🍵");
    expect(emojiOf("Acacia honey", "honey")).toBe("🍯");
    expect(shown.size).toBeGreaterThan(25);
  });

  it("a name with markup characters cannot break out of the pack's SVG", () => {
    const svg = packSvg({ code: "ZR-PROBE", title: '<script>alert("x")</script>', brand: "A & B", color: "#336699", size: "1 kg", shape: "bag", emoji: "🌾" }, 160);
    expect(svg).not.toContain("<script");
    expect(svg).toContain("A &#38; B");
  });

  it("the vendored Twemoji SVGs are the pinned package's, and every emoji the art draws is there", () => {
    for (const e of ALL_EMOJI) {
      const file = twemojiFile(e);
      expect(readFileSync(join(TWEMOJI_DIR, file), "utf8"), file).toBe(readFileSync(join(TWEMOJI_PACKAGE, file), "utf8"));
    }
  });
});

describe("pictures of categories, articles, recipes and the home page (scripts/seed/art/scene.ts)", () => {
  it("every category's tile draws its own kinds of food; a cover draws what its title names", () => {
    for (const c of CATEGORIES) expect(CATEGORY_EMOJI[c.code], c.code).toBeDefined();
    const tiles = CATEGORIES.map((c) => CATEGORY_EMOJI[c.code]!.join(""));
    expect(new Set(tiles).size).toBe(tiles.length);
    expect(CATEGORY_EMOJI.nuts).toContain("🌰");
    expect(CATEGORY_EMOJI.teas).toContain("🍵");
    expect(sceneEmojiOf("Red lentil soup with turmeric")).toEqual(["🍲", "🫘", "🫚"]);
    expect(sceneEmojiOf("Buckwheat porridge with apple and cinnamon")[0]).toBe("🥣");
    expect(sceneEmojiOf("Zrno opens a store in Split")).toContain("🏪");
    expect(sceneEmojiOf("A guide to herbal teas")).toContain("🌿");
    const tile = tileSvg(CATEGORY_EMOJI.nuts!, 'Nuts <&> "seeds"', 40, 400);
    expect(tile.match(/viewBox="0 0 36 36"/g)).toHaveLength(3);
    expect(tile).not.toContain("<&>");
    expect(coverSvg(sceneEmojiOf("Gluten-free banana bread"), "x", 10, 160).match(/viewBox="0 0 36 36"/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it("the hero is 3:2 in both sizes and draws the breakfast table", () => {
    const hero = heroSvg(HERO_EMOJI, "Zrno", 1200);
    expect(hero).toContain('width="1200" height="800"');
    expect(heroSvg(HERO_EMOJI, "Zrno", 800)).toContain('width="800" height="533"');
    expect(hero.match(/viewBox="0 0 36 36"/g)).toHaveLength(15);
  });
});

/** Brands, authors and stores get pictures of their subject (issue 10), and the stores map its region (docs/decisions/0019-stores-map.md). */
describe("pictures of brands, authors and stores; the stores map", async () => {
  const { AUTHOR_EMOJI, STORE_EMOJI, brandEmojiOf } = await import("../../scripts/seed/art/emoji");
  const { brandSvg, portraitSvg, storeSvg } = await import("../../scripts/seed/art/scene");
  const { AUTHORS, LOCATIONS } = await import("../../commerce/seed/content/index");
  const { regionMapSvg } = await import("../../scripts/seed/art/map");
  const { MAP_HEIGHT, MAP_WIDTH, mapView, project } = await import("../../shared/store-map");

  it("every author has a portrait of their work; a brand shows what most of its products are; a store its shop with its city's sign", () => {
    for (const a of AUTHORS) expect(AUTHOR_EMOJI[a.code], a.code).toBeDefined();
    expect(new Set(Object.values(AUTHOR_EMOJI).map(([person]) => person)).size).toBeGreaterThan(4);
    expect(portraitSvg(AUTHOR_EMOJI["luka-peric"]!, "Luka Perić", 30, 400)).toContain('aria-label="Luka Perić"');
    expect(brandEmojiOf(["🍫", "🌰", "🍫"])).toBe("🍫");
    const chocolate = MANUFACTURERS.find((m) => /cioccolat/i.test(m.title))!;
    const made = PRODUCTS.filter((p) => p.manufacturer === chocolate.code).map((p) => emojiOf(p.title.en, p.kind ?? ""));
    expect(brandEmojiOf(made)).toBe("🍫");
    expect(brandSvg("🍫", chocolate.title, chocolate.color, 400)).toContain(chocolate.color);
    const split = storeSvg([STORE_EMOJI.shop, STORE_EMOJI.tree, "🧺", "🍎"], "Zrno · Split", 20, 400);
    expect(split).toContain(">Zrno · Split</text>");
    // Drawn from the vendored Twemoji files, not shapes: the shop's own drawing is in the picture.
    expect(split).toContain(readFileSync(join(TWEMOJI_DIR, twemojiFile(STORE_EMOJI.shop)), "utf8").match(/<path[^>]*d="([^"]{20})/)![1]);
    for (const e of [...Object.values(AUTHOR_EMOJI).flat(), STORE_EMOJI.shop, STORE_EMOJI.tree, ...STORE_EMOJI.produce.flat()]) expect(ALL_EMOJI).toContain(e);
  });

  it("the map draws the region's countries; every store lands inside it, and a site's view holds all its stores", () => {
    const svg = regionMapSvg();
    expect(svg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(30);
    expect(svg.length).toBeLessThan(250_000);
    for (const l of LOCATIONS) {
      const [x, y] = project(l.lat, l.lng);
      expect(x, l.code).toBeGreaterThan(0);
      expect(x, l.code).toBeLessThan(MAP_WIDTH);
      expect(y, l.code).toBeGreaterThan(0);
      expect(y, l.code).toBeLessThan(MAP_HEIGHT);
    }
    for (const site of new Set(LOCATIONS.flatMap((l) => l.sites))) {
      const points = LOCATIONS.filter((l) => l.sites.includes(site)).map((l) => project(l.lat, l.lng));
      const v = mapView(points);
      expect(v.w / v.h).toBeCloseTo(1.5, 1);
      for (const [x, y] of points) {
        expect(x).toBeGreaterThan(v.x);
        expect(x).toBeLessThan(v.x + v.w);
        expect(y).toBeGreaterThan(v.y);
        expect(y).toBeLessThan(v.y + v.h);
      }
    }
  });
});
