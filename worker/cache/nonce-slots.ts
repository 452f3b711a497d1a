/**
 * A stored page split where its nonces go (docs/decisions/0011-edge-page-cache.md, "CSP"). The
 * page is rendered once; every answer needs its own CSP nonce in every element that carries one.
 * Instead of running each answer through an HTMLRewriter, the stored copy has each element's
 * `nonce` attribute set to a marker once, when it is stored, and an answer is the parts between
 * the markers joined around the fresh nonce: one fixed-length body, no parse per response.
 *
 * Only the HTML parser decides where a nonce goes: the marker is written by an HTMLRewriter into
 * the `nonce` attribute of exactly the elements that had one, and it is random per stored page
 * (the render never saw it), so no text of the page, however it is spelled, can ask for a nonce.
 * A page whose markers the split does not find one for one with the elements is not stored.
 */

/** The marker's attribute as the rewriter writes it (double quotes, the marker needs no escape). */
const slotOf = (marker: string) => ` nonce="${marker}"`;

/** A stored page as its marked HTML and the marker: what the Cache API entry holds. */
export interface MarkedPage {
  html: string;
  marker: string;
}

/** The marked page's parts, encoded once: an answer writes the nonce between each two. */
export type NonceSlots = readonly Uint8Array<ArrayBuffer>[];

const encoder = new TextEncoder();

function newMarker(): string {
  return `zrno-nonce-${crypto.randomUUID()}`;
}

/**
 * `html` with every element's `nonce` attribute replaced by a fresh marker, or null when the
 * marker cannot be told apart from the page (the page already holds it, or the split would not
 * find exactly the elements the parser marked).
 */
export async function markNonces(html: string): Promise<MarkedPage | null> {
  const marker = newMarker();
  if (html.includes(marker)) return null;
  let elements = 0;
  const marked = await new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        el.setAttribute("nonce", marker);
        elements++;
      },
    })
    .transform(new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }))
    .text();
  return marked.split(slotOf(marker)).length - 1 === elements ? { html: marked, marker } : null;
}

/** The marked page's parts, ready for `withNonce`; null when the marker is not a marker of ours. */
export function nonceSlots(page: MarkedPage): NonceSlots | null {
  if (!/^zrno-nonce-[0-9a-f-]{36}$/.test(page.marker)) return null;
  return page.html.split(slotOf(page.marker)).map((part) => encoder.encode(part));
}

/**
 * The page with `nonce` (this answer's, base64: nothing to escape) in every slot, as a Blob:
 * workerd joins the parts in one copy and a Response sends it with its length.
 */
export function withNonce(slots: NonceSlots, nonce: string): Blob {
  const attr = encoder.encode(slotOf(nonce));
  const parts: Uint8Array<ArrayBuffer>[] = [];
  slots.forEach((part, i) => {
    if (i > 0) parts.push(attr);
    parts.push(part);
  });
  return new Blob(parts);
}
