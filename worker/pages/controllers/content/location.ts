import { describe } from "../../../../shared/structured-data";
import { loadLocation, loadLocations } from "../../../data/content";
import { localBusinessLd } from "../../content-ld";
import type { Loader } from "../../types";
import { abs, indexAndEntry } from "../publish/shared";

/**
 * location controller (docs/behaviour/02-screens-and-routes.md): the index (stores of this site, grouped by city on screen) at
 * one segment, a store's detail (address, hours, coordinates, map link) at more than one.
 */
export const loadLocationPage: Loader = (ctx) =>
  indexAndEntry(ctx, {
    title: "nav_locations",
    description: "locations_title",
    index: async () => ({ kind: "content-locations", locations: await loadLocations(ctx.dc) }),
    entry: (slug) => loadLocation(ctx.dc, slug),
    page: (location) => ({
      screen: { kind: "content-location", location },
      description: describe(location.description) || `${location.address}, ${location.postcode} ${location.city}`,
      structuredData: [localBusinessLd(location, abs(ctx), "Zrno")],
    }),
  });
