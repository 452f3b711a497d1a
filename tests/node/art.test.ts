import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_FILE } from "../../scripts/gen-icons";
import { ICONS } from "../../client/components/icon-names";
import { join } from "node:path";
import { KINDS } from "../../commerce/seed/catalog/vocab/kinds";
import { PRODUCTS } from "../../commerce/seed/catalog/products";
import { MANUFACTURERS } from "../../commerce/seed/catalog/manufacturers";
import { ALL_EMOJI, emojiOf, twemojiFile } from "../../scripts/seed/art/emoji";
import { contentsSvg, PACK_OF_KIND, packSvg } from "../../scripts/seed/art/pack";
import { productArt } from "../../scripts/seed/art/product-art";
import { TWEMOJI_DIR, TWEMOJI_PACKAGE } from "../../scripts/vendor-twemoji";

/** The committed icon sprite is what the pinned Lucide package gives for the names the code uses (npm run gen:art). */
describe("committed art", () => {
  it("the icon sprite matches client/components/icon-names.ts and lucide-static", () => {
    const committed = readFileSync(SPRITE_FILE, "utf8");
    expect(committed).toBe(renderSprite());
    for (const name of Object.keys(ICONS)) expect(committed).toContain(`id=\\"i-${name}\\"`);
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
