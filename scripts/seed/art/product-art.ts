// A seed product's picture facts (scripts/seed/art/pack.ts): its pack by kind, its brand's colour,
// its name as the brand's country prints it, its first pack size and what it holds.
import type { SeedManufacturer, SeedProduct } from "../../../commerce/seed/types";
import type { LabelLang } from "../../../commerce/seed/labels";
import { emojiOf } from "./emoji";
import { PACK_OF_KIND, type PackArt } from "./pack";
import { t } from "../../../commerce/seed/texts";

/** The language a brand prints its packs in: its country's; English for the rest of the world. */
const PACK_LANG: Record<string, LabelLang> = { HR: "hr", AT: "de", DE: "de", SI: "sl", RS: "sr", BA: "bs", ME: "cnr", IT: "it", ES: "es" };
const PIECES = t("catalog.products.LABEL.pieces");

export function productArt(p: SeedProduct, brand: SeedManufacturer | undefined): PackArt {
  const lang = PACK_LANG[brand?.country ?? ""] ?? "en";
  const pack = p.variations[0];
  const n = pack ? (lang === "en" ? String(pack.size) : String(pack.size).replace(".", ",")) : "";
  return {
    code: p.code,
    title: p.title[lang],
    brand: brand?.title ?? "Zrno",
    color: brand?.color ?? "#2f6b3a",
    size: pack ? `${n} ${pack.unit === "kom" ? PIECES[lang] : pack.unit}` : "",
    shape: PACK_OF_KIND[p.kind ?? ""] ?? "bag",
    emoji: emojiOf(p.title.en, p.kind ?? ""),
  };
}
