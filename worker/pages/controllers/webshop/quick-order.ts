import * as v from "valibot";
import { QuickOrderLine } from "../../../../shared/contract/cart";
import { ItemCode } from "../../../../shared/contract/personal";
import { loadLabels } from "../../../data/app-data";
import { loadProduct, loadProducts } from "../../../data/catalog";
import type { LoaderResult, PageContext } from "../../types";
import { visitorPage } from "../personal";
import { SEARCH_MAX_LENGTH } from "../search";
import { stepPath } from "./frame";

/**
 * The catalogue's quick order (`special_view=order_form`, docs/behaviour/02-screens-and-routes.md): search hits with their
 * packages to fill in quantities. A visitor page: `private` (no-store) and noindex. Once lines are
 * added it offers the quick checkout: the review step with `quick=1`, where a returning shopper
 * whose cart keeps their address, shipping and payment lands in one click (a shopper missing one
 * is sent to that step; worker/pages/controllers/webshop/steps.ts `reviewStep`), and whose
 * payment pages are the `-quick` ones.
 */

/** At most this many search hits get their packages loaded for the quick order. */
const QUICK_ORDER_RESULTS = 12;

/** Errors the no-JavaScript quick order redirect carries: `code~label~allowed|…`, each checked. */
function quickOrderErrors(raw: string | null) {
  if (!raw || raw.length > 4000) return [];
  const out: { code: string; label_name: string; allowed_qty: number | null }[] = [];
  for (const part of raw.split("|").slice(0, 50)) {
    const [code = "", labelName = "", allowed = ""] = part.split("~");
    const line = v.safeParse(QuickOrderLine, { code, qty: 0, ok: false, label_name: labelName, allowed_qty: allowed ? Number(allowed) : null });
    const known = ["error_product_unavailable", "error_qty_unavailable", "error_limited_qty", "quick_order_no_lines", "error_generic_text"].includes(labelName);
    if (!line.success || !known || !(code === "-" || v.is(ItemCode, code)) || (allowed && !/^\d{1,4}$/.test(allowed))) continue;
    out.push({ code, label_name: labelName, allowed_qty: line.output.allowed_qty });
  }
  return out;
}

export async function quickOrderPage(ctx: PageContext): Promise<LoaderResult> {
  const query = (ctx.query.get("search_q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const labels = await loadLabels(ctx.dc);
  let products: { product: Awaited<ReturnType<typeof loadProducts>>["items"][number]; variations: NonNullable<Awaited<ReturnType<typeof loadProduct>>>["variations"] }[] = [];
  if (query) {
    const hits = (await loadProducts(ctx.dc, { search_q: query, limit: QUICK_ORDER_RESULTS })).items;
    const details = await Promise.all(hits.map((p) => loadProduct(ctx.dc, p.id)));
    products = hits.map((product, i) => ({ product, variations: details[i]?.variations ?? [] })).filter((p) => p.variations.length > 0);
  }
  const added = /^\d{1,2}$/.test(ctx.query.get("qo_added") ?? "") ? Number(ctx.query.get("qo_added")) : null;
  const screen = { kind: "webshop-quick-order" as const, query, products, added, errors: quickOrderErrors(ctx.query.get("qo_errors")), checkout: `${stepPath(ctx.site, "reviewOrder")}?quick=1` };
  return visitorPage(ctx, labels, screen, "quick_order_title", "order_form");
}
