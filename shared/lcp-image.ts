/**
 * A picture that is a page's largest paint, as its screen draws it (client/screens/cms/cms-page.tsx,
 * client/screens/catalog/gallery.tsx) and as the server preloads it in the `Link` header Cloudflare
 * can send as 103 Early Hints (worker/render/hints.ts): one description, so the preload always
 * matches the `<img>` the browser then asks for.
 */
export interface LcpImage {
  src: string;
  srcSet: string;
  sizes: string;
}
