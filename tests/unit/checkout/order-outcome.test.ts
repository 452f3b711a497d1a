import { describe, expect, it } from "vitest";
import { afterCreation, afterOrderFetched, afterPaymentCreated, type CreatedPayment, type Decision, type PaymentType } from "../../../shared/checkout/order-outcome";

describe("order outcome after creation (spec §4)", () => {
  it.each<[string, { success: boolean; order: string | null }, Decision]>([
    ["a failed creation clears the order, refetches the cart, runs the callback, goes to the failed-order page", { success: false, order: null }, { go: { name: "webshop_failed_order" }, effects: ["clear_order", "refetch_cart", "failure_callback"] }],
    ["a success with a code fetches the order", { success: true, order: "17-ab12cd" }, { go: null, effects: ["fetch_order"] }],
    ["a success without a code is treated as a failure and logged", { success: true, order: null }, { go: { name: "webshop_failed_order" }, effects: ["clear_order", "refetch_cart", "failure_callback"], log: "order created without an order code" }],
  ])("%s", (_name, input, expected) => {
    expect(afterCreation(input)).toEqual(expected);
  });

  it.each<[PaymentType, string | null, Decision]>([
    [null, null, { go: { name: "webshop_thank_you", query: { order_identificator: "17-ab12cd" } }, effects: [] }],
    ["redirect", null, { go: null, effects: ["create_payment"] }],
    ["direct_credit_cart_form", "/webshop/thank-you/?order_identificator=17-ab12cd", { go: { url: "/webshop/thank-you/?order_identificator=17-ab12cd" }, effects: [] }],
    ["direct_credit_cart_form", null, { go: null, effects: [], log: "order 17-ab12cd: direct card payment without redirect_url_on_created" }],
    ["credit_cart_form", null, { go: { name: "webshop_payment_create", query: { order: "17-ab12cd" } }, effects: [] }],
  ])("payment type %s (redirect_url_on_created %s)", (paymentType, url, expected) => {
    expect(afterOrderFetched({ order: "17-ab12cd", payment_type: paymentType, redirect_url_on_created: url })).toEqual(expected);
  });

  it.each<[string, CreatedPayment, ReturnType<typeof afterPaymentCreated>]>([
    ["a hidden form goes to the autosubmit page", { form: { action: "/_gateway/form/", method: "POST", fields: { txn: "t1" } } }, { go: { name: "webshop_payment_form_autosubmit", query: { order: "17-ab12cd" } }, effects: [] }],
    ["a URL is followed", { redirect_url: "/_gateway/pay/t1/" }, { go: { url: "/_gateway/pay/t1/" }, effects: [] }],
    ["an empty form raises error_empty_payment_form and offers a new payment", { form: { action: "/_gateway/form/", method: "POST", fields: {} } }, { go: { name: "webshop_payment_new", query: { order: "17-ab12cd" } }, effects: [], error: "error_empty_payment_form" }],
    ["nothing at all is the same", { empty: true }, { go: { name: "webshop_payment_new", query: { order: "17-ab12cd" } }, effects: [], error: "error_empty_payment_form" }],
  ])("%s", (_name, payment, expected) => {
    expect(afterPaymentCreated("17-ab12cd", payment)).toEqual(expected);
  });
});
