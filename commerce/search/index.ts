import { D1SearchIndex } from "./d1-index";
import type { SearchIndex } from "./search-index";

/** The engine this deployment searches with (docs/decisions/0011-search-engine.md). */
export function searchIndex(env: Env): SearchIndex {
  return new D1SearchIndex(env.DB);
}

export type { SearchIndex } from "./search-index";
