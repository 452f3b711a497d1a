import * as v from "valibot";
import {
  FaqEntry,
  FaqResponse,
  InstashopItem,
  InstashopResponse,
  Location,
  LocationResponse,
  LocationsResponse,
  Newsletter,
  NewsletterItem,
  NewsletterResponse,
  NewslettersResponse,
  StaticContent,
  StaticContentResponse,
  Sweepstake,
  SweepstakeResponse,
  SweepstakesResponse,
} from "../../shared/contract/content";
import { cached } from "../cache/kv-cache";
import { sanitizeHtml } from "../pages/sanitize";
import { notFoundAsNull, upstream } from "../upstream/client";
import { publicCall } from "./app-data";
import { upstreamAs, type DataContext } from "./context";

/**
 * Content of the location, sweepstake, newsletter and staticcontent controllers, the FAQ and the
 * instashop. Public: fetched with the server token and cached per tenant under the kinds of
 * docs/behaviour/09-constants.md (faq, locations, events for sweepstakes, newsletter, staticContent, publish for the
 * instashop). Editor HTML is sanitized before it is cached.
 */

const get = <S extends v.GenericSchema>(dc: DataContext, path: string, schema: S, query?: Record<string, string | number>) =>
  publicCall(dc, async (token) => upstream(upstreamAs(dc, token), { path, query, cached: true, schema }));

export function loadFaq(dc: DataContext) {
  return cached(dc.cache, "faq", "", v.array(FaqEntry), async () =>
    (await get(dc, "/faq/", FaqResponse)).data.map((f) => ({ ...f, answer: sanitizeHtml(f.answer) })),
  );
}

export function loadLocations(dc: DataContext) {
  return cached(dc.cache, "locations", "", v.array(Location), async () => (await get(dc, "/locations/", LocationsResponse)).data);
}

export function loadLocation(dc: DataContext, slug: string) {
  return cached(dc.cache, "locations", `slug:${slug}`, v.nullable(Location), () => notFoundAsNull(get(dc, "/location/", LocationResponse, { slug }).then((r) => r.data)));
}

const cleanSweepstake = (s: Sweepstake): Sweepstake => ({ ...s, content: sanitizeHtml(s.content), terms: sanitizeHtml(s.terms) });

export function loadSweepstakes(dc: DataContext) {
  return cached(dc.cache, "events", "sweepstakes", v.array(Sweepstake), async () => (await get(dc, "/sweepstakes/", SweepstakesResponse)).data.map(cleanSweepstake));
}

export function loadSweepstake(dc: DataContext, slug: string) {
  return cached(dc.cache, "events", `sweepstake:${slug}`, v.nullable(Sweepstake), () =>
    notFoundAsNull(get(dc, "/sweepstake/", SweepstakeResponse, { slug }).then((r) => cleanSweepstake(r.data))),
  );
}

export function loadNewsletters(dc: DataContext) {
  return cached(dc.cache, "newsletter", "list", v.array(NewsletterItem), async () => (await get(dc, "/newsletters/", NewslettersResponse)).data);
}

export function loadNewsletter(dc: DataContext, id: number, code: string) {
  return cached(dc.cache, "newsletter", `${id}-${code}`, v.nullable(Newsletter), () =>
    notFoundAsNull(get(dc, "/newsletter/", NewsletterResponse, { id, code }).then(({ data: n }) => ({ ...n, content: sanitizeHtml(n.content) }))),
  );
}

export function loadStaticContent(dc: DataContext, code: string) {
  return cached(dc.cache, "staticContent", code, v.nullable(StaticContent), () =>
    notFoundAsNull(get(dc, "/static-content/", StaticContentResponse, { code }).then(({ data: s }) => ({ ...s, content: sanitizeHtml(s.content) }))),
  );
}

export function loadInstashop(dc: DataContext) {
  return cached(dc.cache, "publish", "instashop", v.array(InstashopItem), async () => (await get(dc, "/instashop/", InstashopResponse)).data);
}
