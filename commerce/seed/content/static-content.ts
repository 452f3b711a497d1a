// Static content blocks placed by code on shared layouts (banner, footer, checkout info boxes).
import type { SeedStaticContent } from "../types";
import { t } from "../texts";

export const STATIC_CONTENT: SeedStaticContent[] = [
  {
    code: "free_shipping_banner",
    content: t("content.static-content.free_shipping_banner.content"),
  },
  {
    code: "footer_about",
    content: t("content.static-content.footer_about.content"),
  },
  {
    code: "delivery_info",
    content: t("content.static-content.delivery_info.content"),
  },
  {
    code: "loyalty_info",
    content: t("content.static-content.loyalty_info.content"),
  },
  {
    code: "newsletter_signup",
    content: t("content.static-content.newsletter_signup.content"),
  },
];
