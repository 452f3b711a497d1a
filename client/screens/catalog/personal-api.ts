import type { Compare, Wishlist } from "../../../shared/contract/personal";
import { shaped } from "../../state/answer";
import { bffFetch } from "../../state/bff-fetch";
import { bffPath, type Kind, type SavedList } from "./personal-lists";

/**
 * The browser's side of wishlist and compare: calls to the BFF (the token rides in its
 * HttpOnly cookie), answers checked against the contract, and after every change the retry of
 * docs/behaviour/04-states.md until the list shows it (./personal-change.ts, loaded on intent:
 * ./personal-change-load.ts). Lives in the catalogue chunk, not the main bundle.
 */

/** A refusal of the BFF: its status and the label the shopper should read. */
export class PersonalError extends Error {
  override name = "PersonalError";
  constructor(
    readonly status: number,
    readonly labelName: string | null,
  ) {
    super(`${status} ${labelName ?? ""}`);
  }
}

export async function call(url: string, method: "GET" | "POST" | "DELETE", body?: object): Promise<unknown> {
  const { ok, status, json } = await bffFetch(url, method, body);
  if (!ok) throw new PersonalError(status, typeof json.label_name === "string" ? json.label_name : null);
  return json.data ?? null;
}

export async function fetchList(basePath: string, kind: Kind): Promise<SavedList> {
  if (kind === "wishlist") return shaped<Wishlist>(await call(bffPath(basePath, kind), "GET"), "wishlist", ["items"], ["items"]);
  // `time` is the cache buster of docs/behaviour/07-api.md; the answer is no-store anyway.
  return shaped<Compare>(await call(`${bffPath(basePath, kind)}?mode=normal&time=${Date.now()}`, "GET"), "compare", ["items"], ["items"]);
}
