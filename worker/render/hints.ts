import type { PageState } from "../../shared/page-state";
import type { LcpImage } from "../../shared/lcp-image";
import { HOME_HERO } from "../../client/screens/cms/cms-page";
import { belowPath } from "../../client/screens/cms/below-read";
import { galleryImage } from "../../client/screens/catalog/gallery";
import { coverImage } from "../../client/screens/publish/post";
import { familyOf } from "../../client/screens/registry";
import { BUILD_ID, ENTRY_SCRIPT as BUILT_ENTRY, RUNTIME_CHUNKS, SCREEN_CHUNKS } from "../build-id.generated";

const SAFE = /^[\w\-./%~:(), ]*$/;
/** A data preload's URL: a plain path and its key. */
const SAFE_DATA = /^[\w\-./]*\?v=[0-9a-f]{16}$/;

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
 * The `Link` header of a page for people (bots get no script): the stylesheet, the scripts to
 * hydrate with and the largest picture, so the browser fetches them while the HTML is still on its
 * way, and Cloudflare can answer the next visitor's request for the page with a 103 Early Hints
 * made of it. The same resources are named in the document's head, for a browser without hints.
 */
export function linkHeader(state: PageState): string {
  const links = [`</assets/client.css?v=${BUILD_ID}>; rel=preload; as=style`];
  for (const src of pageScripts(state.screen.kind)) links.push(`<${src}>; rel=modulepreload`);
  const data = dataPreload(state);
  if (data && SAFE_DATA.test(data)) links.push(`<${data}>; rel=preload; as=fetch; crossorigin=anonymous`);
  const img = lcpImageOf(state.screen);
  // Only plain paths (ours are): nothing in a header value may close the `<…>` or the quotes.
  if (img && [img.src, img.srcSet, img.sizes].every((v) => SAFE.test(v))) {
    const set = img.srcSet ? `; imagesrcset="${img.srcSet}"; imagesizes="${img.sizes}"` : "";
    links.push(`<${img.src}>; rel=preload; as=image; fetchpriority=high${set}`);
  }
  return links.join(", ");
}
