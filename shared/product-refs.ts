import * as v from "valibot";

/**
 * An editor's reference to a catalogue product inside CMS HTML (an article's body, a recipe's
 * intro): a link whose address is `product:` and the product's code, `<a href="product:ZR-00097">
 * Medjool dates</a>` (docs/behaviour/07-api.md "Product references in editor HTML"). The commerce
 * API answers the products a post's body references with the post (`PublishPost.product_refs`),
 * and the storefront's sanitizer writes each reference as a link to the product's page on the
 * site (worker/pages/sanitize.ts); a reference to a product the site does not show is its text.
 */
export const PRODUCT_REF_SCHEME = "product:";

/** A catalogue code as editors write it: letters, digits, dot, dash and underscore, at most 64. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** At most this many distinct products are looked up for one body; more references stay text. */
export const PRODUCT_REFS_LIMIT = 50;

/** Whether an address is meant as a product reference: the `product:` scheme, in any case. */
export function isProductRef(href: string): boolean {
  return href.trim().slice(0, PRODUCT_REF_SCHEME.length).toLowerCase() === PRODUCT_REF_SCHEME;
}

/** The code a product reference names (`product:CODE`), else null (another address, or a code no product can have). */
export function productRefCode(href: string): string | null {
  if (!isProductRef(href)) return null;
  const code = href.trim().slice(PRODUCT_REF_SCHEME.length);
  return CODE.test(code) ? code : null;
}

/**
 * The distinct codes `html` references, in the order they first appear (at most
 * PRODUCT_REFS_LIMIT): what the API looks up. It reads `href` attributes as written, quoted or
 * not; an address written with character references is not found here and renders as text.
 */
export function productRefCodes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    const code = productRefCode(m[1] ?? m[2] ?? m[3] ?? "");
    if (code !== null) out.add(code);
    if (out.size === PRODUCT_REFS_LIMIT) break;
  }
  return [...out];
}

/** A referenced product the site shows: its code, its current title and its page's path on the site. */
export const ProductRef = v.object({ code: v.string(), title: v.string(), url_without_domain: v.string() });
export type ProductRef = v.InferOutput<typeof ProductRef>;
