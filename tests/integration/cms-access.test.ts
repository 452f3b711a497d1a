import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearKv, staffCookie } from "./content-pages";
import { get, stateOf } from "./helpers";

describe("the hr access hook: Klub Zrno is for logged-in shoppers", () => {
  it("a logged-out shopper sees the title and a way to log in, never the members' content", async () => {
    const res = await get("http://localhost/klub-zrno/");
    expect(res.status).toBe(200);
    const html = await res.text();
    const state = stateOf(html);
    expect(state.screen).toMatchObject({ kind: "cms", template: "login_required" });
    expect(html).toContain("Klub Zrno");
    expect(html).not.toContain("kupon od 10 % svaki mjesec");
    expect(html).toContain('href="/korisnik/login/"');
  });

  it("a logged-in shopper sees the members' page", async () => {
    const res = await get("http://localhost/klub-zrno/", { headers: await staffCookie() });
    const html = await res.text();
    expect(stateOf(html).screen).toMatchObject({ kind: "cms", template: "members" });
    expect(html).toContain("kupon od 10 % svaki mjesec");
  });

  it("sites without the hook show the same page to everyone", async () => {
    const html = await (await get("http://localhost/de/zrno-club/")).text();
    expect(stateOf(html).screen).toMatchObject({ kind: "cms", template: "members" });
    expect(html).toContain("10-%-Gutschein");
  });
});

describe("a hidden CMS page", () => {
  it.each([
    ["http://localhost/jesenska-kolekcija/", "Jesenska kolekcija"],
    ["http://localhost/de/herbstkollektion/", "Herbstkollektion"],
  ])("%s is a 404 for a shopper and renders for staff", async (url, title) => {
    const shopper = await get(url);
    expect(shopper.status).toBe(404);
    expect(await shopper.text()).not.toContain(title);
    const staff = await get(url, { headers: await staffCookie() });
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain(title);
  });
});

describe("CMS templates (spec §2): default, homepage, about, contact, faq render; others are 404", () => {
  it.each([
    ["http://localhost/", "homepage"],
    ["http://localhost/o-nama/", "about"],
    ["http://localhost/kontakt/", "contact"],
    ["http://localhost/cesto-postavljana-pitanja/", "faq"],
    ["http://localhost/uvjeti-kupnje/", "default"],
    ["http://localhost/de/agb/", "default"],
  ])("%s renders the %s template", async (url, template) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(stateOf(await res.text()).screen).toMatchObject({ kind: "cms", template });
  });
});

describe("a CMS page with a template the storefront has no screen for (spec §2: otherwise 404)", () => {
  beforeAll(async () => {
    const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
    await db.batch([
      db.prepare("INSERT OR REPLACE INTO cms_pages (id, site, slug, template, visible, title, content) VALUES (99001, 'hr', 'landing-proba', 'landing', 1, 'Landing proba', '<p>Tajni sadržaj</p>')"),
      db.prepare("INSERT OR REPLACE INTO routes (site, path, controller, action, template, content_type, entity_key) VALUES ('hr', '/landing-proba/', 'cms', 'index', 'landing', 'page', 'cms:landing-proba')"),
    ]);
    await clearKv();
  });
  // The files after this one in its workerd list the site's pages and routes (docs/testing.md).
  afterAll(async () => {
    const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
    await db.batch([db.prepare("DELETE FROM routes WHERE site = 'hr' AND path = '/landing-proba/'"), db.prepare("DELETE FROM cms_pages WHERE id = 99001")]);
  });

  it("is the 404 screen for a shopper and for staff alike, without its content", async () => {
    for (const headers of [{}, await staffCookie()]) {
      const res = await get("http://localhost/landing-proba/", { headers });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(stateOf(html).screen.kind).toBe("not-found");
      expect(html).not.toContain("Tajni sadržaj");
    }
  });
});
