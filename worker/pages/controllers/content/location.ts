import { describe } from "../../../../shared/structured-data";
import { mapTilesOf } from "../../../../shared/map-tiles";
import { loadLocation, loadLocations } from "../../../data/content";
import { localBusinessLd } from "../../content-ld";
import { storeMapLayout } from "../../store-map-layout";
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
    // The drawing's layout (every city named) is worked out here, so the browser only draws it.
    index: async () => {
      const locations = await loadLocations(ctx.dc);
      return { kind: "content-locations", locations, tiles: mapTilesOf(ctx.dc.env), map: storeMapLayout(locations) };
    },
    entry: (slug) => loadLocation(ctx.dc, slug),
    page: (location) => ({
      screen: { kind: "content-location", location },
      description: describe(location.description) || `${location.address}, ${location.postcode} ${location.city}`,
      structuredData: [localBusinessLd(location, abs(ctx), "Zrno")],
    }),
  });
