import { describe, expect, it } from "vitest";
import { label } from "../../../shared/labels";

const labels = {
  cart_items: "U košarici je {count} proizvoda, {name}",
  welcome: "Dobrodošli, {name}!",
  plain: "Bez zamjena",
  back_to_homepage: "Natrag na početnu",
  empty: "",
  prototype_placeholders: "{constructor} {toString} {__proto__}",
};

describe("label", () => {
  const cases: Array<[string, Record<string, string | number> | undefined, string]> = [
    ["plain", undefined, "Bez zamjena"],
    ["welcome", { name: "Ana" }, "Dobrodošli, Ana!"],
    ["cart_items", { count: 3, name: "Ana" }, "U košarici je 3 proizvoda, Ana"],
    ["cart_items", { count: 0, name: "" }, "U košarici je 0 proizvoda, "],
    ["welcome", { other: "x" }, "Dobrodošli, {name}!"],
    ["cart_items", { count: 2 }, "U košarici je 2 proizvoda, {name}"],
    ["welcome", { name: "{name}" }, "Dobrodošli, {name}!"],
    ["welcome", { name: "$& $1 $$" }, "Dobrodošli, $& $1 $$!"],
    ["plain", { name: "x" }, "Bez zamjena"],
    ["empty", undefined, ""],
    ["prototype_placeholders", { a: 1 }, "{constructor} {toString} {__proto__}"],
  ];
  it.each(cases)("%s with %j → %j", (key, vars, expected) => {
    expect(label(labels, key, vars)).toBe(expected);
  });

  it("the loaded label wins over the built-in fallback", () => {
    expect(label(labels, "back_to_homepage")).toBe("Natrag na početnu");
  });

  it.each([
    ["back_to_homepage", "Back to homepage"],
    ["error_404_title", "Page not found"],
  ])("a missing %s falls back to English (%s)", (key, expected) => {
    expect(label({}, key)).toBe(expected);
  });

  it("a missing key without fallback shows the key, never a blank", () => {
    expect(label({}, "no_such_label")).toBe("no_such_label");
    expect(label({}, "no_such_label", { x: 1 })).toBe("no_such_label");
  });

  // Label names also arrive from the upstream (`label_name` of an error answer).
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "a key named like an Object.prototype member (%s) shows the key, never a function or object",
    (key) => {
      expect(label({}, key)).toBe(key);
      expect(label({}, key, { a: 1 })).toBe(key);
    },
  );

  describe("plural choices (ICU `{count, plural, …}`) by the language's own rules", () => {
    const plural = {
      hr_items: "{count, plural, one {# artikl} few {# artikla} other {# artikala}}",
      sl_items: "{count, plural, one {# izdelek} two {# izdelka} few {# izdelki} other {# izdelkov}}",
      en_items: "{count, plural, =0 {No items} one {# item} other {# items}} for {name}",
      broken: "{count, plural, one {# item} other {# items}",
    };
    it.each([
      ["hr_items", "hr-HR", 1, "1 artikl"],
      ["hr_items", "hr-HR", 3, "3 artikla"],
      ["hr_items", "hr-HR", 5, "5 artikala"],
      ["hr_items", "hr-HR", 21, "21 artikl"],
      ["hr_items", "hr-HR", 12, "12 artikala"],
      ["sl_items", "sl-SI", 2, "2 izdelka"],
      ["sl_items", "sl-SI", 4, "4 izdelki"],
      ["sl_items", "sl-SI", 5, "5 izdelkov"],
      ["en_items", "en-IE", 0, "No items for Ana"],
      ["en_items", "en-IE", 1, "1 item for Ana"],
      ["en_items", "en-IE", 2, "2 items for Ana"],
    ] as const)("%s in %s with %d → %j", (key, locale, count, expected) => {
      expect(label(plural, key, { count, name: "Ana" }, locale)).toBe(expected);
    });
    it("without a number, or with an unbalanced choice, the text is left as written", () => {
      expect(label(plural, "hr_items", { other: 1 }, "hr-HR")).toBe(plural.hr_items);
      expect(label(plural, "broken", { count: 1 }, "en-IE")).toBe(plural.broken);
    });
  });
});

// Spec §9 (error handling): the back-to-homepage link keeps the site's own label; when the label
// is missing it falls back to the spec's texts, "Povratak na naslovnicu" on Croatian sites and
// "Back to homepage" elsewhere.
describe("back to homepage when its label is missing", () => {
  it.each([
    ["hr-HR", "Povratak na naslovnicu"],
    ["en-GB", "Back to homepage"],
    ["de-DE", "Back to homepage"],
    [undefined, "Back to homepage"],
  ])("in %s says %s", (locale, text) => {
    expect(label({}, "back_to_homepage", undefined, locale)).toBe(text);
  });

  it("a loaded label wins over both fallbacks", () => {
    expect(label({ back_to_homepage: "Natrag na početnu" }, "back_to_homepage", undefined, "hr-HR")).toBe("Natrag na početnu");
    expect(label({ back_to_homepage: "Zurück zur Startseite" }, "back_to_homepage", undefined, "de-DE")).toBe("Zurück zur Startseite");
  });
});
