import * as v from "valibot";
import { CATALOG_SCREENS } from "./catalog";
import { CMS_SCREENS } from "./cms";
import { PUBLISH_SCREENS } from "./publish";
import { WEBSHOP_SCREENS } from "./webshop";
import { AUTH_SCREENS } from "./auth";

/**
 * The screen to show and its data, decided by the server (or the BFF on client navigation).
 * Each controller family declares its screens in its own module; this is the one union.
 */
export const Screen = v.variant("kind", [...CMS_SCREENS, ...CATALOG_SCREENS, ...PUBLISH_SCREENS, ...WEBSHOP_SCREENS, ...AUTH_SCREENS]);
export type Screen = v.InferOutput<typeof Screen>;
export type ScreenKind = Screen["kind"];
export type ScreenOf<K extends ScreenKind> = Extract<Screen, { kind: K }>;
