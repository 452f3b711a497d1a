import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import type { Sweepstake } from "../../../shared/contract/content";
import { ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { bySlug } from "./by-slug";

/**
 * Sweepstakes: GET /sweepstakes/ (newest first, running and ended alike: the storefront
 * tells them apart by date) and GET /sweepstake/?slug= by the slug in the site's language.
 */
export const sweepstakes = new Hono<CommerceEnv>();

const SELECT = `
SELECT s.id, s.code, si.title, s.starts_at, s.ends_at, si.content, si.prize, si.terms, COALESCE(r.path, '') AS url
  FROM sweepstakes s
  JOIN sweepstake_i18n si ON si.sweepstake_id = s.id AND si.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'sweepstake:' || s.code`;

type Row = Omit<Sweepstake, "url_without_domain"> & { url: string };

const shape = ({ url, ...r }: Row): Sweepstake => ({ ...r, url_without_domain: url });

sweepstakes.get("/sweepstakes/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(`${SELECT} ORDER BY s.ends_at DESC, s.id`).bind(site.lang, site.code).all<Row>();
  return ok(c, results.map(shape));
});

sweepstakes.get("/sweepstake/", requireSite(), bySlug(`${SELECT} WHERE si.slug = ?3`, shape));
