import { describe, expect, it } from "vitest";
import { pageIsPublic, postIsPublic, productIsPublic } from "../../../shared/visibility";

/**
 * docs/behaviour/04-states.md "Visibility" as one table per entity: anything that fails is for staff only (the page
 * loaders and the BFF answer everyone else with the 404 screen). Post labels count too (docs/behaviour/08-errors.md):
 * error_unauthorized hides a post whatever its status says.
 */
describe("productIsPublic: visible, visible category, visible brand unless ignore_brand_visibility", () => {
  const base = { visible: true, category_visible: true, manufacturer_visible: true, ignore_brand_visibility: false };
  it.each<[string, Partial<typeof base>, boolean]>([
    ["all visible", {}, true],
    ["invisible product", { visible: false }, false],
    ["hidden category", { category_visible: false }, false],
    ["hidden brand", { manufacturer_visible: false }, false],
    ["hidden brand, ignore_brand_visibility", { manufacturer_visible: false, ignore_brand_visibility: true }, true],
    ["ignore_brand_visibility does not lift a hidden category", { category_visible: false, manufacturer_visible: false, ignore_brand_visibility: true }, false],
    ["ignore_brand_visibility does not lift an invisible product", { visible: false, ignore_brand_visibility: true }, false],
  ])("%s → %s", (_name, change, want) => {
    expect(productIsPublic({ ...base, ...change })).toBe(want);
  });
});

describe("postIsPublic: status ≥ 3, visible category, no error_unauthorized label", () => {
  const base = { status: 3, category_visible: true, label_name: null as string | null };
  it.each<[string, Partial<typeof base>, boolean]>([
    ["published (3)", {}, true],
    ["status above 3", { status: 4 }, true],
    ["in review (2)", { status: 2 }, false],
    ["draft (0)", { status: 0 }, false],
    ["hidden category", { category_visible: false }, false],
    ["label error_unauthorized on a published post", { label_name: "error_unauthorized" }, false],
    ["another label does not hide it", { label_name: "something_else" }, true],
  ])("%s → %s", (_name, change, want) => {
    expect(postIsPublic({ ...base, ...change })).toBe(want);
  });
});

describe("pageIsPublic", () => {
  it.each([
    [true, true],
    [false, false],
  ])("visible %s → %s", (visible, want) => {
    expect(pageIsPublic({ visible })).toBe(want);
  });
});
