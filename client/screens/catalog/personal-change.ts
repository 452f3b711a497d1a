import { WISHLIST_RETRY_MAX, WISHLIST_RETRY_MS } from "../../../shared/timings";
import { appears, disappears, retryUntil, type RetryResult } from "../../state/retry-until";
import { call, fetchList, PersonalError } from "./personal-api";
import { bffPath, type Kind, type SavedList } from "./personal-lists";

/** A wishlist or compare change and its confirming retry, loaded on intent (./personal-change-load.ts; on the product page with ./product-submit.ts). */
export { holds } from "../../state/retry-until";

/** The label a shopper reads for a failed change: the API's reason when it is one of ours. */
export function failureLabel(err: unknown): string {
  if (!(err instanceof PersonalError)) return "error_network";
  if (err.labelName === "compare_limit" || err.labelName === "wishlist_limit" || err.labelName === "error_product_unavailable") return err.labelName;
  return err.status === 401 ? "error_session_expired" : "error_generic_text";
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
