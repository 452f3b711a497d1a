import { useAtomValue } from "jotai";
import { pageAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";

/** Breadcrumbs of the page, home first; the last one is the current page (not a link). */
export function Breadcrumbs() {
  const page = useAtomValue(pageAtom);
  const urls = useUrls();
  const t = useLabel();
  const crumbs = page?.breadcrumbs ?? [];
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumbs_home")} className="breadcrumbs">
      <ol>
        {crumbs.map((b, i) => (
          <li key={`${b.url}-${i}`}>{i === crumbs.length - 1 ? <span aria-current="page">{b.title}</span> : <a href={urls.path(b.url)}>{b.title}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
