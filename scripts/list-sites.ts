// Prints every site of the tenant registry with its local address (used by scripts/start.sh), so
// the start-up banner never lists sites by hand.
import { fileURLToPath } from "node:url";
import { TENANTS, type Tenant } from "../tenants";

export function siteLines(tenants: readonly Tenant[], origin: string): string[] {
  return tenants
    .slice()
    .sort((a, b) => Number(b.routing.isDefault) - Number(a.routing.isDefault) || a.code.localeCompare(b.code))
    .map((t) => {
      const path = t.routing.isDefault ? "/" : `/${t.routing.prefix}/`;
      return `  ${`${origin}${path}`.padEnd(32)} ${t.code.padEnd(4)} ${t.name} (${t.lang}, ${t.currency.code}, sells from ${t.country})`;
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const origin = `http://localhost:${process.argv[2] ?? "8787"}`;
  console.log(`Zrno: ${TENANTS.length} sites (staff login and more in README.md)`);
  for (const line of siteLines(TENANTS, origin)) console.log(line);
}
