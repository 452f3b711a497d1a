import { vValidator } from "@hono/valibot-validator";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { checkCard } from "../../../shared/contract/checkout";
import type { GatewayNotification } from "../../../shared/contract/order";
import { gatewaySecretOf, signText } from "../../lib/gateway-sign";
import { jsonOwn } from "../../lib/validate";
import { paymentNotify } from "../webshop/payment-notify";
import { errorPage, payPage } from "./pages";
import { ChargeBody, readRequest, type PaymentRequest } from "./request";

/**
 * The sandbox payment gateway (issue 4), served by the commerce API under /gateway/ and reached
 * by browsers through the storefront's /_gateway/ (GATEWAY_BASE). It stands in for a card
 * acquirer and knows nothing of orders: it checks the shop's signed payment request, decides,
 * tells the shop with a signed server-to-server notification (POST /payments/notify/), and only
 * then sends the browser back to the request's return path with a 303.
 *
 * - GET  /gateway/pay/?…   pay page of the redirect flow (Pay / Cancel / Fail)
 * - POST /gateway/form/    the auto-submitted hidden form: the same pay page
 * - POST /gateway/pay/     a button of the pay page
 * - POST /gateway/card/    the card form of the shop's payment-create page
 * - POST /gateway/charge/  server-to-server charge of card data the shop collected (JSON)
 *
 * Cards: Luhn and expiry are checked; 4000 0000 0000 0002 is declined, any other valid number
 * (4242 4242 4242 4242 for one) is paid.
 */
export const gateway = new Hono<CommerceEnv>();
gateway.use("/gateway/*", bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text("Payload too large", 413) }));

type C = Context<CommerceEnv>;
const DECLINED_CARD = "4000000000000002";

function baseOf(c: C): string {
  return (c.env.GATEWAY_BASE ?? "/_gateway").replace(/\/+$/, "");
}

function nowS(): number {
  return Math.floor(Date.now() / 1000);
}

/** Tells the shop, signed; the shop's answer is awaited so the browser returns to a decided order. */
async function notifyShop(c: C, secret: string, request: PaymentRequest, status: GatewayNotification["status"], cardLast4?: string): Promise<string> {
  const transactionId = `zp_${crypto.randomUUID().replace(/-/g, "")}`;
  const notification: GatewayNotification = { payment_id: request.payment_id, status, amount: request.amount, currency: request.currency, transaction_id: transactionId, ...(cardLast4 ? { card_last4: cardLast4 } : {}), ts: nowS() };
  const body = JSON.stringify(notification);
  // In production this is an HTTPS call to the shop's notify URL; here both live in one Worker.
  const res = await paymentNotify.request("/payments/notify/", { method: "POST", headers: { "content-type": "application/json", "x-gateway-signature": await signText(secret, "notification", body) }, body }, c.env);
  if (!res.ok) console.error(`gateway: the shop refused notification for ${request.payment_id}: ${res.status}`);
  return transactionId;
}

/** The signed request from a form post, or the page explaining why not. */
async function requestFrom(c: C, input: Record<string, unknown>): Promise<{ secret: string; request: PaymentRequest } | Response> {
  const secret = gatewaySecretOf(c.env);
  if (!secret) return errorPage(c, "The payment gateway is not configured.", null);
  const read = await readRequest(secret, input, nowS());
  if (!read.ok) return errorPage(c, read.reason, null);
  return { secret, request: read.request };
}

/**
 * A browser's form post, its text fields only (the validator reads urlencoded and multipart
 * bodies; anything else is no fields, and `readRequest` then explains what is missing).
 */
const formFields = () =>
  vValidator(
    "form",
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((form) => Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === "string"))),
    ),
  );

gateway.get("/gateway/pay/", async (c) => {
  const got = await requestFrom(c, c.req.query());
  if (got instanceof Response) return got;
  return payPage(c, baseOf(c), { ...got.request, signature: c.req.query("signature") ?? "" });
});

gateway.post("/gateway/form/", formFields(), async (c) => {
  const input = c.req.valid("form");
  const got = await requestFrom(c, input);
  if (got instanceof Response) return got;
  return payPage(c, baseOf(c), { ...got.request, signature: String(input.signature) });
});

gateway.post("/gateway/pay/", formFields(), async (c) => {
  const input = c.req.valid("form");
  const got = await requestFrom(c, input);
  if (got instanceof Response) return got;
  const { secret, request } = got;
  const decision = input.decision;
  if (decision === "pay") {
    await notifyShop(c, secret, request, "paid");
    return c.redirect(request.ok_path, 303);
  }
  if (decision === "cancel") {
    await notifyShop(c, secret, request, "canceled");
    return c.redirect(request.cancel_path, 303);
  }
  if (decision === "fail") {
    await notifyShop(c, secret, request, "failed");
    return c.redirect(request.fail_path, 303);
  }
  return errorPage(c, "Choose Pay, Cancel or Fail.", null);
});

gateway.post("/gateway/card/", formFields(), async (c) => {
  const input = c.req.valid("form");
  const got = await requestFrom(c, input);
  if (got instanceof Response) return got;
  const { secret, request } = got;
  const card = checkCard(
    { card_number: input.card_number, card_exp_month: input.card_exp_month, card_exp_year: input.card_exp_year, card_cvc: input.card_cvc, card_holder: input.card_holder },
    new Date(),
  );
  // A typo is not a failed payment: the attempt stays open and the shopper may try again.
  if (!card.ok) return errorPage(c, `The card details are not valid (${Object.keys(card.errors).join(", ")}). Nothing was charged.`, request.fail_path);
  const declined = card.card.card_number === DECLINED_CARD;
  await notifyShop(c, secret, request, declined ? "failed" : "paid", card.card.card_number.slice(-4));
  return c.redirect(declined ? request.fail_path : request.ok_path, 303);
});

/** The gateway's refusal of a charge, as an acquirer words it: nothing was charged. */
const invalid = (c: C, status: 400 | 415, reason: string) => c.json({ status: "invalid", reason }, status);

/** Server to server: the shop posts the signed request and the card it collected (JSON). */
gateway.post("/gateway/charge/", jsonOwn(ChargeBody, invalid), async (c) => {
  const secret = gatewaySecretOf(c.env);
  if (!secret) return c.json({ status: "unavailable" }, 503);
  const input = c.req.valid("json");
  const read = await readRequest(secret, input, nowS());
  if (!read.ok) return invalid(c, 400, read.reason);
  const card = checkCard(input.card, new Date());
  if (!card.ok) return c.json({ status: "invalid", errors: card.errors }, 400);
  const declined = card.card.card_number === DECLINED_CARD;
  const transactionId = await notifyShop(c, secret, read.request, declined ? "failed" : "paid", card.card.card_number.slice(-4));
  return c.json({ status: declined ? "declined" : "paid", transaction_id: transactionId });
});
