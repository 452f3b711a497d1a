import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { BACK_IN_STOCK_FORM, BackInStockForm, BackInStockLinkCode, BackInStockLinkId, BackInStockWithdrawForm, STOCK_FORM, StockRowForm, StockSetBody, withdrawPath } from "../../shared/contract/back-in-stock";
import { sitePath } from "../../shared/urls";
import { loadLabels } from "../data/app-data";
import { dataContext } from "../data/context";
import { backInStockLink, requestBackInStock, setStock, withdrawBackInStock } from "../data/back-in-stock";
import { forgetProduct } from "../data/catalog";
import { loadShopper } from "../data/shopper";
import { cssHref } from "../render/error-page";
import { backInStockWithdrawPage, pageTexts, type WithdrawState } from "../render/static-pages";
import { readFlash, setFlash } from "../session/form-flash";
import { UpstreamError } from "../upstream/client";
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
 *   `back_in_stock_client` (worker/edge/limits.ts); the API caps requests per address. The
 *   answer (the flash, or the JSON's `withdraw_path`) carries the request's withdrawal link.
 * - `GET back-in-stock/withdraw/{id}/{code}/`: that link's page, a button (opening it changes
 *   nothing) or what became of the request; `POST back-in-stock/withdraw/` withdraws it and comes
 *   back to the page (303, the flash says it was this post), or answers JSON.
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
    home: sitePath(c.get("site"), "/"),
    anchor: ANCHOR,
    limits: () => [["back_in_stock_client"]],
    run: async (f, { back, sub }) => {
      const done = await requestBackInStock(dataContext(c), f.email, f.product_id);
      const withdraw = sitePath(c.get("site"), withdrawPath(done.withdraw.id, done.withdraw.code));
      // The link goes to whoever asked, with the notice, and nowhere else (never mailed).
      if (sub.mode === "form") setFlash(c, { form: BACK_IN_STOCK_FORM, values: { withdraw }, errors: {}, notice: "back_in_stock_subscribed" });
      return { to: back + ANCHOR, data: { status: done.status, withdraw_path: withdraw } };
    },
  }),
);

/** The withdrawal page's form: its id (the flash's `form`). */
const WITHDRAW_FORM = "back-in-stock-withdraw";

backInStockBff.get("/catalog/back-in-stock/withdraw/:id/:code/", async (c) => {
  const id = c.req.param("id");
  const code = c.req.param("code");
  const dc = dataContext(c);
  const t = pageTexts(await loadLabels(dc).catch(() => null), c.get("site").tenant.lang);
  let state: WithdrawState = "invalid";
  let product: string | null = null;
  if (v.is(BackInStockLinkId, id) && v.is(BackInStockLinkCode, code)) {
    const flash = readFlash(c);
    try {
      const now = await backInStockLink(dc, id, code);
      product = now.product;
      const justNow = flash?.form === WITHDRAW_FORM && flash.notice === "back_in_stock_withdrawn";
      state = now.state === "open" ? "confirm" : now.state === "withdrawn" && justNow ? "done" : now.state;
    } catch (err) {
      if (!(err instanceof UpstreamError && err.kind === "status" && err.status === 404)) throw err;
    }
  }
  const html = backInStockWithdrawPage({
    htmlLang: c.get("site").tenant.htmlLang,
    t,
    cssHref: cssHref(),
    state,
    product,
    action: sitePath(c.get("site"), "/api/nuxtapi/catalog/back-in-stock/withdraw/"),
    id,
    code,
    back: sitePath(c.get("site"), withdrawPath(id, code)),
    homeHref: sitePath(c.get("site"), "/"),
  });
  // A link that names nothing is not found; one already used is gone.
  const status = state === "invalid" ? 404 : state === "withdrawn" || state === "notified" ? 410 : 200;
  return c.body(html, status, { "content-type": "text/html; charset=utf-8" });
});

backInStockBff.post("/catalog/back-in-stock/withdraw/", (c: C) =>
  runForm(c, {
    form: WITHDRAW_FORM,
    schema: BackInStockWithdrawForm,
    home: sitePath(c.get("site"), "/"),
    run: async (f, { sub }) => {
      const page = sitePath(c.get("site"), withdrawPath(f.id, f.code));
      try {
        const done = await withdrawBackInStock(dataContext(c), f.id, f.code);
        if (sub.mode === "form") setFlash(c, { form: WITHDRAW_FORM, values: {}, errors: {}, notice: "back_in_stock_withdrawn" });
        return { to: page, data: done };
      } catch (err) {
        // No such request, or closed meanwhile (mailed, or withdrawn in another tab): its page says which.
        if (sub.mode === "form" && err instanceof UpstreamError && err.kind === "status" && (err.status === 404 || err.status === 409)) return { to: page };
        throw err;
      }
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
    home: sitePath(c.get("site"), "/"),
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
