import type { ScreenOf } from "../../../shared/screens";
import type { SweepstakeStatus } from "../../../shared/screens/publish";
import { useLabel, useUrls } from "../../state/hooks";
import { useDate } from "./parts";

/** "Ends 31 May" / "Starts 1 June" / "has ended", by the status the server decided. */
function SweepstakeWhen({ status, starts, ends }: { status: SweepstakeStatus; starts: string; ends: string }) {
  const t = useLabel();
  const date = useDate();
  if (status === "ended") return <p className="sweepstake-status ended">{t("sweepstake_ended")}</p>;
  if (status === "upcoming") return <p className="sweepstake-status upcoming">{t("sweepstake_starts", { date: date(starts) })}</p>;
  return <p className="sweepstake-status running">{t("sweepstake_ends", { date: date(ends) })}</p>;
}

/** Sweepstakes: running and upcoming ones first, the ended ones below. */
export function SweepstakesScreen({ screen }: { screen: ScreenOf<"content-sweepstakes"> }) {
  const t = useLabel();
  const urls = useUrls();
  const groups = [
    { key: "current", title: t("sweepstakes_current"), items: screen.sweepstakes.filter((s) => s.status !== "ended") },
    { key: "past", title: t("sweepstakes_past"), items: screen.sweepstakes.filter((s) => s.status === "ended") },
  ];
  return (
    <section className="sweepstakes">
      <h1>{t("sweepstakes_title")}</h1>
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.key} className={`sweepstakes-${g.key}`} aria-labelledby={`sweepstakes-${g.key}`}>
            <h2 id={`sweepstakes-${g.key}`}>{g.title}</h2>
            <ul className="sweepstake-list">
              {g.items.map((s) => (
                <li key={s.code} className="sweepstake-card">
                  <h3>
                    <a href={urls.path(s.url_without_domain)}>{s.title}</a>
                  </h3>
                  <p>
                    {t("sweepstake_prize")}: {s.prize}
                  </p>
                  <SweepstakeWhen status={s.status} starts={s.starts_at} ends={s.ends_at} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}

/** One sweepstake: dates, prize, the text and the rules. HTML was sanitized on the server. */
export function SweepstakeScreen({ screen }: { screen: ScreenOf<"content-sweepstake"> }) {
  const t = useLabel();
  const { sweepstake: s, status } = screen;
  return (
    <article className={`sweepstake sweepstake-${status}`}>
      <h1>{s.title}</h1>
      <SweepstakeWhen status={status} starts={s.starts_at} ends={s.ends_at} />
      <p className="sweepstake-prize">
        <strong>{t("sweepstake_prize")}:</strong> {s.prize}
      </p>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: s.content }} />
      <details className="sweepstake-terms">
        <summary>{t("sweepstake_rules")}</summary>
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: s.terms }} />
      </details>
    </article>
  );
}

export function NewslettersScreen({ screen }: { screen: ScreenOf<"content-newsletters"> }) {
  const t = useLabel();
  const urls = useUrls();
  const date = useDate();
  return (
    <section className="newsletters">
      <h1>{t("newsletters_title")}</h1>
      <p className="publish-intro">{t("newsletter_text")}</p>
      <ul className="newsletter-list">
        {screen.newsletters.map((n) => (
          <li key={n.code}>
            <a href={urls.path(n.url_without_domain)}>{n.title}</a> <time dateTime={n.sent_at}>{t("newsletter_sent", { date: date(n.sent_at) })}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One newsletter issue; its HTML was sanitized on the server. */
export function NewsletterScreen({ screen }: { screen: ScreenOf<"content-newsletter"> }) {
  const t = useLabel();
  const date = useDate();
  const { newsletter: n } = screen;
  return (
    <article className="newsletter">
      <h1>{n.title}</h1>
      <p className="post-meta">
        <time dateTime={n.sent_at}>{t("newsletter_sent", { date: date(n.sent_at) })}</time>
      </p>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: n.content }} />
    </article>
  );
}

/** A static block as a page; its HTML was sanitized on the server. */
export function StaticScreen({ screen }: { screen: ScreenOf<"content-static"> }) {
  const { block } = screen;
  return (
    <article className="static-content">
      <h1>{block.title || block.code.replace(/_/g, " ")}</h1>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: block.content }} />
    </article>
  );
}
