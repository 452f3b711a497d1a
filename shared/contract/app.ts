import * as v from "valibot";
import { CURRENCY_CODES } from "../../tenants/currencies";
import { envelope } from "./envelope";

/** Named endpoints of the commerce API (GET {api}/misc/endpoints/): name → path. */
export const Endpoints = v.record(v.pipe(v.string(), v.regex(/^[a-z0-9_.]+$/)), v.pipe(v.string(), v.startsWith("/")));
export type Endpoints = v.InferOutput<typeof Endpoints>;

export const Labels = v.record(v.pipe(v.string(), v.regex(/^[a-z0-9_]+$/)), v.string());
export type Labels = v.InferOutput<typeof Labels>;

export const Currency = v.object({
  code: v.picklist(CURRENCY_CODES),
  symbol: v.string(),
  decimals: v.number(),
});
export type Currency = v.InferOutput<typeof Currency>;

export const SiteInfo = v.object({
  code: v.string(),
  lang: v.string(),
  base_url: v.string(),
  locale: v.string(),
  currency: v.string(),
  title: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
});
export type SiteInfo = v.InferOutput<typeof SiteInfo>;

/** Route record (docs/behaviour/03-entities.md): `urls` maps every site code to its version of the same entity. */
export const RouteRecord = v.object({
  path: v.pipe(v.string(), v.startsWith("/"), v.endsWith("/")),
  controller: v.picklist(["cms", "staticcontent", "newsletter", "sweepstake", "location", "auth", "webshop", "publish", "catalog"]),
  action: v.string(),
  template: v.string(),
  content_type: v.string(),
  lang: v.string(),
  urls: v.record(v.string(), v.string()),
  /** Which entity the path shows (`catalog_product:ZR-00001`), so loaders need not parse slugs. */
  entity: v.optional(v.string()),
  /** False when the entity is hidden from shoppers (sitemaps leave it out). */
  visible: v.optional(v.boolean()),
  /** The language the content is really in when the site's language lacks it (a fallback); absent: `lang`. */
  content_lang: v.optional(v.string()),
});
export type RouteRecord = v.InferOutput<typeof RouteRecord>;
export const Routes = v.array(RouteRecord);

/** Redirect rule (docs/behaviour/03-entities.md, docs/behaviour/04-states.md "Redirect rules"). `type` is the status code; null means 301. */
export const RedirectRule = v.object({
  old_path: v.pipe(v.string(), v.minLength(1)),
  new_path: v.string(),
  type: v.nullable(v.number()),
});
export type RedirectRule = v.InferOutput<typeof RedirectRule>;
export const Redirects = v.array(RedirectRule);

const TokenData = v.object({ jwt: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)) });
const MaintenanceData = v.object({ maintenance: v.boolean() });

/** A release number `major.minor.patch` (docs/behaviour/09-constants.md "Base compatibility"). */
export const VersionNumber = v.pipe(v.string(), v.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, "must be major.minor.patch"));
/** GET {api}/misc/version/: the commerce API's release. */
const ApiVersion = v.object({ version: VersionNumber });
type ApiVersion = v.InferOutput<typeof ApiVersion>;

export const EndpointsResponse = envelope(Endpoints);
export const LabelsResponse = envelope(Labels);
export const CurrencyResponse = envelope(v.array(Currency));
export const InfoResponse = envelope(SiteInfo);
export const RoutesResponse = envelope(Routes);
export const RedirectsResponse = envelope(Redirects);
export const TokenResponse = envelope(TokenData);
export const MaintenanceResponse = envelope(MaintenanceData);
export const ApiVersionResponse = envelope(ApiVersion);
