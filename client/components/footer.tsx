import { useAtomValue } from "jotai";
import { pageAtom } from "../state/atoms";
import { useLabel } from "../state/hooks";

export function Footer() {
  const t = useLabel();
  const page = useAtomValue(pageAtom);
  const info = page?.info;
  return (
    <footer className="site-footer">
      {info && (
        <address>
          <strong>{info.title}</strong>
          <br />
          {info.address}
          <br />
          <a href={`mailto:${info.email}`}>{info.email}</a> · <a href={`tel:${info.phone.replace(/\s+/g, "")}`}>{info.phone}</a>
        </address>
      )}
      <p>{t("footer_copyright", { year: page?.year ?? "" })}</p>
    </footer>
  );
}
