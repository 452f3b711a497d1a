import { WEEKDAYS } from "../../../shared/contract/constants";
import type { OpeningHours } from "../../../shared/contract/content";

export interface OpenNow {
  key: "location_open_until" | "location_opens_at" | "location_opens_on" | "location_closed";
  /** The closing time when open, else the next opening time. */
  time: string;
  /** The day of the next opening, 0 = Monday (WEEKDAYS). */
  day: number;
}

/**
 * Whether a store is open at `now` in its own time zone, and until when; else when it opens next
 * (later today, or the first day of the coming week with hours). Hours are "HH:MM-HH:MM".
 */
export function openNow(hours: OpeningHours, timeZone: string, now: Date): OpenNow {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const today = WEEKDAYS.indexOf(part("weekday").toLowerCase() as (typeof WEEKDAYS)[number]);
  const time = `${part("hour")}:${part("minute")}`;
  for (let i = 0; i < 8; i++) {
    const day = (today + i) % 7;
    const [from = "", to = ""] = hours[WEEKDAYS[day]!]?.split("-") ?? [];
    if (!from || (i === 0 && time >= to)) continue;
    if (i === 0) return time >= from ? { key: "location_open_until", time: to, day } : { key: "location_opens_at", time: from, day };
    return { key: "location_opens_on", time: from, day };
  }
  return { key: "location_closed", time: "", day: today };
}
