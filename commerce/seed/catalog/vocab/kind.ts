// A product kind: the shared texts of all products of one type (flakes, nuts, herbal tea...).
// A product description reads "<strong>Title</strong> – intro", facts, then use and storage.
import type { L } from "../../types";
import type { StorageKey } from "./storage";
import { t } from "../../texts";

/** Which pool of shopper comments fits the kind. */
export type Group = "food" | "tea" | "cosmetic" | "supplement";

export interface Kind {
  group: Group;
  storage: StorageKey;
  /** Base hue of the generated product image. */
  hue: number;
  /** One sentence for listings. */
  short: L;
  /** Lower-case clause that follows the product title and a dash. */
  intro: L;
  /** How to use it: one or two sentences. */
  use: L;
}

export function kind(group: Group, storage: StorageKey, hue: number, short: string, intro: string, use: string): Kind {
  return { group, storage, hue, short: t(short), intro: t(intro), use: t(use) };
}
