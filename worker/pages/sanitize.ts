import xssDefault from "xss";
import type { IFilterXSSOptions, OnTagHandler } from "xss";
import { isProductRef, productRefCode, type ProductRef } from "../../shared/product-refs";

// xss is CommonJS: its named exports hang off the default export in every bundler we use.
const { FilterXSS, whiteList, safeAttrValue, parseAttr, friendlyAttrValue } = xssDefault as unknown as typeof import("xss");

/**
 * CMS HTML goes through `xss` (js-xss): a string-based sanitizer that needs no DOM, so it runs
 * in workerd (DOMPurify and sanitize-html do not, see docs/security.md "HTML sanitising on workerd"). Tags and attributes
 * outside the allow-list are escaped; `javascript:`/`data:` URLs are removed.
 */
const OPTIONS: IFilterXSSOptions = {
  whiteList: {
    ...whiteList,
    figure: [],
    figcaption: [],
    picture: [],
    source: ["srcset", "type", "media"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    a: ["href", "title", "target", "rel"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript"],
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    // `rel=opener` (first rel wins) would hand the opened page our window: reverse tabnabbing.
    if (tag === "a" && name === "rel") {
      const rel = value.split(/\s+/).filter((t) => /^[a-z]+$/i.test(t) && t.toLowerCase() !== "opener");
      return rel.length ? `rel="${rel.join(" ")}"` : "";
    }
    return undefined;
  },
  // js-xss lets `data:image/` through in href too; a link never needs a data: URL (an SVG one can carry script).
  safeAttrValue(tag, name, value, cssFilter) {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    return name === "href" && /^data:/i.test(safe) ? "" : safe;
  },
};

/** Text for an attribute value in double quotes or for an element's content. */
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** A path on this site: one leading slash (never `//host` or `/\host`, which leave it), nothing a URL parser would drop. */
const isSitePath = (p: string) => /^\/(?![/\\])[^\s\\]*$/.test(p);

/** The first `href` of an opening `<a …>` tag as the browser reads it (character references decoded), or null. */
function hrefOf(tagHtml: string): string | null {
  let href: string | null = null;
  parseAttr(tagHtml.slice(2, -1).trim().replace(/\/$/, ""), (name, value) => {
    if (name === "href" && href === null) href = friendlyAttrValue(value);
    return "";
  });
  return href;
}

/**
 * Editors' product references (`<a href="product:CODE">`, shared/product-refs.ts): a product in
 * `refs` becomes a link to its page on the site (`url_without_domain`), titled with its current
 * title, which also fills a reference written without text; any other becomes its text alone,
 * never a link that leads nowhere. Only the `product:` scheme is rewritten, and only to a path of
 * this site; every other link goes through the allow-list as before.
 */
function productLinks(refs: ReadonlyMap<string, ProductRef>): OnTagHandler {
  // One entry per open <a>: how its </a> is written. Anchors do not nest; the stack keeps a
  // stray or missing </a> from shifting the others.
  const open: Array<{ kind: "as-is" } | { kind: "text" } | { kind: "ref"; end: number; title: string }> = [];
  return (tag, html, info) => {
    if (tag !== "a") return undefined;
    if (info.isClosing) {
      const a = open.pop();
      if (a?.kind === "text") return "";
      if (a?.kind === "ref" && info.sourcePosition === a.end) return `${escapeText(a.title)}</a>`;
      return undefined;
    }
    const href = hrefOf(html);
    if (href === null || !isProductRef(href)) {
      open.push({ kind: "as-is" });
      return undefined;
    }
    const code = productRefCode(href);
    const product = code === null ? undefined : refs.get(code);
    if (!product || !isSitePath(product.url_without_domain)) {
      open.push({ kind: "text" });
      return "";
    }
    open.push({ kind: "ref", end: (info.sourcePosition ?? 0) + html.length, title: product.title });
    return `<a href="${escapeText(product.url_without_domain)}" title="${escapeText(product.title)}" data-product="${escapeText(product.code)}">`;
  };
}

const NO_REFS: ReadonlyMap<string, ProductRef> = new Map();

/**
 * Editor HTML made safe to show; `refs` are the products its references may link to (a post's
 * `product_refs`). Without them every reference is its text.
 */
export function sanitizeHtml(html: string, refs: readonly ProductRef[] = []): string {
  const byCode = refs.length ? new Map(refs.map((r) => [r.code, r])) : NO_REFS;
  // A filter per call: the open-anchor stack belongs to this text alone.
  return new FilterXSS({ ...OPTIONS, onTag: productLinks(byCode) }).process(html);
}
