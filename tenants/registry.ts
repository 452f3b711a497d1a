import * as v from "valibot";
import { chainOf } from "../i18n/languages";
import { COUNTRIES } from "./countries";
import { CURRENCIES } from "./currencies";
import { CountryFacts, CurrencyFacts } from "./facts-schema";
import { TenantSchema, type Tenant } from "./schema";

export class TenantConfigError extends Error {
  override name = "TenantConfigError";
}

/**
 * Validates every tenant module and the rules that span files (unique codes, prefixes and
 * hosts; exactly one default). Throws naming the file and the field, so a broken tenant file
 * stops the build and the Worker's start-up instead of serving a half-configured site.
 */
export function loadTenants(modules: Record<string, unknown>): readonly Tenant[] {
  checkFacts("tenants/currencies.ts", CURRENCIES, CurrencyFacts);
  checkFacts("tenants/countries.ts", COUNTRIES, CountryFacts);
  const tenants: Tenant[] = [];
  for (const [file, mod] of Object.entries(modules)) {
    const result = v.safeParse(TenantSchema, mod);
    if (!result.success) {
      const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`);
      throw new TenantConfigError(`tenants/${file}: ${problems.join("; ")}`);
    }
    const expected = file.replace(/\.ts$/, "");
    if (result.output.code !== expected) {
      throw new TenantConfigError(`tenants/${file}: code: must equal the file name "${expected}"`);
    }
    tenants.push(result.output);
  }
  assertUnique(tenants, (t) => [t.code], "code");
  assertUnique(tenants, (t) => [t.routing.prefix], "routing.prefix");
  assertUnique(tenants, (t) => t.routing.hosts, "routing.hosts");
  // The commerce API tells sites apart by the base host and language headers (docs/behaviour/07-api.md), so two
  // sites with the same pair would be served each other's routes, prices and texts.
  assertUnique(tenants, (t) => [`${new URL(t.baseUrls.production).hostname} ${t.lang}`], "baseUrls.production + lang");
  for (const t of tenants) {
    if (t.fallback?.includes(t.lang)) throw new TenantConfigError(`tenants/${t.code}.ts: fallback: must not name the site's own language "${t.lang}"`);
    contentChain(t.lang, tenants); // sites of one language agree on its chain
  }
  const defaults = tenants.filter((t) => t.routing.isDefault);
  if (defaults.length !== 1) {
    throw new TenantConfigError(
      `tenants: routing.isDefault: exactly one tenant must be the default, found ${defaults.length} (${defaults.map((t) => t.code).join(", ") || "none"})`,
    );
  }
  return Object.freeze(tenants.sort((a, b) => a.code.localeCompare(b.code)));
}

/**
 * Where a label or text of language `lang` is looked for, in order: the language, then the
 * fallback its sites' files set, else the chain i18n/languages.ts gives it. Texts are stored per
 * language, so the sites of one language must agree: a disagreement names both files.
 */
export function contentChain(lang: string, tenants: readonly { code: string; lang: string; fallback?: readonly string[] }[]): string[] {
  const setting = tenants.filter((t) => t.lang === lang && t.fallback);
  const first = setting[0];
  if (!first?.fallback) return chainOf(lang);
  const other = setting.find((t) => t.fallback!.join() !== first.fallback!.join());
  if (other) {
    throw new TenantConfigError(
      `tenants/${other.code}.ts: fallback: [${other.fallback!.join(", ")}] differs from tenants/${first.code}.ts ([${first.fallback.join(", ")}]); sites in one language (${lang}) share its fallback chain`,
    );
  }
  return [lang, ...first.fallback];
}

/** Every entry of a registry is complete: a missing fact stops the build naming the file, the entry and the field. */
function checkFacts(file: string, entries: Record<string, unknown>, schema: v.GenericSchema): void {
  for (const [key, entry] of Object.entries(entries)) {
    const result = v.safeParse(schema, entry);
    if (!result.success) {
      const problems = result.issues.map((i) => `${key}.${v.getDotPath(i) ?? "(root)"}: ${i.message}`);
      throw new TenantConfigError(`${file}: ${problems.join("; ")}`);
    }
    const code = (entry as { code?: unknown }).code;
    if (code !== undefined && code !== key) throw new TenantConfigError(`${file}: ${key}.code: must equal the key "${key}"`);
  }
}

function assertUnique(tenants: Tenant[], values: (t: Tenant) => string[], field: string) {
  const seen = new Map<string, string>();
  for (const t of tenants) {
    for (const value of values(t)) {
      const other = seen.get(value);
      if (other) throw new TenantConfigError(`tenants/${t.code}.ts: ${field}: "${value}" is already used by tenants/${other}.ts`);
      seen.set(value, t.code);
    }
  }
}
