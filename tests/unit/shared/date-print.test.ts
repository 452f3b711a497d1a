import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateShape } from "../../../shared/date-format";
import { printDate } from "../../../shared/date-print";
import { TENANTS } from "../../../tenants";

const LOCALES = [...new Set(TENANTS.map((t) => t.locale))];
const intlDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

describe("a long date printed from its shape (what the browser does) reads as Intl prints it on the server", () => {
  it.each(LOCALES)("%s: every day of a leap year, each month's own name", (locale) => {
    const shape = dateShape(locale);
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString();
      expect(printDate(iso, shape), iso).toBe(intlDate(iso, locale));
    }
  });

  it("any time from 1970 to 2100 in every site's locale, a date-only ISO string too", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.boolean(), (locale, ms, dateOnly) => {
        const full = new Date(ms).toISOString();
        const iso = dateOnly ? full.slice(0, 10) : full;
        expect(printDate(iso, dateShape(locale))).toBe(intlDate(iso, locale));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps Croatian's genitive month and its closing dot; what is not a date stays as it came", () => {
    expect(printDate("2026-11-27T10:00:00Z", dateShape("hr-HR"))).toBe("27. studenoga 2026.");
    expect(printDate("2026-11-27", dateShape("en-IE"))).toBe("27 November 2026");
    expect(printDate("soon", dateShape("hr-HR"))).toBe("soon");
  });
});
