// Monthly newsletter issues. `code` is the issue month; the storefront's newsletter path is {id}-{code}.
import type { L, SeedNewsletter } from "../types";
import { mapL } from "./build";
import { t } from "../texts";

function issue(code: string, sentAt: string, text: L<[title: string, ...paragraphs: string[]]>): SeedNewsletter {
  return {
    code,
    sentAt,
    title: mapL(text, ([title]) => title),
    content: mapL(text, ([, ...paragraphs]) => paragraphs.map((p) => `<p>${p}</p>`).join("")),
  };
}

export const NEWSLETTERS: SeedNewsletter[] = [
  issue("2026-06", "2026-06-04T07:00:00Z", t("content.newsletters.2026-06.text")),
  issue("2026-07", "2026-07-02T07:00:00Z", t("content.newsletters.2026-07.text")),
  issue("2026-08", "2026-08-06T07:00:00Z", t("content.newsletters.2026-08.text")),
  issue("2026-09", "2026-09-03T07:00:00Z", t("content.newsletters.2026-09.text")),
  issue("2026-10", "2026-10-01T07:00:00Z", t("content.newsletters.2026-10.text")),
];
