/** Thrown anywhere before the stream commits; the app answers with the localized 404 screen. */
export class PageNotFound extends Error {
  override name = "PageNotFound";
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * A page this visitor may not open as they are (docs/behaviour/08-errors.md "404 with message unauthorized"): the
 * answer is a 404 whose screen shows a loader and then sends the browser to `target`, a path on
 * this site (the log-in page, say).
 */
export class PageUnauthorized extends Error {
  override name = "PageUnauthorized";
  constructor(readonly target: string) {
    super("unauthorized");
  }
}

/**
 * The build's metadata is missing (no build id, or no asset manifest), so a page could not name
 * its scripts: the maintenance page, refreshing quickly, until a complete build is deployed.
 */
export class BuildMetadataMissing extends Error {
  override name = "BuildMetadataMissing";
}

/** docs/behaviour/08-errors.md "Page validation failure gives 404 Page Not Found with the path": a page's own parameters do not fit it. */
export function invalidPage(path: string): PageNotFound {
  return new PageNotFound(`Page Not Found: ${path}`);
}
