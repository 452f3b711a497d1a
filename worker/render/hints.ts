import type { PageState } from "../../shared/page-state";
import type { LcpImage } from "../../shared/lcp-image";
import { HOME_HERO } from "../../client/screens/cms/cms-page";
import { belowPath } from "../../client/screens/cms/below-read";
import { galleryImage } from "../../client/screens/catalog/gallery";
import { coverImage } from "../../client/screens/publish/post";
import { familyOf } from "../../client/screens/registry";
import { BUILD_ID, ENTRY_SCRIPT as BUILT_ENTRY, RUNTIME_CHUNKS, TYPEFACE, SCREEN_CHUNKS } from "../build-id.generated";

const SAFE = /^[\w\-./%~:(), ]*$/;
/** A data preload's URL: a plain path and its key. */
const SAFE_DATA = /^[\w\-./]*\?v=[0-9a-f]{16}$/;

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
 * home page's sections below the fold (client/screens/cms/below-read.ts), by the same URL and
 * with the same credentials mode as the read (`crossorigin` anonymous), or the preload is unused.
 */
export function dataPreload(state: PageState): string | null {
  const s = state.screen;
  return s.kind === "cms" && s.template === "homepage" && s.belowKey ? belowPath(state.tenant.basePath, s.belowKey) : null;
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
 * The loader's part that adds the typeface's upright faces (scripts/typeface.ts) and loads the
 * basic Latin one at once, which every page's text needs; the browser loads another face (Latin
 * Extended) when the page shows a letter in its unicode range. Until then, and without
 * JavaScript, the text is set in the metric-matched fallback (client/styles.css,
 * docs/decisions/0030-shop-typeface.md). Nothing in a build without the faces.
 */
function typefaceStart(): string {
  const first = TYPEFACE[0];
  if (!first) return "}";
  return [
    `var f=d.fonts;if(f&&self.FontFace){${scriptJson(TYPEFACE)}.forEach(function(t){f.add(new FontFace(t.family,'url('+t.src+') format("woff2")',{weight:t.weight,unicodeRange:t.unicodeRange,display:'swap'}))});`,
    `f.load(${scriptJson(`1em "${first.family}"`)}).catch(function(){})}}`,
  ].join("");
}

/**
 * The page's one inline script, which starts its scripts once the largest picture (the `img` at
 * `fetchpriority="high"`, `lcpImageOf` above) is painted, or on a page without one once the first contentful
 * paint is (docs/decisions/0029-scripts-after-the-largest-paint.md): the HTML, the stylesheet and
 * that picture have the connection to themselves, and the page is whole before React hydrates it.
 * The paint is read from the browser's own paint timing (the picture marked for Element Timing);
 * a browser without it starts when the picture has loaded, one without paint timing at once, and
 * every browser at the latest on the window's `load` or after SCRIPTS_AT_THE_LATEST_MS. Then
 * the screen's and the runtime's chunks are preloaded, the data the page reads as it hydrates (the
 * home page's sections below the fold) fetched, the entry added as a module script, each with
 * this script's nonce, and the typeface's faces added to the document (`typefaceStart`). Values are our own asset paths and the
 * font package's ranges, as JSON with `<` escaped.
 */
export function scriptLoader(state: PageState): string {
  const [entry, ...chunks] = pageScripts(state.screen.kind);
  const wanted = dataPreload(state);
  const data = wanted && SAFE_DATA.test(wanted) ? wanted : null;
  return [
    "(function(d){",
    "var n=d.currentScript.nonce,started=0;",
    "function add(el,attrs){for(var k in attrs)el.setAttribute(k,attrs[k]);el.nonce=n;el.setAttribute('nonce',n);return el}",
    "function start(){if(started++)return;",
    `${scriptJson(chunks)}.forEach(function(h){d.head.appendChild(add(d.createElement('link'),{rel:'modulepreload',href:h}))});`,
    `var data=${scriptJson(data)};if(data)d.head.appendChild(add(d.createElement('link'),{rel:'preload',as:'fetch',crossorigin:'anonymous',href:data}));`,
    `d.body.appendChild(add(d.createElement('script'),{type:'module',src:${scriptJson(entry)}}));`,
    typefaceStart(),
    "function text(){if(types.indexOf('paint')>=0)painted('paint',function(e){return e.name==='first-contentful-paint'});else start()}",
    "function painted(type,ok){new PerformanceObserver(function(l,o){if(l.getEntries().some(ok)){o.disconnect();start()}}).observe({type:type,buffered:true})}",
    "var img=d.querySelector('img[fetchpriority=high]'),types=(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];",
    "if(img&&!img.complete){img.addEventListener('error',start);",
    "if(types.indexOf('element')>=0){img.setAttribute('elementtiming','lcp');painted('element',function(e){return e.identifier==='lcp'})}",
    "else img.addEventListener('load',start)}",
    "else text();",
    // Whatever the element's timing did: at the latest once every eager picture has loaded and
    // something is painted (a fast connection can fire `load` before the first paint), or after the cap.
    "self.addEventListener('load',text);",
    `setTimeout(start,${SCRIPTS_AT_THE_LATEST_MS})`,
    "})(document)",
  ].join("");
}
