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
SELECT l.id, l.code, li.title, li.slug, li.description, l.city, l.address, l.postcode, l.country, l.lat, l.lng, l.phone, l.email, l.hours_json,
       COALESCE(r.path, '') AS url
  FROM locations l
  JOIN location_sites ls ON ls.location_id = l.id AND ls.site = ?2
  JOIN location_i18n li ON li.location_id = l.id AND li.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'location:' || l.code`;

interface LocationRow {
  id: number;
  code: string;
  title: string;
  slug: string;
  description: string;
  city: string;
  address: string;
  postcode: string;
  country: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  hours_json: string;
  url: string;
}

const CLOSED: Location["hours"] = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

function hoursOf(raw: string): Location["hours"] {
  try {
    const parsed = v.safeParse(OpeningHours, JSON.parse(raw));
    return parsed.success ? parsed.output : CLOSED;
  } catch {
    return CLOSED;
  }
}

function shape(r: LocationRow): Location {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    description: r.description,
    city: r.city,
    address: r.address,
    postcode: r.postcode,
    country: r.country,
    lat: r.lat,
    lng: r.lng,
    phone: r.phone,
    email: r.email,
    hours: hoursOf(r.hours_json),
    url_without_domain: r.url,
    image_thumbs: thumbs("locations", r.code),
    time_zone: TIME_ZONE[r.country] ?? "Europe/Zagreb",
  };
}

locations.get("/locations/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(`${SELECT} ORDER BY l.city COLLATE NOCASE, li.title COLLATE NOCASE`).bind(site.lang, site.code).all<LocationRow>();
  return ok(c, results.map(shape));
});

locations.get("/location/", requireSite(), bySlug(`${SELECT} WHERE li.slug = ?3`, shape));
