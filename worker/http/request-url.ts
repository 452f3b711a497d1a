/**
 * A request's address, parsed once: a page-cache hit passes eight steps that each read it
 * (docs/decisions/0011-edge-page-cache.md "Hit cost"). Every step of the request shares the one
 * object, so it is read, never changed: a step that builds another address copies it first.
 */
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): URL {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
