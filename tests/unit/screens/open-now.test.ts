import { describe, expect, it } from "vitest";
import { openNow } from "../../../client/screens/publish/open-now";
import type { OpeningHours } from "../../../shared/contract/content";

/** A store's "open now" (client/screens/publish/open-now.ts), in the store's own time zone. */
const WEEK: OpeningHours = { mon: "08:00-20:00", tue: "08:00-20:00", wed: "08:00-20:00", thu: "08:00-20:00", fri: "08:00-20:00", sat: "08:00-14:00", sun: null };
// 2026-11-23 is a Monday; Zagreb is UTC+1 in November.
const at = (iso: string) => new Date(iso);

describe("a store's open-now status", () => {
  it("is open until closing time, in the store's time zone and not the device's", () => {
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-23T18:30:00Z"))).toEqual({ key: "location_open_until", time: "20:00", day: 0 });
    // 19:30 UTC is 20:30 in Zagreb: closed, opens Tuesday.
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-23T19:30:00Z"))).toEqual({ key: "location_opens_on", time: "08:00", day: 1 });
  });

  it("before opening says today's time; after Saturday's closing it skips the closed Sunday", () => {
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-23T06:00:00Z"))).toEqual({ key: "location_opens_at", time: "08:00", day: 0 });
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-28T13:00:00Z"))).toEqual({ key: "location_opens_on", time: "08:00", day: 0 });
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-29T10:00:00Z"))).toEqual({ key: "location_opens_on", time: "08:00", day: 0 });
  });

  it("closes at the closing minute itself; a store with no hours is closed", () => {
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-23T19:00:00Z")).key).toBe("location_opens_on");
    expect(openNow(WEEK, "Europe/Zagreb", at("2026-11-23T18:59:00Z")).key).toBe("location_open_until");
    const none = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    expect(openNow(none, "Europe/Zagreb", at("2026-11-23T12:00:00Z")).key).toBe("location_closed");
  });

  it("a store open one day a week, after its closing, opens the same weekday next week", () => {
    const mondays = { mon: "09:00-12:00", tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    expect(openNow(mondays, "Europe/Madrid", at("2026-11-23T12:00:00Z"))).toEqual({ key: "location_opens_on", time: "09:00", day: 0 });
  });
});
