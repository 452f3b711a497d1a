import * as v from "valibot";

/** Screens of the publish controller and the content controllers (location, sweepstake, newsletter, staticcontent). */
export const PUBLISH_SCREENS = [] as const;
