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
import { CmsPage, CmsPageResponse } from "../../shared/contract/cms";
import { notFoundAsNull } from "../upstream/client";
import { sanitizeHtml } from "../pages/sanitize";
import type { DataContext } from "./context";
import { load, loadOrNull } from "./load";

/**
 * Content of the cms, location, sweepstake, newsletter and staticcontent controllers, the FAQ and
 * the instashop. Public: fetched with the server token and cached per tenant under the kinds of
 * docs/behaviour/09-constants.md (cmsPages, faq, locations, events for sweepstakes, newsletter, staticContent, publish for the
 * instashop). Editor HTML is sanitized before it is cached.
 */

/** Content reads are GETs whose answers are shared (cached). */
const get = <S extends v.GenericSchema>(path: string, schema: S, query?: Record<string, string | number>) => ({ path, query, cached: true, schema });

/** A CMS page by its slug ("" is the home page), its HTML sanitized; null when there is none (not cached). */
export function loadCmsPage(dc: DataContext, slug: string) {
  return notFoundAsNull(load(dc, "cmsPages", slug || "_home", CmsPage, { path: "/cms/page/", query: { slug }, cached: true, schema: CmsPageResponse }, (page) => ({ ...page, content: sanitizeHtml(page.content) })));
}

export function loadFaq(dc: DataContext) {
  return load(dc, "faq", "", v.array(FaqEntry), get("/faq/", FaqResponse), (faq) => faq.map((f) => ({ ...f, answer: sanitizeHtml(f.answer) })));
}

export function loadLocations(dc: DataContext) {
  return load(dc, "locations", "", v.array(Location), get("/locations/", LocationsResponse));
}

export function loadLocation(dc: DataContext, slug: string) {
  return loadOrNull(dc, "locations", `slug:${slug}`, v.nullable(Location), get("/location/", LocationResponse, { slug }));
}

const cleanSweepstake = (s: Sweepstake): Sweepstake => ({ ...s, content: sanitizeHtml(s.content), terms: sanitizeHtml(s.terms) });

export function loadSweepstakes(dc: DataContext) {
  return load(dc, "events", "sweepstakes", v.array(Sweepstake), get("/sweepstakes/", SweepstakesResponse), (all) => all.map(cleanSweepstake));
}

export function loadSweepstake(dc: DataContext, slug: string) {
  return loadOrNull(dc, "events", `sweepstake:${slug}`, v.nullable(Sweepstake), get("/sweepstake/", SweepstakeResponse, { slug }), cleanSweepstake);
}

export function loadNewsletters(dc: DataContext) {
  return load(dc, "newsletter", "list", v.array(NewsletterItem), get("/newsletters/", NewslettersResponse));
}

export function loadNewsletter(dc: DataContext, id: number, code: string) {
  return loadOrNull(dc, "newsletter", `${id}-${code}`, v.nullable(Newsletter), get("/newsletter/", NewsletterResponse, { id, code }), (n) => ({ ...n, content: sanitizeHtml(n.content) }));
}

export function loadStaticContent(dc: DataContext, code: string) {
  return loadOrNull(dc, "staticContent", code, v.nullable(StaticContent), get("/static-content/", StaticContentResponse, { code }), (s) => ({ ...s, content: sanitizeHtml(s.content) }));
}

export function loadInstashop(dc: DataContext) {
  return load(dc, "publish", "instashop", v.array(InstashopItem), get("/instashop/", InstashopResponse));
}
