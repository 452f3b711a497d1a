import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { OpeningHours, type Location } from "../../../shared/contract/content";
import { ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { bySlug } from "./by-slug";
import { thumbs } from "../../lib/media";

/** The time zone of a store's country: its opening hours are local times. */
const TIME_ZONE: Record<string, string> = {
  HR: "Europe/Zagreb", SI: "Europe/Ljubljana", IT: "Europe/Rome", AT: "Europe/Vienna", DE: "Europe/Berlin",
  ES: "Europe/Madrid", RS: "Europe/Belgrade", BA: "Europe/Sarajevo", ME: "Europe/Podgorica",
};

/**
 * Store locations (docs/behaviour/02-screens-and-routes.md location controller): GET /locations/ lists the stores the calling
 * site shows (location_sites), GET /location/?slug= one of them by its slug in the site's
 * language. A store another site lists but this one does not is a 404 here.
 */
export const locations = new Hono<CommerceEnv>();

const SELECT = `
SELECT l.id, l.code, li.title, li.description, l.city, l.address, l.postcode, l.country, l.lat, l.lng, l.phone, l.email, l.hours_json,
       COALESCE(r.path, '') AS url_without_domain
  FROM locations l
  JOIN location_sites ls ON ls.location_id = l.id AND ls.site = ?2
  JOIN location_i18n li ON li.location_id = l.id AND li.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'location:' || l.code`;

/** A row of SELECT: the contract's fields, the opening hours as stored (JSON); picture and time zone follow. */
type LocationRow = Omit<Location, "hours" | "url_without_domain" | "image_thumbs" | "time_zone"> & { hours_json: string; url_without_domain: string };

const CLOSED: Location["hours"] = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

function hoursOf(raw: string): Location["hours"] {
  try {
    const parsed = v.safeParse(OpeningHours, JSON.parse(raw));
    return parsed.success ? parsed.output : CLOSED;
  } catch {
    return CLOSED;
  }
}

function shape({ hours_json, url_without_domain, ...r }: LocationRow): Location {
  return { ...r, hours: hoursOf(hours_json), url_without_domain, image_thumbs: thumbs("locations", r.code), time_zone: TIME_ZONE[r.country] ?? "Europe/Zagreb" };
}

locations.get("/locations/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(`${SELECT} ORDER BY l.city COLLATE NOCASE, li.title COLLATE NOCASE`).bind(site.lang, site.code).all<LocationRow>();
  return ok(c, results.map(shape));
});

locations.get("/location/", requireSite(), bySlug(`${SELECT} WHERE li.slug = ?3`, shape));
