import type { PageState } from "../../shared/page-state";
import type { LcpImage } from "../../shared/lcp-image";
import type { Typeface } from "../../scripts/typeface";
import { PAGE_SWAP_EVENT, TYPEFACE_KEPT } from "../../shared/typeface";
import { HOME_HERO } from "../../client/screens/cms/cms-page";
import { homeBelowPath, productBelowPath } from "../../client/state/below-read";
import { galleryImage } from "../../client/screens/catalog/gallery";
import { coverImage } from "../../client/screens/publish/post";
import { familyOf } from "../../client/screens/registry";
import { BUILD_ID, ENTRY_SCRIPT as BUILT_ENTRY, RUNTIME_CHUNKS, TYPEFACE, SCREEN_CHUNKS } from "../build-id.generated";

const SAFE = /^[\w\-./%~:(), ]*$/;
/** A data preload's URL: a plain path, a product's id for a product's read, and its key. */
const SAFE_DATA = /^[\w\-./]*\?(id=\d{1,10}&)?v=[0-9a-f]{16}$/;

/** A value as inline script source: JSON with `<` escaped, so no text can close the script. */
const scriptJson = (v: unknown): string => JSON.stringify(v).replace(/</g, "\\u003c");

/** The browser entry under its hashed name, the one URL the screen chunks import it by (worker/render/render.tsx). */
export const ENTRY_SCRIPT: string = BUILT_ENTRY;

/**
 * The page's largest paint, when it is a picture the server knows before rendering: the home
 * page's hero, a product's chosen picture, an article's or recipe's cover, a listing's first card.
 * Others (the cart) paint text first.
 */
function lcpImageOf(screen: PageState["screen"]): LcpImage | null {
  if (screen.kind === "cms") return screen.template === "homepage" ? HOME_HERO : null;
  if (screen.kind === "publish-post" || screen.kind === "publish-recipe") return coverImage(screen.post);
  if (screen.kind === "catalog-product") {
    const first = screen.product.images[0];
    return first ? galleryImage(first) : null;
  }
  const items = (screen as { listing?: { products?: { items?: { main_image_thumbs?: { medium?: string } }[] } } | null }).listing?.products?.items;
  const src = items?.[0]?.main_image_thumbs?.medium;
  return src ? { src, srcSet: "", sizes: "" } : null;
}

/**
 * The data a page reads as it hydrates, which the browser may fetch while the scripts load: the
 * home page's or a public product's sections below the fold (client/state/below-read.ts), by the same URL and
 * with the same credentials mode as the read (`crossorigin` anonymous), or the preload is unused.
 */
export function dataPreload(state: PageState): string | null {
  const s = state.screen;
  if (s.kind === "catalog-product") return s.belowKey ? productBelowPath(state.tenant.basePath, s.product.id, s.belowKey) : null;
  return s.kind === "cms" && s.template === "homepage" && s.belowKey ? homeBelowPath(state.tenant.basePath, s.belowKey) : null;
}

/** The scripts a page loads before it can hydrate: the entry, its screen family's chunks, the runtime. */
export function pageScripts(kind: string): string[] {
  return [ENTRY_SCRIPT, ...(SCREEN_CHUNKS[familyOf(kind)] ?? []), ...RUNTIME_CHUNKS];
}

/**
 * The `Link` header of a page for people (bots get none): the stylesheet and the largest picture,
 * what the first paint needs, so the browser fetches them while the HTML is still on its way, and
 * Cloudflare can answer the next visitor's request for the page with a 103 Early Hints made of it.
 * The scripts and the typeface are not named: they start after the largest paint (`scriptLoader` below).
 */
export function linkHeader(state: PageState): string {
  const links = [`</assets/client.css?v=${BUILD_ID}>; rel=preload; as=style`];
  const img = lcpImageOf(state.screen);
  // Only plain paths (ours are): nothing in a header value may close the `<…>` or the quotes.
  if (img && [img.src, img.srcSet, img.sizes].every((v) => SAFE.test(v))) {
    const set = img.srcSet ? `; imagesrcset="${img.srcSet}"; imagesizes="${img.sizes}"` : "";
    links.push(`<${img.src}>; rel=preload; as=image; fetchpriority=high${set}`);
  }
  return links.join(", ");
}

/** At the latest this long after the document is parsed, the scripts start even if the largest picture has not loaded. */
export const SCRIPTS_AT_THE_LATEST_MS = 2500;

/**
 * The page's typeface script (docs/decisions/0030-shop-typeface.md), an inline script in the head
 * with the document as `d`. Changing the face the whole page is set in makes the browser lay out
 * all of its text again (the home page: 1,603 layout objects, a task of 100–300 ms on a slow
 * phone, the largest after the first paint), so the face is set only where that costs nothing:
 * - **a return visit** (the browser noted it has the faces, shared/typeface.ts `TYPEFACE_KEPT`): the faces are added
 *   at once, here in the head, and the browser takes them from its cache for the first layout;
 * - **a first visit**: the text stays in the metric-matched fallback (client/styles.css). Once the
 *   window has loaded (every eager picture, the largest among them), the faces the page needs (`text` has a letter of their unicode range: the basic Latin face always, Latin Extended
 *   where the page shows č ć š ž đ) are loaded off the document and, when all have, the browser
 *   notes it has them. They are added at the next client-side navigation, just before it swaps the
 *   page in (`PAGE_SWAP_EVENT`): that swap lays the page out anyway.
 * Every face is added at once (a face the page did not need unloaded, for the browser to load when
 * a later view shows a letter of its range). Nothing in a build without faces.
 */
export function typefaceScript(faces: readonly Typeface[], text: string): string {
  if (faces.length === 0) return "";
  const needed = faces.map((t) => (rangeRegExp(t.unicodeRange)?.test(text) ?? true ? 1 : 0));
  // Each face as [family, src, weight, unicodeRange]: the keys written once, in the code.
  const list = faces.map((t) => [t.family, t.src, t.weight, t.unicodeRange]);
  // The note is the list itself (`""+r`): a build with other files or ranges does not count as kept.
  return [
    `(function(d){var f=d.fonts,s,a=0,r=${scriptJson(list)},k=${scriptJson(TYPEFACE_KEPT)},v=""+r;if(!self.FontFace)return;`,
    `var l=r.map(function(t){return new FontFace(t[0],"url("+t[1]+")",{weight:t[2],unicodeRange:t[3],display:"swap"})});`,
    "function add(){if(!a++)l.forEach(function(x){f.add(x)})}",
    `d.addEventListener(${scriptJson(PAGE_SWAP_EVENT)},add);`,
    "try{s=self.localStorage;if(s.getItem(k)==v)add()}catch(e){}",
    `self.addEventListener("load",function(){a||Promise.all(l.map(function(x,i){return ${scriptJson(needed)}[i]&&x.load()})).then(function(){try{s.setItem(k,v)}catch(e){}},function(){})})`,
    "})(document)",
  ].join("");
}

/** A CSS `unicode-range` (`U+XXXX` and `U+XXXX-YYYY` items) as a character class; null for a form it does not read (wildcards). */
export function rangeRegExp(unicodeRange: string): RegExp | null {
  const items = unicodeRange.split(",").map((r) => /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(r));
  if (items.some((m) => !m)) return null;
  return new RegExp(`[${items.map((m) => `\\u{${m![1]}}${m![2] ? `-\\u{${m![2]}}` : ""}`).join("")}]`, "u");
}

/**
 * The page's inline script at the end of the body, which starts its scripts once the largest picture (the `img` at
 * `fetchpriority="high"`, `lcpImageOf` above) is painted, or on a page without one once the first contentful
 * paint is (docs/decisions/0029-scripts-after-the-largest-paint.md): the HTML, the stylesheet and
 * that picture have the connection to themselves, and the page is whole before React hydrates it.
 * The paint is read from the browser's own paint timing (the picture marked for Element Timing);
 * a browser without it starts when the picture has loaded, one without paint timing at once, and
 * every browser at the latest on the window's `load` or after SCRIPTS_AT_THE_LATEST_MS. Then
 * the screen's and the runtime's chunks are preloaded, the data the page reads as it hydrates (the
 * home page's or a public product's sections below the fold) fetched, the entry added as a module script, each with
 * this script's nonce. Values are our own asset paths, as JSON with `<` escaped.
 */
export function scriptLoader(state: PageState): string {
  return loaderScript(state.screen.kind, dataPreload(state));
}

/** The page's typeface script (`typefaceScript`), for the head: the faces the build copied, those its text needs loaded first. */
export function pageTypeface(state: PageState): string {
  return typefaceScript(TYPEFACE, JSON.stringify(state));
}

/**
 * `scriptLoader`'s source for a page of screen `kind` that reads `wanted` as it hydrates (null:
 * nothing), also what tests/node/js-budget.test.ts weighs beside the page's script files. A page
 * without such a read carries no code for it; `add` creates an element with the attributes and
 * the nonce and appends it to `p`.
 */
export function loaderScript(kind: string, wanted: string | null): string {
  const [entry, ...chunks] = pageScripts(kind);
  const data = wanted && SAFE_DATA.test(wanted) ? wanted : null;
  return [
    "(function(d){",
    "var n=d.currentScript.nonce,s=0;",
    "function add(p,t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);e.nonce=n;e.setAttribute('nonce',n);p.appendChild(e)}",
    "function go(){if(s++)return;",
    `${scriptJson(chunks)}.forEach(function(h){add(d.head,'link',{rel:'modulepreload',href:h})});`,
    data ? `add(d.head,'link',{rel:'preload',as:'fetch',crossorigin:'anonymous',href:${scriptJson(data)}});` : "",
    `add(d.body,'script',{type:'module',src:${scriptJson(entry)}});`,
    "}",
    // tx: start after the first contentful paint; pt: start once the paint of `type` that `ok` picks is reported.
    "function tx(){if(ty.indexOf('paint')>=0)pt('paint',function(e){return e.name==='first-contentful-paint'});else go()}",
    "function pt(type,ok){new PerformanceObserver(function(l,o){if(l.getEntries().some(ok)){o.disconnect();go()}}).observe({type:type,buffered:true})}",
    "var i=d.querySelector('img[fetchpriority=high]'),ty=(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];",
    "if(i&&!i.complete){i.addEventListener('error',go);",
    "if(ty.indexOf('element')>=0){i.setAttribute('elementtiming','lcp');pt('element',function(e){return e.identifier==='lcp'})}",
    "else i.addEventListener('load',go)}",
    "else tx();",
    // Whatever the element's timing did: at the latest once every eager picture has loaded and
    // something is painted (a fast connection can fire `load` before the first paint), or after the cap.
    "self.addEventListener('load',tx);",
    `setTimeout(go,${SCRIPTS_AT_THE_LATEST_MS})`,
    "})(document)",
  ].join("");
}
