import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { BelowKey } from "../../shared/screens/cms";
import { dataContext } from "../data/context";
import { homeBelow } from "../pages/controllers/cms-extras";
import { ok, readFailure } from "./respond";
import { queryParams } from "./validate";

/**
 * GET home/below/?v=<key>: the home page's sections below the fold (`HomeBelow`), which its page
 * renders but does not embed (docs/decisions/0016-lean-pages.md "Home state: the sections below
 * the fold"); the browser hydrates them from this answer. Loaded by the home page's own loads
 * (`homeBelow`) with the server's token, so it is the same for every visitor and is mounted
 * before the visitor token (worker/index.ts): it never issues a token or sets a cookie.
 *
 * `v` is the key the page's state carries. The answer names its own key: when it is `v`, the
 * answer is the very data that key digests, which never changes, so any cache may keep it for a
 * year; otherwise the sections moved since the page was rendered (a page from a cache), and the
 * answer is today's, not to be kept.
 */
export const homeBff = new Hono<AppEnv>();

homeBff.onError(readFailure("home"));

/** Only `v`: another parameter could only split caches. */
const BelowQuery = v.strictObject({ v: BelowKey });

homeBff.get("/home/below/", queryParams(BelowQuery), async (c) => {
  const asked = c.req.valid("query").v;
  const below = await homeBelow(dataContext(c));
  c.header("cache-control", below.key === asked ? "public, max-age=31536000, immutable" : "no-cache");
  return ok(c, below);
});
