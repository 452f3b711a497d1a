// Builds the seed SQL of the commerce API's local database from the tenant files and the data
// under commerce/seed/. Reference tables are replaced; visitor data (tokens, later carts and
// orders) is left alone, so re-seeding on every start never loses what a developer made.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TENANTS } from "../tenants";
import { labels } from "../commerce/seed/labels";
import { PAGES } from "../commerce/seed/pages";
import { redirectRules } from "../commerce/seed/redirects";
import { CURRENCIES, SITE_CONTACTS } from "../commerce/seed/sites";

type Value = string | number | null;

function sql(v: Value): string {
  if (v === null) return "NULL";
  if (typeof v === "number") return String(v);
  return `'${v.replace(/'/g, "''")}'`;
}

function insert(table: string, row: Record<string, Value>): string {
  const cols = Object.keys(row);
  return `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sql(row[c] ?? null)).join(", ")});`;
}

/** The staff user of local development (sees hidden pages, posts and products); documented in README. */
export const STAFF = { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" };

/** Same format as commerce/lib/password.ts, computed with Node's crypto at seed time. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password.normalize("NFC"), salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export function seedStatements(): string[] {
  const out: string[] = [
    "DELETE FROM redirects;",
    "DELETE FROM routes;",
    "DELETE FROM cms_pages;",
    "DELETE FROM labels;",
    "DELETE FROM currencies;",
    "DELETE FROM sites;",
  ];
  for (const c of CURRENCIES) out.push(insert("currencies", c));
  for (const [key, byLang] of Object.entries(labels)) {
    for (const [lang, value] of Object.entries(byLang)) out.push(insert("labels", { lang, key, value }));
  }
  TENANTS.forEach((t, siteIndex) => {
    const base = new URL(t.baseUrls.production);
    const contact = SITE_CONTACTS[t.code] ?? { email: `info@${base.hostname.replace(/^www\./, "")}`, phone: "", address: "" };
    out.push(
      insert("sites", {
        code: t.code,
        lang: t.lang,
        host: base.hostname,
        base_url: t.baseUrls.production,
        locale: t.locale,
        currency: t.currency.code,
        title: t.name,
        ...contact,
      }),
    );
    let pageId = (siteIndex + 1) * 1000;
    for (const template of ["homepage", "about", "contact"] as const) {
      const page = PAGES[template][t.lang];
      const path = page.slug ? `/${page.slug}/` : "/";
      out.push(
        insert("cms_pages", {
          id: ++pageId,
          site: t.code,
          slug: page.slug,
          template,
          visible: 1,
          title: page.title,
          seo_title: null,
          seo_description: page.seo_description,
          content: page.content,
        }),
      );
      out.push(insert("routes", { site: t.code, path, controller: "cms", action: "index", template, content_type: "page", entity_key: `cms:${template}` }));
    }
    const slugs = { about: PAGES.about[t.lang].slug, contact: PAGES.contact[t.lang].slug };
    for (const rule of redirectRules(t.routeWords, slugs)) out.push(insert("redirects", { site: t.code, ...rule }));
  });
  out.push("INSERT OR IGNORE INTO settings (key, value) VALUES ('maintenance', '0');");
  out.push(insert("users", { email: STAFF.email, password_hash: hashPassword(STAFF.password), first_name: "Ana", last_name: "Urednik", is_staff: 1, confirmed_at: "2026-01-01 00:00:00" }).replace("INSERT INTO", "INSERT OR IGNORE INTO"));
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = join(dirname(fileURLToPath(import.meta.url)), "..", "commerce", "seed", "seed.generated.sql");
  mkdirSync(dirname(file), { recursive: true });
  const statements = seedStatements();
  writeFileSync(file, statements.join("\n") + "\n");
  console.log(`seed: ${statements.length} statements → ${file}`);
}
