import { describe, expect, it } from "vitest";
import { bodyClass } from "../../../shared/body-class";

describe("bodyClass", () => {
  const cases: Array<[Parameters<typeof bodyClass>[0], string]> = [
    [{ controller: "cms", action: "index", content_type: "page", template: "homepage" }, "page-cms page-cms-index type-page template-homepage"],
    [{ controller: "catalog", action: "product_detail" }, "page-catalog page-catalog-product_detail"],
    [{ controller: "webshop" }, "page-webshop"],
    [{ action: "index" }, ""],
    [{ template: "about" }, "template-about"],
    [{ content_type: "Publish Post" }, "type-publish-post"],
    [{}, ""],
    [{ controller: "CMS", template: "Home Page!" }, "page-cms template-home-page"],
    [{ template: '" onmouseover="alert(1)' }, "template-onmouseover-alert-1"],
    [{ template: "<script>x</script>" }, "template-script-x-script"],
    [{ controller: "--cms--", action: "  " }, "page-cms page-cms-"],
  ];
  it.each(cases)("%j → %j", (parts, expected) => {
    expect(bodyClass(parts)).toBe(expected);
  });

  it("never emits a character that could leave the class attribute", () => {
    const out = bodyClass({ controller: `a"b'c<d>e&f`, action: "x y\nz", content_type: "\u0000", template: "=`" });
    expect(out).toMatch(/^[a-z0-9_ -]*$/);
  });
});
