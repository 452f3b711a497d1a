import * as v from "valibot";
import { AlternativesResponse, BackInStockLinkResponse, BackInStockResponse, BackInStockWithdrawResponse, StockSetResponse, type StockSetBody } from "../../shared/contract/back-in-stock";
import { LIST_FIELDS, ProductListItem } from "../../shared/contract/catalog";
import { personal } from "./cart";
import type { DataContext } from "./context";
import { ask, load } from "./load";

/**
 * A product out of stock (issue 10; docs/decisions/0032-back-in-stock-requests.md): the shopper's
 * "notify me" request (an address asks, not a session: the server token, never cached), the
 * in-stock alternatives its page shows (public, cached like the product itself), and staff
 * setting stock per warehouse (the visitor's own token: the API checks `warehouse_edit`).
 */

export async function requestBackInStock(dc: DataContext, email: string, productId: number) {
  return (await ask(dc, { method: "POST", path: "/catalog/back-in-stock/", body: { email, product_id: productId }, cached: false, schema: BackInStockResponse })).data;
}

/** Where the request a withdrawal link names stands (404 when the link names none). */
export async function backInStockLink(dc: DataContext, id: string, code: string) {
  return (await ask(dc, { method: "POST", path: "/catalog/back-in-stock/link/", body: { id, code }, cached: false, schema: BackInStockLinkResponse })).data;
}

/** Withdraws it (404 unknown link, 409 already withdrawn or mailed). */
export async function withdrawBackInStock(dc: DataContext, id: string, code: string) {
  return (await ask(dc, { method: "POST", path: "/catalog/back-in-stock/withdraw/", body: { id, code }, cached: false, schema: BackInStockWithdrawResponse })).data;
}

/** Only the list fields the cards use (LIST_FIELDS), as listings keep them. */
const lean = (items: ProductListItem[]) => items.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k === "id" || LIST_FIELDS.includes(k))) as ProductListItem);

export function loadAlternatives(dc: DataContext, productId: number) {
  return load(dc, "catalog", `alternatives:${productId}`, v.array(ProductListItem), { method: "POST", path: "/catalog/alternatives/", body: { item_id: productId }, cached: true, schema: AlternativesResponse }, lean);
}

export async function setStock(dc: DataContext, body: StockSetBody) {
  return (await personal(dc, { method: "POST", path: "/catalog/stock/", body: { ...body }, schema: StockSetResponse })).data;
}
