import { describe } from "../../../../shared/structured-data";
import { mapTilesOf } from "../../../../shared/map-tiles";
import { loadLocation, loadLocations } from "../../../data/content";
import { localBusinessLd } from "../../content-ld";
import type { Loader } from "../../types";
import { abs, indexAndEntry } from "../publish/shared";

/**
 * location controller (docs/behaviour/02-screens-and-routes.md): the index (stores of this site, grouped by city on screen,
 * with the deployment's street-map tile source when it has one) at one segment, a store's detail
 * (address, hours, coordinates, map link) at more than one.
 */
export const loadLocationPage: Loader = (ctx) =>
  indexAndEntry(ctx, {
    title: "nav_locations",
    description: "locations_title",
    // The street map's tile source is the deployment's (a var, the same for every visitor), not the API's.
    index: async () => ({ kind: "content-locations", locations: await loadLocations(ctx.dc), tiles: mapTilesOf(ctx.dc.env) }),
    entry: (slug) => loadLocation(ctx.dc, slug),
    page: (location) => ({
      screen: { kind: "content-location", location },
      description: describe(location.description) || `${location.address}, ${location.postcode} ${location.city}`,
      structuredData: [localBusinessLd(location, abs(ctx), "Zrno")],
    }),
  });
