import { describe } from "../../../../shared/structured-data";
import { loadLocation, loadLocations } from "../../../data/content";
import { localBusinessLd } from "../../content-ld";
import type { Loader } from "../../types";
import { abs, homeCrumb, labeler, segments } from "../publish/shared";

/**
 * location controller (docs/behaviour/02-screens-and-routes.md): the index (stores of this site, grouped by city on screen) at
 * one segment, a store's detail (address, hours, coordinates, map link) at more than one.
 */
export const loadLocationPage: Loader = async (ctx) => {
  const parts = segments(ctx.route.path);
  const t = await labeler(ctx);
  const indexCrumb = { title: t("nav_locations"), path: `/${parts[0] ?? ""}/` };
  if (parts.length <= 1) {
    const locations = await loadLocations(ctx.dc);
    return {
      kind: "page",
      screen: { kind: "content-locations", locations },
      title: t("nav_locations"),
      description: t("locations_title"),
      breadcrumbs: [homeCrumb(t), indexCrumb],
    };
  }
  const location = await loadLocation(ctx.dc, parts[1] ?? "");
  if (!location) return null;
  return {
    kind: "page",
    screen: { kind: "content-location", location },
    title: location.title,
    description: describe(location.description) || `${location.address}, ${location.postcode} ${location.city}`,
    breadcrumbs: [homeCrumb(t), indexCrumb, { title: location.title, path: ctx.route.path }],
    structuredData: [localBusinessLd(location, abs(ctx), "Zrno")],
  };
};
