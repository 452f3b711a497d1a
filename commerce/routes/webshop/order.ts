import { Hono, type Context, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { checkCard, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, OrderCreateBody, ReturnPaths, SitePath, fieldErrorMap, type CardInput } from "../../../shared/contract/checkout";
import { fail, failFieldMap, ok, refusal } from "../../lib/respond";
import { loadCheckout } from "./checkout-cart";
import { jsonFields } from "../../lib/validate";
import { liveToken, requireVisitor, visitorOf, type Visitor } from "./checkout-context";
import { batchRefusal, checkoutRefusal, fillBankDetails, orderStatements, randomCode, type Refusal } from "./order-create";
import { CARD_KINDS, identOf, orderView, ownedOrder, type OrderRow } from "./order-rows";
import { chargeDirect, createPayment } from "./payment";
import { retakeStatements } from "./order-stock";

/**
 * Orders (docs/behaviour/07-api.md "Webshop"): POST /webshop/order/ makes one from the cart; GET
 * /webshop/order/{id}-{code}/ (with `new_payment=1` to reopen a failed or canceled card payment),
 * …/status/, and …/payment/ (create payment: GET for the gateway flows, POST with card data
 * for a direct card order's next attempt). Only the owner reaches an order: the visitor token
 * that placed it or the account it was placed from; anyone else gets 404.
 *
 * An `Idempotency-Key` header (the checkout page's key) makes POST /webshop/order/ safe to send
 * again: the key is stored with the order under a unique index, so a retry, a double click or a
 * request that timed out and is sent again answers the order the key made, never a second one;
 * GET /webshop/order/key/{key}/ finds it (docs/decisions/0017-orders-never-lost-or-doubled.md).
 */
export const order = new Hono<CommerceEnv>();
order.use("/webshop/order/*", liveToken());

type C = Context<CommerceEnv>;

function refuse(c: C, r: Refusal) {
  if (r.errors) return failFieldMap(c, r.label, r.errors, r.status === 403 ? 400 : r.status);
  return refusal(c, r.status, r.label, { data: r.data ?? null });
}

const owns = (row: OrderRow, who: Visitor) => row.token_id === who.claims.jti || (!!who.claims.sub && row.user_id === who.claims.sub);

/** The order a key made, whoever owns it (the caller checks). */
function byKey(db: D1Database, key: string): Promise<OrderRow | null> {
  return db.prepare("SELECT * FROM orders WHERE idempotency_key = ?1").bind(key).first<OrderRow>();
}

async function ownedById(db: D1Database, id: number, who: Visitor): Promise<OrderRow | null> {
  return db
    .prepare("SELECT * FROM orders WHERE id = ?1 AND (token_id = ?2 OR (?3 IS NOT NULL AND user_id = ?3))")
    .bind(id, who.claims.jti, who.claims.sub ?? null)
    .first<OrderRow>();
}

/** Card and return paths of a direct card payment, or the field errors. */
function directInput(body: v.InferOutput<typeof OrderCreateBody>): { ok: true; card: CardInput; paths: v.InferOutput<typeof ReturnPaths> } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!body.ok_path) errors.ok_path = "error_return_path_invalid";
  if (!body.fail_path) errors.fail_path = "error_return_path_invalid";
  const card = checkCard(body.card ?? {}, new Date());
  if (!card.ok) Object.assign(errors, Object.fromEntries(Object.entries(card.errors).map(([k, l]) => [k.startsWith("card") ? k : `card.${k}`, l])));
  if (!card.ok || !body.ok_path || !body.fail_path) return { ok: false, errors };
  return { ok: true, card: card.card, paths: { ok_path: body.ok_path, fail_path: body.fail_path, cancel_path: body.cancel_path ?? body.fail_path } };
}

/** A malformed `Idempotency-Key` is refused like a bad field, before the body is read. */
function requireWellFormedKey(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) return failFieldMap(c, "error_invalid_request", { [IDEMPOTENCY_HEADER]: "validation_invalid" });
    await next();
  };
}

order.post("/webshop/order/", requireVisitor(), requireWellFormedKey(), jsonFields(OrderCreateBody, "error_invalid_request"), async (c) => {
  const who = visitorOf(c);
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
  const body = c.req.valid("json");
  const db = c.env.DB;
  // The key's order, when it made one: answered again as it is now (a stolen key gets nothing).
  const made = async () => {
    const row = key ? await byKey(db, key) : null;
    if (!row) return null;
    return owns(row, who) ? ok(c, await orderView(db, row)) : fail(c, 409, "error_order_key_used");
  };
  const again = await made();
  if (again) return again;
  const ck = await loadCheckout(db, who.owner, who.site);
  if (ck.lines.parcels.length === 0) {
    // The same POST again after its order emptied the cart (a double click): that order. With a
    // key, only the key's own order (it may have committed since the look-up above).
    if (key) return (await made()) ?? fail(c, 409, "error_cart_empty");
    const last = ck.choices?.last_order_id ? await ownedById(db, ck.choices.last_order_id, who) : null;
    if (last) return ok(c, await orderView(db, last));
    return fail(c, 409, "error_cart_empty");
  }
  const refusal = await checkoutRefusal(db, ck, who.claims, who.site);
  if (refusal) return refuse(c, refusal);
  const direct = ck.payment?.kind === "card_direct" ? directInput(body) : null;
  if (direct && !direct.ok) return failFieldMap(c, "error_invalid_card", direct.errors);

  const code = randomCode();
  try {
    await db.batch(await orderStatements(db, ck, who.claims, who.site, code, key));
  } catch (err) {
    // Another request with this key, or from this very cart revision, made the order first: answer that one.
    const keyed = await made();
    if (keyed) return keyed;
    const first = await db.prepare("SELECT * FROM orders WHERE cart_id = ?1 AND cart_revision = ?2").bind(ck.choices?.id, ck.choices?.revision).first<OrderRow>();
    if (first && owns(first, who)) return ok(c, await orderView(db, first));
    const r = batchRefusal(err);
    if (r) return refuse(c, r);
    throw err;
  }
  let row = await db.prepare("SELECT * FROM orders WHERE code = ?1").bind(code).first<OrderRow>();
  if (!row) throw new Error("order: written but not found");
  if (direct?.ok) {
    await chargeDirect(c, row, direct.card, direct.paths);
    row = (await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(row.id).first<OrderRow>()) ?? row;
  }
  const view = await orderView(db, row);
  await fillBankDetails(db, view, who.site);
  return ok(c, view);
});

/** The order a checkout page's key made (after a timed-out order POST), for its owner only; 404 when none. */
order.get("/webshop/order/key/:key/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const key = c.req.param("key");
  const row = IDEMPOTENCY_KEY.test(key) ? await byKey(c.env.DB, key) : null;
  if (!row || !owns(row, who)) return fail(c, 404, "error_order_not_found");
  return ok(c, await orderView(c.env.DB, row));
});

order.get("/webshop/order/:ident/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const db = c.env.DB;
  let row = await ownedOrder(db, c.req.param("ident"), who.claims);
  if (!row) return fail(c, 404, "error_order_not_found");
  if (c.req.query("new_payment") === "1" && CARD_KINDS.includes(row.payment_kind) && (row.status === "payment_failed" || row.status === "canceled")) {
    // A new attempt: the failed one stays on record; the next create payment opens a fresh one.
    // The stock the order gave back is taken again with it; when it is gone the order stays as it
    // was, and paying it is refused as not payable (./order-stock.ts).
    try {
      await db.batch([
        db.prepare("UPDATE orders SET status = 'awaiting_payment', current_payment_id = NULL, updated_at = datetime('now') WHERE id = ?1 AND status IN ('payment_failed', 'canceled')").bind(row.id),
        ...(await retakeStatements(db, row.id)),
      ]);
    } catch (err) {
      if (!(err instanceof Error && err.message.includes("stock_negative"))) throw err;
    }
    row = (await ownedOrder(db, identOf(row), who.claims)) ?? row;
  }
  return ok(c, await orderView(db, row));
});

order.get("/webshop/order/:ident/status/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const row = await ownedOrder(c.env.DB, c.req.param("ident"), who.claims);
  if (!row) return fail(c, 404, "error_order_not_found");
  return ok(c, { order_identificator: identOf(row), status: row.status, status_label: `order_status_${row.status}`, paid: row.status === "paid" });
});

/** Why this order has no payment to make now, or null. */
function notPayable(row: OrderRow): string | null {
  if (!CARD_KINDS.includes(row.payment_kind)) return "error_payment_not_required";
  if (row.status === "paid") return "error_order_already_paid";
  if (row.status !== "awaiting_payment") return "error_order_not_payable";
  return null;
}

const PathsQuery = v.object({ ok_path: SitePath, cancel_path: SitePath, fail_path: SitePath });

order.get("/webshop/order/:ident/payment/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const row = await ownedOrder(c.env.DB, c.req.param("ident"), who.claims);
  if (!row) return fail(c, 404, "error_order_not_found");
  const why = notPayable(row);
  if (why) return fail(c, 409, why);
  const paths = v.safeParse(PathsQuery, { ok_path: c.req.query("ok_path"), cancel_path: c.req.query("cancel_path"), fail_path: c.req.query("fail_path") });
  if (!paths.success) return failFieldMap(c, "error_return_path_invalid", fieldErrorMap(paths.issues));
  const created = row.payment_kind === "card_direct" ? null : await createPayment(c, row, paths.output);
  if (!created) return fail(c, 409, "error_empty_payment_form");
  return ok(c, created);
});

/** A direct card order's next attempt (after `new_payment=1`): the card, charged at once. */
order.post("/webshop/order/:ident/payment/", requireVisitor(), jsonFields(OrderCreateBody, "error_invalid_request"), async (c) => {
  const who = visitorOf(c);
  const body = c.req.valid("json");
  const db = c.env.DB;
  const row = await ownedOrder(db, c.req.param("ident"), who.claims);
  if (!row) return fail(c, 404, "error_order_not_found");
  const why = notPayable(row);
  if (why) return fail(c, 409, why);
  if (row.payment_kind !== "card_direct") return fail(c, 409, "error_empty_payment_form");
  const direct = directInput(body);
  if (!direct.ok) return failFieldMap(c, "error_invalid_card", direct.errors);
  await chargeDirect(c, row, direct.card, direct.paths);
  const after = (await ownedOrder(db, identOf(row), who.claims)) ?? row;
  return ok(c, await orderView(db, after));
});
