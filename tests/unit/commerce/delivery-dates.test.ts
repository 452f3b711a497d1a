import { describe, expect, it } from "vitest";
import { addWorkingDays, countryName, deliveryWindow, formatWindow } from "../../../commerce/lib/delivery-dates";

/** Issue 18: the expected delivery the cart, the checkout and the order promise. */
describe("working days", () => {
  // 2026-11-25 is a Wednesday.
  it.each([
    ["2026-11-25T10:00:00Z", 0, "2026-11-25"],
    ["2026-11-25T10:00:00Z", 1, "2026-11-26"],
    ["2026-11-25T23:59:00Z", 2, "2026-11-27"],
    ["2026-11-25T10:00:00Z", 3, "2026-11-30"], // over the weekend
    ["2026-11-27T10:00:00Z", 1, "2026-11-30"], // Friday → Monday
    ["2026-11-28T10:00:00Z", 0, "2026-11-30"], // an order on Saturday counts from Monday
    ["2026-11-29T10:00:00Z", 1, "2026-12-01"], // Sunday: Monday is day 0
    ["2026-12-31T10:00:00Z", 2, "2027-01-04"], // over the year's end and a weekend
  ])("from %s, %i working days → %s", (from, days, expected) => {
    expect(addWorkingDays(new Date(from), days)).toBe(expected);
  });

  it("a window is two such days, printed in the site's language with plain spaces", () => {
    const w = deliveryWindow(new Date("2026-11-25T10:00:00Z"), { min: 2, max: 3 }, "en-IE");
    expect(w).toMatchObject({ delivery_from: "2026-11-27", delivery_to: "2026-11-30" });
    expect(w.delivery_text).toMatch(/^Fri 27 – Mon 30 Nov$/);
    expect(formatWindow("de-DE", "2026-11-27", "2026-11-27")).toMatch(/^Fr\., 27\. Nov\.$/);
    for (const locale of ["hr-HR", "sl-SI", "de-AT", "sr-Latn-RS", "bs-BA"]) expect(formatWindow(locale, "2026-11-27", "2026-11-30")).not.toMatch(/[\u2009\u202f\u00a0]/);
  });

  it("country names come in the site's language", () => {
    expect(countryName("de-DE", "HR")).toBe("Kroatien");
    expect(countryName("hr-HR", "DE")).toBe("Njemačka");
  });
});
