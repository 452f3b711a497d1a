import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { BACK_IN_STOCK_FORM, BackInStockForm, STOCK_FORM, StockRowForm, StockSetBody } from "../../shared/contract/back-in-stock";
import { sitePath } from "../../shared/urls";
import { dataContext } from "../data/context";
import { requestBackInStock, setStock } from "../data/back-in-stock";
import { forgetProduct } from "../data/catalog";
import { loadShopper } from "../data/shopper";
import { runForm } from "./auth-form";
import { answer, refuse } from "./respond";
import { jsonBody } from "./validate";

/**
 * A product out of stock (issue 10; docs/decisions/0032-back-in-stock-requests.md) under
 * `/api/nuxtapi/catalog/`:
 *
 * - `POST back-in-stock/`: the product page's "notify me" form (worker/render/back-in-stock.tsx),
 *   a plain form (303 back to the product's form with the notice or the errors, via the flash) or
 *   JSON (its script, client/screens/catalog/back-in-stock-live.ts). Tries count against
 *   `back_in_stock_client` (worker/edge/limits.ts); the API caps requests per address.
 * - `POST stock/`: staff holding `warehouse_edit` set a package's quantity in one warehouse (JSON,
 *   with their own token; anyone else gets the API's 401 / 403). The product's cached answer is
 *   dropped, so its page shows the new stock at once.
 * - `POST stock/row/`: the product page's stock form (worker/render/warehouse-stock.tsx,
 *   docs/decisions/0036-warehouse-stock-form.md), one warehouse's row of the product's packages,
 *   a plain form (303 back to the table with the notice or the errors) or JSON (its script,
 *   client/screens/catalog/warehouse-stock-live.ts). Anyone but staff holding `warehouse_edit`
 *   gets 403 before the body is read; each figure that differs from what the page showed goes
 *   to the API as `stock/` sends it, so a product that comes back mails those waiting for it.
 *
 * Both are the visitor's own changes (./guards.ts VISITOR_STATE): `no-store`, and same-origin only.
 */
export const backInStockBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

const ANCHOR = `#${BACK_IN_STOCK_FORM}`;

backInStockBff.post("/catalog/back-in-stock/", (c: C) =>
  runForm(c, {
    form: BACK_IN_STOCK_FORM,
    schema: BackInStockForm,
    home: sitePath(c.var.site, "/"),
    anchor: ANCHOR,
    limits: () => [["back_in_stock_client"]],
    run: async (f, { back }) => {
      const done = await requestBackInStock(dataContext(c), f.email, f.product_id);
      return { to: back + ANCHOR, data: done, notice: { form: BACK_IN_STOCK_FORM, notice: "back_in_stock_subscribed" } };
    },
  }),
);

backInStockBff.post("/catalog/stock/", jsonBody(StockSetBody), (c) =>
  answer(c, "stock", async () => {
    const dc = dataContext(c);
    const done = await setStock(dc, c.req.valid("json"));
    await forgetProduct(dc, done.product_id);
    return done;
  }),
);

backInStockBff.post("/catalog/stock/row/", async (c: C) => {
  const dc = dataContext(c);
  if (!(await loadShopper(dc)).mayEditWarehouses) return refuse(c, 403, "error_forbidden", { message: "Only staff who may set stock." });
  return runForm(c, {
    form: STOCK_FORM,
    schema: StockRowForm,
    home: sitePath(c.var.site, "/"),
    anchor: `#${STOCK_FORM}`,
    run: async (row, { back }) => {
      const saved = [];
      for (const p of row.packages.filter((p) => p.qty !== p.was)) {
        saved.push(await setStock(dc, { variation_code: p.code, warehouse: row.warehouse, qty: p.qty }));
      }
      for (const id of new Set(saved.map((s) => s.product_id))) await forgetProduct(dc, id);
      const data = {
        warehouse: row.warehouse,
        packages: saved.map((s) => ({ variation_code: s.variation_code, qty: s.qty, available_qty: s.available_qty })),
        mailed: saved.reduce((n, s) => n + s.mailed, 0),
      };
      return { to: back + `#${STOCK_FORM}`, data, notice: { form: STOCK_FORM, notice: saved.length > 0 ? "warehouse_stock_saved" : "warehouse_stock_unchanged" } };
    },
  });
});
