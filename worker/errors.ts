/** Thrown anywhere before the stream commits; the app answers with the localized 404 screen. */
export class PageNotFound extends Error {
  override name = "PageNotFound";
  constructor(readonly reason: string) {
    super(reason);
  }
}
