import { COMPARE_LIMIT, WISHLIST_LIMIT } from "../../../shared/contract/constants";
import type { Compare, Wishlist } from "../../../shared/contract/personal";
import { shaped } from "../../state/answer";
import { WISHLIST_RETRY_MAX, WISHLIST_RETRY_MS } from "../../../shared/timings";
import { appears, disappears, retryUntil, type RetryResult } from "../../state/retry-until";
import { bffFetch } from "../../state/bff-fetch";

/**
 * The browser's side of wishlist and compare: calls to the BFF (the token rides in its
 * HttpOnly cookie), answers checked against the contract, and after every change the retry of
 * docs/behaviour/04-states.md until the list shows it. Lives in the catalogue chunk, not the main bundle.
 */

export type Kind = "wishlist" | "compare";
export type SavedList = Wishlist | Compare;

/** A refusal of the BFF: its status and the label the shopper should read. */
class PersonalError extends Error {
  override name = "PersonalError";
  constructor(
    readonly status: number,
    readonly labelName: string | null,
  ) {
    super(`${status} ${labelName ?? ""}`);
  }
}

/** The label a shopper reads for a failed change: the API's reason when it is one of ours. */
export function failureLabel(err: unknown): string {
  if (!(err instanceof PersonalError)) return "error_network";
  if (err.labelName === "compare_limit" || err.labelName === "wishlist_limit" || err.labelName === "error_product_unavailable") return err.labelName;
  return err.status === 401 ? "error_session_expired" : "error_generic_text";
}

/** `{count}` of the limit labels. */
export const LIMITS: Record<Kind, number> = { wishlist: WISHLIST_LIMIT, compare: COMPARE_LIMIT };

export function bffPath(basePath: string, kind: Kind): string {
  return `${basePath}/api/nuxtapi/catalog/${kind}/`;
}

async function call(url: string, method: "GET" | "POST" | "DELETE", body?: object): Promise<unknown> {
  const { ok, status, json } = await bffFetch(url, method, body);
  if (!ok) throw new PersonalError(status, typeof json.label_name === "string" ? json.label_name : null);
  return json.data ?? null;
}

export async function fetchList(basePath: string, kind: Kind): Promise<SavedList> {
  if (kind === "wishlist") return shaped<Wishlist>(await call(bffPath(basePath, kind), "GET"), "wishlist", ["items"], ["items"]);
  // `time` is the cache buster of docs/behaviour/07-api.md; the answer is no-store anyway.
  return shaped<Compare>(await call(`${bffPath(basePath, kind)}?mode=normal&time=${Date.now()}`, "GET"), "compare", ["items"], ["items"]);
}

/** How many the header shows: the whole wishlist, or the products in the comparison. */
export function countOf(list: SavedList): number {
  return "total" in list ? list.total : list.items.length;
}

export interface Change {
  kind: Kind;
  op: "add" | "remove";
  /** shopping_cart_code to add; for removal the code whose disappearance confirms it. */
  code: string;
  /** Wishlist: the quantity to save, or the item id to remove. */
  qty?: number;
  id?: number;
}

/**
 * Sends one change, then refetches every WISHLIST_RETRY_MS, at most WISHLIST_RETRY_MAX times,
 * until the list confirms it. Answers the last list fetched; throws PersonalError if refused.
 */
export async function applyChange(basePath: string, change: Change, signal?: AbortSignal): Promise<RetryResult<SavedList>> {
  const url = bffPath(basePath, change.kind);
  const body = change.kind === "compare" ? { shopping_cart_code: change.code } : change.op === "add" ? { model: "catalogproduct", code: change.code, qty: change.qty ?? 1 } : { id: change.id };
  try {
    await call(url, change.op === "add" ? "POST" : "DELETE", body);
  } catch (err) {
    // Removing what another tab already removed is not a failure: the refetch shows the list.
    if (!(change.op === "remove" && err instanceof PersonalError && err.status === 404)) throw err;
  }
  return retryUntil(() => fetchList(basePath, change.kind), change.op === "add" ? appears(change.code) : disappears(change.code), {
    delayMs: WISHLIST_RETRY_MS,
    maxRetries: WISHLIST_RETRY_MAX,
    signal,
  });
}
