import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { BACK_IN_STOCK_FORM, BackInStockForm, StockSetBody } from "../../shared/contract/back-in-stock";
import { sitePath } from "../../shared/urls";
import { dataContext } from "../data/context";
import { requestBackInStock, setStock } from "../data/back-in-stock";
import { forgetProduct } from "../data/catalog";
import { runForm } from "./auth-form";
import { answer } from "./respond";
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
