import * as v from "valibot";
import { PAGE_ENTRIES } from "./page-envelope";
import { Screen } from "./screens";

export { PublicTenant, Alternate, RouteInfo, PageEnvelope } from "./page-envelope";
export { Screen, type ScreenKind, type ScreenOf } from "./screens";

/** The full page state: what the server renders from and embeds; the screen fully typed. */
export const PageState = v.object({ ...PAGE_ENTRIES, screen: Screen });
export type PageState = v.InferOutput<typeof PageState>;

/** Serializes state for a `<script type="application/json">`: `<` escaped so no content can close the tag. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
