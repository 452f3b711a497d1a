import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { fold } from "../../shared/search/fold";
import { dataContext } from "../data/context";
import { loadSuggestions, SUGGEST_MIN_CHARS } from "../data/search";
import { REFRESH_MINUTES } from "../cache/manifest";
import { ok, unavailable } from "./respond";
import { queryParams } from "./validate";

/**
 * GET search/suggest/?q=: the header search box's suggestions (docs/decisions/0011-search-engine.md).
 * The same for every shopper of a site (read with the server's token, as anonymous pages are),
 * so browsers may keep an answer for the `search` minutes, and shared caches too unless the
 * answer carries this visitor's new token cookie. Fewer than two letters after folding answer
 * empty without a call; a query longer than the search page's field is cut to it.
 */
export const searchBff = new Hono<AppEnv>();

/** What the box sends is cut here, like the search page's field. */
const SUGGEST_MAX_CHARS = 100;

/** Only `q`: another parameter could only split caches. */
const SuggestQuery = v.strictObject({
  q: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.slice(0, SUGGEST_MAX_CHARS)),
    ),
    "",
  ),
});

const EMPTY = { query: "", corrected: null, products: [], categories: [], content: [], completions: [] };

searchBff.get("/search/suggest/", queryParams(SuggestQuery), async (c) => {
  const { q } = c.req.valid("query");
  if (fold(q).length < SUGGEST_MIN_CHARS) return cacheable(ok(c, { ...EMPTY, query: q }));
  try {
    return cacheable(ok(c, await loadSuggestions(dataContext(c), q)));
  } catch (err) {
    return unavailable(c, err, "search suggest");
  }
});

/** Public for the `search` minutes; private when the answer hands this visitor a token cookie. */
function cacheable(res: Response): Response {
  const scope = res.headers.has("set-cookie") ? "private" : "public";
  res.headers.set("cache-control", `${scope}, max-age=${REFRESH_MINUTES.search * 60}`);
  return res;
}
