import { ConsentRecordResponse, type ConsentCategory, type ConsentRecord } from "../../shared/contract/consent";
import { callAs } from "../upstream/client";
import { loadEndpoints } from "./app-data";
import type { DataContext } from "./context";

/** Where the API keeps consent when its endpoint table does not say (docs/behaviour/07-api.md "Consent"). */
const CONSENT_PATH = "/gdpr/consent/";

async function consentPath(dc: DataContext): Promise<string> {
  const endpoints = await loadEndpoints(dc).catch(() => ({}) as Record<string, string>);
  return endpoints["gdpr.consent"] ?? CONSENT_PATH;
}

/**
 * Sends the visitor's new consent choice to the API's record (GDPR art. 7(1)), at the path its
 * endpoint table names. The cookie is what the shop acts on; this is the proof kept upstream.
 * Null when there is no token to record it under (a bot, or no token could be issued).
 */
export async function recordConsent(dc: DataContext, granted: readonly ConsentCategory[], source: ConsentRecord["source"]): Promise<ConsentRecord | null> {
  if (!dc.visitorToken) return null;
  const path = await consentPath(dc);
  return (await callAs(dc, dc.visitorToken, { method: "POST", path, body: { granted, source }, cached: false, schema: ConsentRecordResponse })).data;
}
