import type * as v from "valibot";
import {
  COMPARE_LIMIT,
  CompareChanged,
  CompareResponse,
  Removed,
  WishlistCategoriesResponse,
  WishlistChanged,
  WishlistResponse,
  type Compare,
  type Wishlist,
} from "../../shared/contract/personal";
import { callAs, UpstreamError, type UpstreamRequest } from "../upstream/client";
import type { DataContext } from "./context";

/**
 * Wishlist and compare data: visitor-bound, so NEVER cached (no KV, no memory layer, and
 * `ignoreCache` upstream), always asked with the visitor's own token, which the API turns into
 * the owner of the lists. A visitor without a token (a bot) has empty lists and cannot change
 * them. What this module does not do: decide who may see a page, or retry (the browser retries).
 */

function personal<S extends v.GenericSchema>(dc: DataContext, req: Omit<UpstreamRequest<S>, "cached">): Promise<v.InferOutput<S>> {
  if (!dc.visitorToken) return Promise.reject(new UpstreamError("status", 401, "error_unauthorized"));
  return callAs(dc, dc.visitorToken, { ...req, cached: false });
}

export const EMPTY_WISHLIST: Wishlist = { items: [], total: 0 };
export const EMPTY_COMPARE: Compare = { items: [], attributes: [], limit: COMPARE_LIMIT };

/** The visitor's wishlist; narrowed to one shopping_cart_code when given (`total` still counts all). */
export async function loadWishlist(dc: DataContext, shoppingCartCode?: string): Promise<Wishlist> {
  if (!dc.visitorToken) return EMPTY_WISHLIST;
  const query = shoppingCartCode ? { shopping_cart_code: shoppingCartCode } : undefined;
  return (await personal(dc, { path: "/catalog/wishlist/", query, schema: WishlistResponse })).data;
}

export async function loadWishlistCategories(dc: DataContext, levels: { level_from?: number; level_to?: number }) {
  if (!dc.visitorToken) return [];
  return (await personal(dc, { path: "/catalog/wishlist/categories/", query: levels, schema: WishlistCategoriesResponse })).data;
}

export async function addToWishlist(dc: DataContext, item: { code: string; qty: number }) {
  return (await personal(dc, { method: "POST", path: "/catalog/wishlist/", body: { model: "catalogproduct", code: item.code, qty: item.qty }, schema: WishlistChanged })).data;
}

export async function removeFromWishlist(dc: DataContext, id: number) {
  return (await personal(dc, { method: "DELETE", path: "/catalog/wishlist/", body: { id }, schema: Removed })).data;
}

export async function loadCompare(dc: DataContext): Promise<Compare> {
  if (!dc.visitorToken) return EMPTY_COMPARE;
  return (await personal(dc, { path: "/catalog/compare/", query: { mode: "normal" }, schema: CompareResponse })).data;
}

export async function addToCompare(dc: DataContext, shoppingCartCode: string) {
  return (await personal(dc, { method: "POST", path: "/catalog/compare/", body: { shopping_cart_code: shoppingCartCode }, schema: CompareChanged })).data;
}

export async function removeFromCompare(dc: DataContext, shoppingCartCode: string) {
  return (await personal(dc, { method: "DELETE", path: "/catalog/compare/", body: { shopping_cart_code: shoppingCartCode }, schema: Removed })).data;
}
