import type { Labels } from "./contract/app";
import { CONSENT_CATEGORIES } from "./contract/constants";
import type { ConsentCategory, CookieTemplate, TenantScript } from "./contract/consent";
import { label } from "./labels";

/**
 * The cookie template in the tenant's language, built from the consent_* labels: the GDPR
 * template endpoint answers it and the banner renders it, so both always say the same.
 */
export function cookieTemplate(labels: Labels): CookieTemplate {
  const t = (key: string) => label(labels, key);
  return {
    template: "cookie",
    title: t("consent_title"),
    text: t("consent_text"),
    categories: (["necessary", ...CONSENT_CATEGORIES] as const).map((id) => ({
      id,
      title: t(`consent_${id}`),
      text: t(`consent_${id}_text`),
      required: id === "necessary",
    })),
    actions: { acceptAll: t("consent_accept_all"), rejectAll: t("consent_reject_all"), save: t("consent_save"), settings: t("consent_settings"), alwaysActive: t("consent_always_active") },
  };
}

/** The scripts a choice allows: the necessary ones always, the others only once granted. */
export function allowedScripts(scripts: readonly TenantScript[], granted: readonly ConsentCategory[]): TenantScript[] {
  return scripts.filter((s) => s.category === "necessary" || granted.includes(s.category));
}
