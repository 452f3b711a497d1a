import type { RouteRecord } from "../../../shared/contract/app";
import type { Loader } from "../types";
import { loadCatalog } from "./catalog";
import { loadCms } from "./cms";

/**
 * Controller → loader. A loader dispatches on the route's action; controllers without a
 * loader yet answer with the 404 screen.
 */
export const CONTROLLERS: Partial<Record<RouteRecord["controller"], Loader>> = {
  cms: loadCms,
  catalog: loadCatalog,
};
