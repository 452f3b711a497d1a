import type { RouteRecord } from "../../../shared/contract/app";
import type { Loader } from "../types";
import { loadAuth } from "./auth";
import { loadCatalog } from "./catalog";
import { loadCms } from "./cms";
import { loadLocationPage } from "./content/location";
import { loadNewsletterPage } from "./content/newsletter";
import { loadStaticContentPage } from "./content/staticcontent";
import { loadSweepstakePage } from "./content/sweepstake";
import { loadPublish } from "./publish";
import { loadWebshop } from "./webshop";

/**
 * Controller → loader. A loader dispatches on the route's action; controllers without a
 * loader yet answer with the 404 screen.
 */
export const CONTROLLERS: Partial<Record<RouteRecord["controller"], Loader>> = {
  cms: loadCms,
  catalog: loadCatalog,
  publish: loadPublish,
  location: loadLocationPage,
  sweepstake: loadSweepstakePage,
  newsletter: loadNewsletterPage,
  staticcontent: loadStaticContentPage,
  webshop: loadWebshop,
  auth: loadAuth,
};
