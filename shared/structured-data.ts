/**
 * Helpers for JSON-LD (docs/behaviour/05-validation.md "Structured data"): descriptions stripped of HTML and truncated
 * to 50 words, offers valid for 7 days, ratings only with votes, and JSON that can sit in a
 * `<script>` without closing it.
 */
const DESCRIPTION_WORDS = 50;
const PRICE_VALID_DAYS = 7;

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export function truncateWords(text: string, words = DESCRIPTION_WORDS): string {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length <= words ? parts.join(" ") : `${parts.slice(0, words).join(" ")}…`;
}

export function describe(html: string): string {
  return truncateWords(stripHtml(html));
}

/** YYYY-MM-DD, `days` after `from`. */
export function priceValidUntil(from: Date, days = PRICE_VALID_DAYS): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** JSON for a `<script type="application/ld+json">`: quotes escaped by JSON, `<` escaped too. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function breadcrumbList(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}
