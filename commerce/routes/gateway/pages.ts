import type { Context } from "hono";
import type { PaymentRequest } from "./request";

/**
 * The sandbox gateway's pages: plain HTML with no script and no inline style, so they pass the
 * storefront's CSP when it serves them under /_gateway/, and their own strict one otherwise.
 */
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);
}

function htmlPage(c: Context, status: 200 | 400, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · Zrno Pay sandbox</title></head><body><main><h1>${esc(title)}</h1>${body}<p><small>Zrno Pay sandbox: no real money moves. Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.</small></p></main></body></html>`;
  return c.html(html, status, {
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  });
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
}

/** The pay page of the redirect flows: the amount, and Pay / Cancel / Fail. */
export function payPage(c: Context, base: string, request: PaymentRequest & { signature: string }): Response {
  const button = (decision: string, label: string) => `<button type="submit" name="decision" value="${decision}">${esc(label)}</button>`;
  return htmlPage(
    c,
    200,
    "Pay for your order",
    `<dl><dt>Shop</dt><dd>${esc(request.merchant)}</dd><dt>Order</dt><dd>${esc(request.order)}</dd><dt>Amount</dt><dd>${esc(request.amount)} ${esc(request.currency)}</dd></dl>
<form method="post" action="${esc(base)}/pay/">${hidden(request)}${button("pay", "Pay")} ${button("cancel", "Cancel")} ${button("fail", "Fail (simulate a declined payment)")}</form>`,
  );
}

export function errorPage(c: Context, message: string, backPath: string | null): Response {
  return htmlPage(c, 400, "The payment cannot continue", `<p>${esc(message)}</p>${backPath ? `<p><a href="${esc(backPath)}">Back to the shop</a></p>` : ""}`);
}
