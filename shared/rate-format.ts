// How a VAT rate is printed: by the commerce API, which sends it with each VAT line (`rate_text`)
// so the storefront's server and browser show the same text without this code.

/**
 * A VAT rate (a fraction: 0.095) as a percent in the locale: "9,5 %" (a no-break space before the
 * sign, as in the site's European languages), "9.5%" in English. Built from the plain number, not
 * Intl's percent style, whose spacing differs between ICU builds of server and browser.
 */
export function formatRate(rate: number, locale: string): string {
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.round(rate * 1000) / 10);
  return `${n}${locale.startsWith("en") ? "" : "\u00a0"}%`;
}
