import { Hono } from "hono";
import { CUSTOMER_COUNTRIES, CUSTOMER_FORM, ProfileUpdate, type CustomerField, type Profile } from "../../../shared/contract/account";
import type { CommerceEnv } from "../../env";
import { jsonForm } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import type { SiteRow } from "../../lib/site";
import { requireLiveToken, requireToken } from "../../lib/token";
import { accountId, requireAccount } from "./guard";

/** The shopper's profile (logged in only) and the fields of the customer form. */
export const profile = new Hono<CommerceEnv>();

profile.use("/auth/profile/", requireLiveToken(), requireAccount());
// The form is the same for every visitor (guests check out with it): a signed token is enough.
profile.use("/auth/customer-fields/", requireToken());

const PROFILE_COLUMNS = "id, email, first_name, last_name, phone, street, zip, city, country, company, newsletter";
type ProfileRow = Omit<Profile, "newsletter"> & { newsletter: number };

async function loadProfile(db: D1Database, userId: number): Promise<Profile | null> {
  const row = await db.prepare(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = ?1`).bind(userId).first<ProfileRow>();
  return row ? { ...row, newsletter: row.newsletter === 1 } : null;
}

profile.get("/auth/profile/", async (c) => {
  const found = await loadProfile(c.env.DB, accountId(c));
  return found ? ok(c, found) : fail(c, 401, "error_unauthorized");
});

/** Only the fields of `ProfileUpdate` are written (the e-mail and staff flag are not among them). */
profile.post("/auth/profile/", jsonForm(ProfileUpdate), async (c) => {
  const p = c.req.valid("json");
  const userId = accountId(c);
  await c.env.DB.prepare("UPDATE users SET first_name = ?1, last_name = ?2, phone = ?3, street = ?4, zip = ?5, city = ?6, country = ?7, company = ?8, newsletter = ?9 WHERE id = ?10")
    .bind(p.first_name, p.last_name, p.phone, p.street, p.zip, p.city, p.country, p.company, p.newsletter ? 1 : 0, userId)
    .run();
  const saved = await loadProfile(c.env.DB, userId);
  return saved ? ok(c, saved) : fail(c, 401, "error_unauthorized");
});

/** Country options named in the site's language, the site's own country first, then by name. */
function countryOptions(site: SiteRow | null): { value: string; title: string }[] {
  const locale = site?.locale ?? "en";
  const names = new Intl.DisplayNames([locale, "en"], { type: "region" });
  const own = site ? new Intl.Locale(site.locale).maximize().region : undefined;
  const options = CUSTOMER_COUNTRIES.map((code) => ({ value: code, title: names.of(code) ?? code }));
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => (a.value === own ? -1 : b.value === own ? 1 : collator.compare(a.title, b.title)));
}

profile.get("/auth/customer-fields/", (c) => {
  const options = countryOptions(c.get("site") ?? null);
  const fields: CustomerField[] = CUSTOMER_FORM.map((f) => (f.name === "country" ? { ...f, options } : { ...f }));
  return ok(c, { fields });
});
