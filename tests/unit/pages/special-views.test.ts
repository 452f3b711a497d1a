import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../../worker/pages/controllers/catalog";
import type { PageContext } from "../../../worker/pages/types";

/**
 * A catalogue view a site switched off does not exist there: 404 (null), before any data is
 * loaded. No site switches compare off today, so the context is built by hand.
 */
function ctx(special: string, features: { compare: boolean; quickOrder: boolean }): PageContext {
  return {
    route: { action: "index", controller: "catalog", path: "/proizvodi/" },
    query: new URLSearchParams({ special_view: special }),
    dc: { tenant: { features: { ...features, wishlist: true } } },
  } as unknown as PageContext;
}

describe("catalogue special views follow the site's feature switches", () => {
  it.each([
    { special: "compare", features: { compare: false, quickOrder: true } },
    { special: "order_form", features: { compare: true, quickOrder: false } },
  ])("special_view=$special on a site without it is a 404", async ({ special, features }) => {
    expect(await loadCatalog(ctx(special, features))).toBeNull();
  });
});
