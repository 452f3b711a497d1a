import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "../../../shared/passwords/common";

/** Passwords (ASVS 5.0 6.2; docs/security.md "Passwords"): the shipped list of the 10,000 most common. */
describe("the 10,000 most common passwords", () => {
  it("ships all 10,000, most common first", () => {
    expect(commonPasswordCount()).toBe(10_000);
    expect(isCommonPassword("123456")).toBe(true);
  });

  it.each(["password", "12345678", "qwertyuiop", "iloveyou", "Password1", "SUNSHINE", "1234567890"])("%j is common", (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(["Zobene-pahuljice-7", "kruh i sol na stolu", "80417236591", "šđčćž-lozinka"])("%j is not", (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
