// Compact product rows: nine titles and one line of facts, parsed and checked at load time.
import type { L, SeedAttribute, SeedVariation } from "../../types";
import { isKind, type KindCode } from "../vocab/kinds";
import { COUNTRIES } from "../vocab/countries";
import { t } from "../../texts";

export interface Pack {
  size: number;
  unit: SeedVariation["unit"];
  /** Price of this pack relative to the first one; null = derived from the quantity. */
  factor: number | null;
}

export interface ItemDef {
  title: L;
  category: string;
  manufacturer: string;
  kind: KindCode;
  origin: string;
  attributes: SeedAttribute["code"][];
  packs: Pack[];
  /** Regular EUR price of the first pack. */
  eur: number;
  tags: string[];
  visible: boolean;
  ignoreBrandVisibility: boolean;
}

const ATTR_LETTERS: Record<string, SeedAttribute["code"]> = {
  o: "organic", v: "vegan", g: "gluten_free", s: "sugar_free", r: "raw", l: "lactose_free",
};

const PACK_RE = /^(\d+(?:\.\d+)?)(g|kg|ml|l|kom)(?:\*(\d+(?:\.\d+)?))?$/;

function parsePacks(spec: string): Pack[] {
  return spec.split(",").map((token) => {
    const m = PACK_RE.exec(token);
    if (!m) throw new Error(`bad pack "${token}"`);
    return { size: Number(m[1]), unit: m[2] as Pack["unit"], factor: m[3] ? Number(m[3]) : null };
  });
}

/**
 * One product row. facts = "manufacturer kind origin attrs packs eur [tag ...] [!hidden] [!ibv] [@category]":
 * attrs are letters o v g s r l (organic, vegan, gluten-free, sugar-free, raw, lactose-free) or "-";
 * packs like "500g,1kg" or "45g,12kom*10" (the *10 prices the box at ten bars).
 */
export function item(category: string, titles: string, facts: string): ItemDef {
  const [manufacturer, kindCode, origin, attrs, packs, eur, ...rest] = facts.trim().split(/\s+/);
  if (!manufacturer || !kindCode || !origin || !attrs || !packs || !eur) throw new Error(`incomplete facts: ${facts}`);
  if (!isKind(kindCode)) throw new Error(`unknown kind ${kindCode}`);
  if (!COUNTRIES[origin]) throw new Error(`unknown origin ${origin}`);
  const attributes = attrs === "-" ? [] : [...attrs].map((ch) => {
    const code = ATTR_LETTERS[ch];
    if (!code) throw new Error(`unknown attribute letter ${ch} in ${facts}`);
    return code;
  });
  const price = Number(eur);
  if (!(price > 0)) throw new Error(`bad price ${eur}`);
  const flags = rest.filter((t) => t.startsWith("!"));
  const override = rest.find((t) => t.startsWith("@"));
  for (const f of flags) if (f !== "!hidden" && f !== "!ibv") throw new Error(`unknown flag ${f}`);
  return {
    title: t(titles),
    category: override ? override.slice(1) : category,
    manufacturer,
    kind: kindCode,
    origin,
    attributes,
    packs: parsePacks(packs),
    eur: price,
    tags: rest.filter((t) => !t.startsWith("!") && !t.startsWith("@")),
    visible: !flags.includes("!hidden"),
    ignoreBrandVisibility: flags.includes("!ibv"),
  };
}

/** Rows of one category: [titles, facts][]. */
export function group(category: string, rows: [string, string][]): ItemDef[] {
  return rows.map(([titles, facts]) => item(category, titles, facts));
}
