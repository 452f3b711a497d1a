import type { LabelLang } from "./labels";
import { t } from "./texts";

interface PageText {
  slug: string;
  title: string;
  seo_description: string;
  content: string;
}

/** CMS pages every site has at start: home, about, contact, FAQ, terms and privacy, written per language. */
export const PAGES: Record<"homepage" | "about" | "contact" | "faq" | "terms" | "privacy" | "members" | "preview", Record<LabelLang, PageText>> = {
  homepage: t("pages.PAGES.homepage"),
  about: t("pages.PAGES.about"),
  contact: t("pages.PAGES.contact"),
  faq: t("pages.PAGES.faq"),
  terms: t("pages.PAGES.terms"),
  privacy: t("pages.PAGES.privacy"),
  members: t("pages.PAGES.members"),
  preview: t("pages.PAGES.preview"),
};

/**
 * Template and visibility of each page kind: `members` is a members-only page (the hr site's
 * access hook asks logged-out shoppers to log in); `preview` is an unpublished draft that only
 * staff may see.
 */
export const PAGE_META: Record<keyof typeof PAGES, { template: string; visible: boolean }> = {
  homepage: { template: "homepage", visible: true },
  about: { template: "about", visible: true },
  contact: { template: "contact", visible: true },
  faq: { template: "faq", visible: true },
  terms: { template: "default", visible: true },
  // Shown as a dialog beside "accept the terms" on the checkout's review step (issue 18).
  privacy: { template: "default", visible: true },
  members: { template: "members", visible: true },
  preview: { template: "default", visible: false },
};
