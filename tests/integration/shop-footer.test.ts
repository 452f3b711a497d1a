import { describe, expect, it } from "vitest";
import { get } from "./helpers";
import { ICON_SPRITE_URL } from "../../client/components/icon-sprite.generated";

/** The site footer (worker/render/site-footer.tsx, docs/decisions/0014-shop-footer.md). */
const footerOf = (html: string) => (/<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? "").replaceAll("<!-- -->", "");
const linksOf = (column: string, footer: string) => [...(new RegExp(`<details class="footer-col footer-col-${column}">([\\s\\S]*?)</details>`).exec(footer)?.[1] ?? "").matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

describe("the site footer", () => {
  it("has link columns from the site's own pages, the ways to pay and deliver, social accounts and the credits", async () => {
    const footer = footerOf(await (await get("http://localhost/en/")).text());
    const headings = [...footer.matchAll(/<summary><h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(["Products", "Recipes &amp; inspiration", "Customer service", "Zrno", "Zrno in other countries"]);
    expect(linksOf("shop", footer)).toContainEqual(["/en/products/grains-cereals/", "Grains &amp; cereals"]);
    expect(linksOf("inspiration", footer).map((l) => l[0])).toEqual(["/en/recipes/", "/en/magazine/", "/en/authors/", "/en/newsletter/"]);
    const help = linksOf("help", footer);
    expect(help).toContainEqual(["/en/faq/#faq-payment-methods", "Payment methods"]);
    expect(help).toContainEqual(["/en/faq/#faq-returns", "Returns"]);
    expect(help.map((l) => l[0])).toContain("/en/stores/");
    // Other countries keep the shopper on the same page and name their currency; this site is not offered.
    const sites = linksOf("sites", footer);
    expect(sites).toHaveLength(9);
    expect(sites).toContainEqual(["http://localhost/rs/", "Srbija · RSD"]);
    expect(sites.map((l) => l[0])).not.toContain("http://localhost/en/");
    for (const mark of ["visa", "mastercard", "bank", "cash", "truck", "parcel", "store", "instagram", "facebook"]) expect(footer).toContain(`href="${ICON_SPRITE_URL}#i-${mark}"`);
    expect(footer).toContain('href="/en/instagram/"');
    expect(footer).toContain("Twemoji");
    expect(footer).not.toContain("<details open");
  });

  it("names each page a site has in its own words (Croatian on the default site)", async () => {
    const footer = footerOf(await (await get("http://localhost/")).text());
    expect(linksOf("help", footer)).toContainEqual(["/cesto-postavljana-pitanja/#faq-returns", "Povrat i zamjena"]);
    expect(footer).toContain('href="/instagram/"');
  });
});
