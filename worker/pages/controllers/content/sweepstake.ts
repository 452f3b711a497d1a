import type { Sweepstake } from "../../../../shared/contract/content";
import type { SweepstakeStatus } from "../../../../shared/screens/publish";
import { describe } from "../../../../shared/structured-data";
import { loadSweepstake, loadSweepstakes } from "../../../data/content";
import type { Loader } from "../../types";
import { indexAndEntry } from "../publish/shared";

/** Running, upcoming or ended at `now`; decided on the server so the browser shows the same. */
function sweepstakeStatus(s: Pick<Sweepstake, "starts_at" | "ends_at">, now: number): SweepstakeStatus {
  if (now < Date.parse(s.starts_at)) return "upcoming";
  return now > Date.parse(s.ends_at) ? "ended" : "running";
}

/** sweepstake controller: the index (current and ended) at one segment, a detail at two. */
export const loadSweepstakePage: Loader = (ctx) => {
  const now = Date.now();
  return indexAndEntry(ctx, {
    title: "sweepstakes_title",
    index: async () => ({ kind: "content-sweepstakes", sweepstakes: (await loadSweepstakes(ctx.dc)).map((s) => ({ ...s, status: sweepstakeStatus(s, now) })) }),
    entry: (slug) => loadSweepstake(ctx.dc, slug),
    page: (sweepstake) => ({ screen: { kind: "content-sweepstake", sweepstake, status: sweepstakeStatus(sweepstake, now) }, description: describe(sweepstake.content) }),
  });
};
