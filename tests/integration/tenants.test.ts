import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { slashed } from "../../shared/urls";
import { cspNonce, get, stateOf } from "./helpers";
import { TENANTS } from "../../tenants";

/**
 * Every tenant, one case table: the home page and the 404 screen in the tenant's
 * language. Label texts are the seeded values of commerce/seed/labels.ts.
 */
const TENANT_CASES = [
  { code: "hr", prefix: "", htmlLang: "hr", welcome: "Dobrodošli u Zrno", notFound: "Stranica nije pronađena", back: "Povratak na naslovnicu" },
  { code: "en", prefix: "/en", htmlLang: "en", welcome: "Welcome to Zrno", notFound: "Page not found", back: "Back to homepage" },
  { code: "si", prefix: "/si", htmlLang: "sl", welcome: "Dobrodošli v trgovini Zrno", notFound: "Strani ni mogoče najti", back: "Nazaj na domačo stran" },
  { code: "de", prefix: "/de", htmlLang: "de", welcome: "Willkommen bei Zrno", notFound: "Seite nicht gefunden", back: "Zurück zur Startseite" },
  { code: "at", prefix: "/at", htmlLang: "de-AT", welcome: "Willkommen bei Zrno", notFound: "Seite nicht gefunden", back: "Zurück zur Startseite" },
  { code: "it", prefix: "/it", htmlLang: "it", welcome: "Benvenuti da Zrno", notFound: "Pagina non trovata", back: "Torna alla homepage" },
  { code: "es", prefix: "/es", htmlLang: "es", welcome: "Bienvenido a Zrno", notFound: "Página no encontrada", back: "Volver a la página de inicio" },
  { code: "rs", prefix: "/rs", htmlLang: "sr-Latn", welcome: "Dobro došli u Zrno", notFound: "Stranica nije pronađena", back: "Povratak na početnu stranu" },
  { code: "ba", prefix: "/ba", htmlLang: "bs", welcome: "Dobro došli u Zrno", notFound: "Stranica nije pronađena", back: "Povratak na početnu stranicu" },
  { code: "me", prefix: "/me", htmlLang: "cnr", welcome: "Dobro došli u Zrno", notFound: "Stranica nije pronađena", back: "Nazad na početnu stranicu" },
] as const;

const ORIGIN = "http://localhost";
/** Development links use PUBLIC_ORIGIN when configured, else the origin the request came to. */
const DEV_ORIGIN = ((env as { PUBLIC_ORIGIN?: string }).PUBLIC_ORIGIN ?? ORIGIN).replace(/\/$/, "");

function alternatesOf(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) out.set(m[1] ?? "", m[2] ?? "");
  return out;
}

describe.each(TENANT_CASES)("tenant $code", (t) => {
  it("serves its home page in its language with canonical, hreflang, body classes, state and a nonced module script", async () => {
    const res = await get(`${ORIGIN}${t.prefix}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();

    expect(html).toContain(`<html lang="${t.htmlLang}">`);
    expect(html).toContain(t.welcome);
    expect(html).toContain(`<link rel="canonical" href="${DEV_ORIGIN}${t.prefix}/"/>`);

    const alternates = alternatesOf(html);
    expect([...alternates.keys()].sort()).toEqual(["bs", "cnr", "de", "de-AT", "en", "es", "hr", "it", "sl", "sr-Latn", "x-default"]);
    for (const c of TENANT_CASES) expect(alternates.get(c.htmlLang)).toBe(`${DEV_ORIGIN}${c.prefix}/`);
    expect(alternates.get("x-default")).toBe(`${DEV_ORIGIN}/`);

    const bodyClass = /<body class="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(bodyClass).toMatch(/^page-cms\b.*\btemplate-homepage$/);

    const state = stateOf(html);
    expect(state.tenant.code).toBe(t.code);
    expect(state.tenant.htmlLang).toBe(t.htmlLang);
    expect(state.labels.welcome_title).toBe(t.welcome);

    const nonce = cspNonce(res.headers.get("content-security-policy"));
    // The one inline script that starts the page's scripts (worker/render/hints.ts) runs by this response's nonce.
    const loader = /<script nonce="([^"]*)">\(function\(d\)/.exec(html)?.[1];
    expect(loader).toBe(nonce);
  });

  it("writes every internal link of its home page in the slashed form (files excepted), keeping query and hash", async () => {
    const html = await (await get(`${ORIGIN}${t.prefix}/`)).text();
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
    const internal = hrefs.filter((h) => h.startsWith("/") && !h.startsWith("//"));
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) expect(slashed(href), href).toBe(href);
    // Links to this site carry its prefix.
    if (t.prefix) expect(internal.filter((h) => !/\.[a-z0-9]+$/i.test(h.split(/[?#]/)[0] ?? "")).some((h) => h.startsWith(`${t.prefix}/`))).toBe(true);
  });

  it("answers an unknown path with the localized 404 screen linking back to its own home", async () => {
    const res = await get(`${ORIGIN}${t.prefix}/ovo-ne-postoji-${t.code}/`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain(`<html lang="${t.htmlLang}">`);
    expect(html).toContain(`<title>${t.notFound} | Zrno</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t.notFound}</h1>`));
    const button = /<a class="button" href="([^"]*)">([^<]*)<\/a>/.exec(html);
    expect(button?.[1]).toBe(`${t.prefix}/`);
    expect(button?.[2]).toBe(t.back);
    expect(stateOf(html).screen.kind).toBe("not-found");
  });
});

it('gives hr\'s 404 button exactly the text "Povratak na naslovnicu"', async () => {
  const html = await (await get(`${ORIGIN}/nema-te-stranice/`)).text();
  expect(/<a class="button" href="\/">([^<]*)<\/a>/.exec(html)?.[1]).toBe("Povratak na naslovnicu");
});

describe("tenants on their own hosts", () => {
  it.each(TENANTS.filter((t) => t.routing.hosts.length > 0).map((t) => ({ host: t.routing.hosts[0]!, code: t.code, htmlLang: t.htmlLang })))(
    "every site of the registry with a host of its own: $host serves $code at /",
    async ({ host, code, htmlLang }) => {
      const html = await (await get("http://localhost/", { headers: { host } })).text();
      expect(html).toContain(`<html lang="${htmlLang}">`);
      expect(stateOf(html).tenant.code).toBe(code);
    },
  );

  it.each([
    { host: "www.zrno.de", code: "de", htmlLang: "de", welcome: "Willkommen bei Zrno" },
    { host: "zrno.at", code: "at", htmlLang: "de-AT", welcome: "Willkommen bei Zrno" },
    { host: "www.zrno.rs", code: "rs", htmlLang: "sr-Latn", welcome: "Dobro došli u Zrno" },
    { host: "www.zrno.hr", code: "hr", htmlLang: "hr", welcome: "Dobrodošli u Zrno" },
  ])("Host: $host serves $code at / without a prefix", async ({ host, code, htmlLang, welcome }) => {
    const res = await get("http://localhost/", { headers: { host } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${htmlLang}">`);
    expect(html).toContain(welcome);
    const state = stateOf(html);
    expect(state.tenant.code).toBe(code);
    expect(state.tenant.basePath).toBe("");
  });

  it("keeps an own-host tenant's 404 button at / (no prefix on its own host)", async () => {
    const res = await get("http://localhost/gibt-es-nicht/", { headers: { host: "www.zrno.de" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(/<a class="button" href="([^"]*)">([^<]*)<\/a>/.exec(html)?.slice(1)).toEqual(["/", "Zurück zur Startseite"]);
  });

  it("redirects the default tenant's own prefix to the unprefixed path (/hr/o-nama/ → /o-nama/)", async () => {
    const res = await get("http://localhost/hr/o-nama/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/o-nama/");
  });

  it("serves the default tenant (hr) to an unknown Host", async () => {
    const res = await get("http://localhost/", { headers: { host: "shop.unknown.example" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="hr">');
    expect(stateOf(html).tenant.code).toBe("hr");
  });
});
