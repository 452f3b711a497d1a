import type { RouteRecord } from "../../shared/contract/app";
import type { Screen } from "../../shared/screens";
import type { DataContext } from "../data/context";
import type { Shopper } from "../data/shopper";
import type { Site } from "../site";
import type { FormFlash } from "../session/form-flash";

/** What a controller's loader gets: the data context, the route, the query, the site. */
export interface PageContext {
  dc: DataContext;
  route: RouteRecord;
  /**
   * Segments below the route's own path, for controllers that choose the screen by them (auth,
   * webshop): `/korisnik/change-password/12/ab/` → ["change-password", "12", "ab"]. Empty on an
   * exact match.
   */
  subpath: string[];
  query: URLSearchParams;
  site: Site;
  /** Absolute base of this site (canonical links, JSON-LD). */
  baseUrl: string;
  /**
   * What a refused plain-form post left for its form page (values typed, errors per field), read
   * once: only loaders of form screens call it.
   */
  flash: () => FormFlash | null;
  /** The shopper behind the token, asked of the API only when a loader needs it (staff, access hook). */
  shopper: () => Promise<Shopper>;
}

export interface Loaded {
  kind: "page";
  screen: Screen;
  title: string;
  description: string;
  /** Site paths with titles, home first; rendered and given to JSON-LD as a BreadcrumbList. */
  breadcrumbs?: { title: string; path: string }[];
  /** JSON-LD objects for the head (Product, Article, Recipe, FAQPage, ...). */
  structuredData?: object[];
  /** Visitor-specific page (wishlist, compare): never cached anywhere. */
  private?: boolean;
  /**
   * The same for everyone but not worth an entry of the edge page cache (a search that found
   * nothing, a very long query: worker/cache/page-rules.ts `searchPageShared`): rendered each time.
   */
  unshared?: boolean;
  /** Query variants that are not the canonical page (sort orders, filters): noindex. */
  noindex?: boolean;
  /** Query that belongs to the canonical URL (`?page=2`), or nothing. */
  canonicalSearch?: string;
  /**
   * The template this screen is shown with, when a controller that picks its screen by subpath
   * shows another than its root row's (the webshop's view_order: the tenant's layouts table maps
   * it to the blank layout). The body classes follow it too.
   */
  template?: string;
}

/** An entity that moved: answer with a redirect (its own code, 301 when absent). */
export interface Moved {
  kind: "redirect";
  location: string;
  status: 301 | 302 | 307 | 308;
  /** Decided for this visitor (the checkout gate): never stored by any cache. */
  private?: boolean;
}

/** null = the 404 screen (missing, hidden from this shopper, unknown template). */
export type LoaderResult = Loaded | Moved | null;
export type Loader = (ctx: PageContext) => Promise<LoaderResult>;
