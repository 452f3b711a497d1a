import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageState, serializeState } from "../../../shared/page-state";
import { TENANTS } from "../../../tenants";
import { priceShapes } from "../../../shared/price-format";
import { dateShape } from "../../../shared/date-format";

const hr = TENANTS.find((t) => t.code === "hr");
if (!hr) throw new Error("no hr tenant");

/** A page whose every editor-controlled string tries to break out of the state script. */
function stateWith(payload: string): PageState {
  return {
    tenant: {
      code: hr!.code,
      name: hr!.name,
      htmlLang: hr!.htmlLang,
      lang: hr!.lang,
      locale: hr!.locale,
      currency: hr!.currency.code,
      prices: priceShapes(hr!.locale),
      dates: dateShape(hr!.locale),
      basePath: "",
      routeWords: hr!.routeWords,
      features: hr!.features,
    },
    labels: { back_to_homepage: payload, greeting: "Dobrodošli" },
    info: { code: "hr", lang: "hr", base_url: "https://www.zrno.hr/", locale: "hr-HR", currency: "EUR", title: payload, email: "a@b.hr", phone: "", address: "" },
    route: { path: "/o-nama/", controller: "cms", action: "index", template: "about", content_type: "page" },
    screen: {
      kind: "cms",
      template: "about",
      page: { id: 1, template: "about", visible: true, slug: "o-nama", title: payload, seo_title: null, seo_description: payload, content: `<p>${payload}</p>`, breadcrumbs: [{ url: "/", title: payload }] },
    },
    layout: "about",
    title: payload,
    description: payload,
    canonical: "https://www.zrno.hr/o-nama/",
    alternates: [{ hreflang: "de", href: "https://www.zrno.de/uber-uns/", label: payload }],
    breadcrumbs: [{ title: payload, url: "/" }],
    bodyClass: "page-cms",
    session: { hasToken: true },
    year: 2026,
  };
}

describe("serializeState: no content can close the state script", () => {
  const payloads = [
    "</script><script>alert(1)</script>",
    "<!--",
    "<!-- </script> -->",
    "</SCRIPT >",
    "<script>",
    "]]></script>",
    "\u2028\u2029 line separators",
    "\\u003c already escaped \\",
    '"quotes" & \'apostrophes\' > greater',
    "žito čaj ćevapi đ š",
  ];
  it.each(payloads)("%j", (payload) => {
    const state = stateWith(payload);
    const json = serializeState(state);
    expect(json).not.toContain("<");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    const parsed: unknown = JSON.parse(json);
    expect(parsed).toEqual(state);
    expect(v.safeParse(PageState, parsed).success).toBe(true);
  });

  it("is one line of JSON an HTML parser cannot end early", () => {
    const json = serializeState(stateWith("</script><script>alert(1)</script><!--"));
    const html = `<script type="application/json" id="__STATE__">${json}</script>`;
    expect(html.indexOf("</script")).toBe(html.length - "</script>".length);
    expect(html.match(/<!--/g)).toBeNull();
  });
});
