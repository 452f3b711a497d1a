import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { AbandonmentBody } from "../../../shared/contract/checkout";
import { json } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import { loadCheckout } from "./checkout-cart";
import { liveToken, requireVisitor, visitorOf } from "./checkout-context";

/**
 * POST /webshop/abandonment/ (docs/behaviour/07-api.md): the shopper left checkout after giving an e-mail. The
 * cart as it is now (lines and total) is kept with that e-mail, one row per cart, so a reminder
 * can say what was left; coming back and leaving again refreshes the row (the one reminder,
 * ./abandonment-reminders.ts, is never sent twice for a cart).
 */
export const abandonment = new Hono<CommerceEnv>();
abandonment.use("/webshop/abandonment/", liveToken());

abandonment.post("/webshop/abandonment/", requireVisitor(), json(AbandonmentBody), async (c) => {
  const who = visitorOf(c);
  const body = c.req.valid("json");
  const ck = await loadCheckout(c.env.DB, who.owner, who.site);
  const items = ck.lines.parcels.flatMap((p) => p.items);
  if (!ck.choices || items.length === 0) return fail(c, 409, "error_cart_empty");
  const snapshot = items.map((i) => ({ code: i.shopping_cart_code, title: i.item.title, variation_title: i.variation_title, quantity: i.quantity, line_total: i.line_total }));
  await c.env.DB.prepare(
    `INSERT INTO abandoned_carts (cart_id, site, email, snapshot_json, total, currency, marketing) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
     ON CONFLICT (cart_id) DO UPDATE SET site = excluded.site, email = excluded.email, snapshot_json = excluded.snapshot_json,
       total = excluded.total, currency = excluded.currency, marketing = excluded.marketing, updated_at = datetime('now')`,
  )
    .bind(ck.choices.id, who.site.code, body.email, JSON.stringify(snapshot), ck.cart.total.total, who.site.currency, body.marketing ? 1 : 0)
    .run();
  return ok(c, { recorded: true, items: items.length, total: ck.cart.total.total });
});
