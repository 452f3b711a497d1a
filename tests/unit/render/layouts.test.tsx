import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { Document } from "../../../worker/render/document";
import { beforeAll, describe, expect, it } from "vitest";
import { App } from "../../../client/app";
import type { PageState } from "../../../shared/page-state";
import { SERVER_SCREENS } from "../../../worker/render/screens";
import { TENANTS } from "../../../tenants";
import { priceShapes } from "../../../shared/price-format";
import { dateShape } from "../../../shared/date-format";
import { preloadIslandParts } from "../../../client/components/islands";

const hr = TENANTS.find((t) => t.code === "hr")!;

// The header's islands render on the server from their loaded code, as the Worker has it before
// any render (worker/render/render.tsx).
beforeAll(() => preloadIslandParts());

function state(layout: PageState["layout"]): PageState {
  return {
    tenant: { code: "hr", name: hr.name, htmlLang: "hr", lang: "hr", locale: hr.locale, currency: "EUR", prices: priceShapes(hr.locale), dates: dateShape(hr.locale), basePath: "", routeWords: hr.routeWords, features: hr.features },
    labels: { back_to_homepage: "Povratak na naslovnicu" },
    info: { code: "hr", lang: "hr", base_url: "", locale: hr.locale, currency: "EUR", title: "Zrno", email: "info@zrno.hr", phone: "1", address: "Ilica 42" },
    route: null,
    screen: { kind: "not-found", reason: "" },
    layout,
    title: "t",
    description: "",
    canonical: null,
    alternates: [],
    breadcrumbs: [],
    bodyClass: "",
    session: { hasToken: false },
    year: 2026,
  };
}

async function text(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

const html = (layout: PageState["layout"]) => text(<App state={state(layout)} screens={SERVER_SCREENS} />);

/** The whole document a layout's page is served in; the site footer is the document's, not the app's. */
const documentOf = (layout: PageState["layout"]) =>
  text(<Document state={state(layout)} nonce="" assetVersion="test" withScript={false} structuredData={[]} noindex={false} otherSites={[{ href: "https://zrno.example/de/", name: "Zrno Deutschland", currency: "EUR" }]} />);

describe("the four layouts (spec §2)", () => {
  it.each([
    ["default", true, true, true],
    ["about", true, true, true],
    ["bot", true, false, true],
    ["blank", false, false, false],
  ] as const)("%s: header %s, interactive menu %s, footer %s", async (layout, header, menu, footer) => {
    const out = await html(layout);
    expect(out).toContain(layout === "blank" ? 'class="layout-blank"' : `class="layout-${layout}"`);
    expect(out.includes('class="site-header"')).toBe(header);
    expect(out.includes('class="menu-toggle"')).toBe(menu);
    expect(out).toContain("Povratak na naslovnicu");
    // The footer is the server's, after #root (worker/render/site-footer.tsx), in every document;
    // the blank layout (and a checkout step) hide it with CSS, so a click into them hides it too:
    // `footer` is whether a shopper sees it, which tests/e2e/checkout.spec.ts checks in a browser
    // (the bank slip, blank; a checkout step).
    const doc = await documentOf(layout);
    expect(out).not.toContain('class="site-footer"');
    expect(doc).toMatch(/<\/div><footer class="site-footer">/);
    expect(doc).toContain('href="https://zrno.example/de/">Deutschland · EUR</a>');
  });

  it("the tenant's template→layout table decides: view_order and print_payment_transfer are blank, about is about", () => {
    for (const t of TENANTS) {
      expect(t.layouts.view_order).toBe("blank");
      expect(t.layouts.print_payment_transfer).toBe("blank");
      expect(t.layouts.about).toBe("about");
    }
  });
});
