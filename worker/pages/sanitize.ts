import xssDefault from "xss";

// xss is CommonJS: its named exports hang off the default export in every bundler we use.
const { FilterXSS, whiteList, safeAttrValue } = xssDefault as unknown as typeof import("xss");

/**
 * CMS HTML goes through `xss` (js-xss): a string-based sanitizer that needs no DOM, so it runs
 * in workerd (DOMPurify and sanitize-html do not, see docs/security.md "HTML sanitising on workerd"). Tags and attributes
 * outside the allow-list are escaped; `javascript:`/`data:` URLs are removed.
 */
const filter = new FilterXSS({
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
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
