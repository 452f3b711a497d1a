// How the browser prints a long date: from a shape the server took from its own Intl, so that
// hydrating an article or a recipe makes no Intl.DateTimeFormat (ICU's first set-up of calendar
// data is one 100–150 ms task on a mid-range phone; docs/decisions/0029-scripts-after-the-largest-paint.md
// "Prices printed without Intl").
import type { DateShape } from "./page-envelope";

export type { DateShape };

/** An ISO date or time as a long date in UTC (so server and browser print the same day); not a date: as it came. */
export function printDate(iso: string, { pattern, months }: DateShape): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return pattern.replace("{d}", String(d.getUTCDate())).replace("{m}", months[d.getUTCMonth()] ?? "").replace("{y}", String(d.getUTCFullYear()));
}
