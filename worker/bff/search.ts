import { Hono } from "hono";
import type { AppEnv } from "../env";
import { fold } from "../../shared/search/fold";
import { dataContext } from "../data/context";
import { loadSuggestions, SUGGEST_MIN_CHARS } from "../data/search";
import { REFRESH_MINUTES } from "../cache/manifest";
import { ok, unavailable } from "./respond";

/**
 * GET search/suggest/?q=: the header search box's suggestions (docs/decisions/0011-search-engine.md).
 * Public and the same for every shopper of a site, so browsers and the edge may keep an answer
 * for the `search` minutes; fewer than two letters after folding answer empty without a call.
 */
export const searchBff = new Hono<AppEnv>();

/** What the box sends is cut here, like the search page's field. */
export const SUGGEST_MAX_CHARS = 100;

const EMPTY = { query: "", corrected: null, products: [], categories: [], content: [], completions: [] };

searchBff.get("/search/suggest/", async (c) => {
  const q = (c.req.query("q") ?? "").slice(0, SUGGEST_MAX_CHARS);
  c.header("cache-control", `public, max-age=${REFRESH_MINUTES.search * 60}`);
  if (fold(q).length < SUGGEST_MIN_CHARS) return ok(c, { ...EMPTY, query: q });
  try {
    return ok(c, await loadSuggestions(dataContext(c), q));
  } catch (err) {
    c.header("cache-control", "no-store");
    return unavailable(c, err, "search");
  }
});
