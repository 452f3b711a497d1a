import type { Sweepstake } from "../../../../shared/contract/content";
import type { SweepstakeStatus } from "../../../../shared/screens/publish";
import { describe } from "../../../../shared/structured-data";
import { loadSweepstake, loadSweepstakes } from "../../../data/content";
import type { Loader } from "../../types";
import { homeCrumb, labeler, segments } from "../publish/shared";

/** Running, upcoming or ended at `now`; decided on the server so the browser shows the same. */
export function sweepstakeStatus(s: Pick<Sweepstake, "starts_at" | "ends_at">, now: number): SweepstakeStatus {
  if (now < Date.parse(s.starts_at)) return "upcoming";
  return now > Date.parse(s.ends_at) ? "ended" : "running";
}

/** sweepstake controller: the index (current and ended) at one segment, a detail at two. */
export const loadSweepstakePage: Loader = async (ctx) => {
  const parts = segments(ctx.route.path);
  const t = await labeler(ctx);
  const now = Date.now();
  const indexCrumb = { title: t("sweepstakes_title"), path: `/${parts[0] ?? ""}/` };
  if (parts.length <= 1) {
    const all = await loadSweepstakes(ctx.dc);
    return {
      kind: "page",
      screen: { kind: "content-sweepstakes", sweepstakes: all.map((s) => ({ ...s, status: sweepstakeStatus(s, now) })) },
      title: t("sweepstakes_title"),
      description: "",
      breadcrumbs: [homeCrumb(t), indexCrumb],
    };
  }
  const sweepstake = await loadSweepstake(ctx.dc, parts[1] ?? "");
  if (!sweepstake) return null;
  return {
    kind: "page",
    screen: { kind: "content-sweepstake", sweepstake, status: sweepstakeStatus(sweepstake, now) },
    title: sweepstake.title,
    description: describe(sweepstake.content),
    breadcrumbs: [homeCrumb(t), indexCrumb, { title: sweepstake.title, path: ctx.route.path }],
  };
};
