/**
 * When a parcel is expected (issue 18 "expected delivery date"): a method's working days counted
 * from the day of the order, Saturdays and Sundays not counted. Dates are ISO days (UTC), and
 * `delivery_text` the same window in the site's language, printed here once: browsers and workerd
 * carry different ICU data (spaces, missing locales), and a page must read the same on the server
 * and after hydration. Public holidays are not known here: the promise may be a day early around them.
 */
export interface DeliveryWindow {
  delivery_from: string;
  delivery_to: string;
  delivery_text: string;
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** The ISO day `days` working days after `from` (an order on a weekend starts counting on Monday). */
export function addWorkingDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const next = () => d.setUTCDate(d.getUTCDate() + 1);
  while (isWeekend(d)) next();
  for (let left = days; left > 0; left--) {
    next();
    while (isWeekend(d)) next();
  }
  return d.toISOString().slice(0, 10);
}

/** "Fri 27 Nov", or "Fri 27 – Mon 30 Nov" for a window, in the locale (plain spaces). */
export function formatWindow(locale: string, from: string, to: string): string {
  const f = new Intl.DateTimeFormat([locale, "en"], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const text = from === to ? f.format(day(from)) : f.formatRange(day(from), day(to));
  return text.replace(/[\u2009\u202f\u00a0]/g, " ");
}

export function deliveryWindow(from: Date, days: { min: number; max: number }, locale: string): DeliveryWindow {
  const a = addWorkingDays(from, days.min);
  const b = addWorkingDays(from, days.max);
  return { delivery_from: a, delivery_to: b, delivery_text: formatWindow(locale, a, b) };
}

/** A country's name in the site's language. */
export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale, "en"], { type: "region" }).of(code) ?? code;
}
