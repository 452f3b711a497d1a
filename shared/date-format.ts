// The server's side of shared/date-print.ts: each locale's long date taken apart from Intl once.
import type { DateShape } from "./page-envelope";

const shapes = new Map<string, DateShape>();
const FIELD: Record<string, string> = { day: "{d}", month: "{m}", year: "{y}" };

/** How Intl prints a long date (`dateStyle: "long"`, UTC) in `locale`, as a pattern and the months' names. */
export function dateShape(locale: string): DateShape {
  let shape = shapes.get(locale);
  if (!shape) {
    const f = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    const partsOf = (month: number) => f.formatToParts(Date.UTC(2001, month, 23));
    const pattern = partsOf(0)
      .map((p) => FIELD[p.type] ?? p.value)
      .join("");
    const months = Array.from({ length: 12 }, (_, m) => partsOf(m).find((p) => p.type === "month")?.value ?? "");
    shape = Object.freeze({ pattern, months: Object.freeze(months) as string[] });
    shapes.set(locale, shape);
  }
  return shape;
}
