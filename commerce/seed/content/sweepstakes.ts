// Sweepstakes: one running over winter 2026/27, one that ended in spring 2026.
import type { SeedSweepstake } from "../types";
import { t } from "../texts";

const winterPantry: SeedSweepstake = {
  code: "winter-pantry-2026",
  startsAt: "2026-10-01T00:00:00Z",
  endsAt: "2027-01-15T22:59:59Z",
  title: t("content.sweepstakes.winter-pantry-2026.title"),
  slug: t("content.sweepstakes.winter-pantry-2026.slug"),
  content: t("content.sweepstakes.winter-pantry-2026.content"),
  prize: t("content.sweepstakes.winter-pantry-2026.prize"),
  terms: t("content.sweepstakes.winter-pantry-2026.terms"),
};

const springBaking: SeedSweepstake = {
  code: "spring-baking-2026",
  startsAt: "2026-03-01T00:00:00Z",
  endsAt: "2026-04-30T21:59:59Z",
  title: t("content.sweepstakes.spring-baking-2026.title"),
  slug: t("content.sweepstakes.spring-baking-2026.slug"),
  content: t("content.sweepstakes.spring-baking-2026.content"),
  prize: t("content.sweepstakes.spring-baking-2026.prize"),
  terms: t("content.sweepstakes.spring-baking-2026.terms"),
};

export const SWEEPSTAKES: SeedSweepstake[] = [winterPantry, springBaking];
