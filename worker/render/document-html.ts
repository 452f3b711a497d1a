import type { ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";

/** renderToString leaves it out; the stream writes it for a document rooted at `<html>`. */
const DOCTYPE = "<!DOCTYPE html>";

/** What React writes where a Suspense boundary did not finish on the server (errored, or suspended under renderToString). */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * The document as one string (docs/decisions/0037-pages-rendered-to-one-string.md): every screen's
 * data is loaded before rendering, so the string renderer gives the stream's bytes at ~2.5× less
 * CPU (the edge stream encodes each attribute and text apart). It cannot wait for a part that
 * suspends (a lazily loaded component the server meets for the first time): then the page is
 * rendered again with the stream, which waits for it, as every page was before.
 */
export async function documentHtml(doc: ReactElement, nonce: string): Promise<string> {
  const html = renderToString(doc);
  if (!html.includes(UNFINISHED_BOUNDARY)) return DOCTYPE + html;
  const stream = await renderToReadableStream(doc, {
    nonce,
    // The entry script is the document's own (worker/render/document.tsx, at high priority; React's
    // bootstrapModules would preload it at low). No `?v=` on it: the lazy screen chunks import
    // "./client-<hash>.js", and a module loaded under two URLs runs twice (two Reacts: hooks fail
    // with error #321). The entry and the chunks carry content hashes: cached for a year.
    // React outlines any finished Suspense boundary larger than this into a hidden <div> that an
    // inline script moves into place, which leaves a long page blank without JavaScript. Our
    // screens' data is loaded before rendering, so nothing is gained by outlining: keep it inline.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      console.error("render:", error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}
