// Frequently asked questions. Prices follow each language's main currency (sr → RSD, bs → BAM, others EUR).
import type { L, SeedFaq } from "../types";
import { mapL } from "./build";
import { t } from "../texts";

let position = 0;
function faq(code: string, qa: L<[question: string, answer: string]>): SeedFaq {
  position += 1;
  return { code, position, question: mapL(qa, ([q]) => q), answer: mapL(qa, ([, a]) => `<p>${a}</p>`) };
}

export const FAQ: SeedFaq[] = [
  faq("delivery-time", t("content.faq.delivery-time.qa")),
  faq("shipping-cost", t("content.faq.shipping-cost.qa")),
  faq("payment-methods", t("content.faq.payment-methods.qa")),
  faq("bank-transfer", t("content.faq.bank-transfer.qa")),
  faq("returns", t("content.faq.returns.qa")),
  faq("loyalty-card", t("content.faq.loyalty-card.qa")),
  faq("allergens", t("content.faq.allergens.qa")),
  faq("gluten-free", t("content.faq.gluten-free.qa")),
  faq("storing-products", t("content.faq.storing-products.qa")),
  faq("coupons", t("content.faq.coupons.qa")),
  faq("account", t("content.faq.account.qa")),
  faq("order-tracking", t("content.faq.order-tracking.qa")),
  faq("store-pickup", t("content.faq.store-pickup.qa")),
  faq("change-order", t("content.faq.change-order.qa")),
  faq("company-invoice", t("content.faq.company-invoice.qa")),
];
