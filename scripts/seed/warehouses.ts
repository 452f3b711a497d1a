// Warehouses and where each package's stock is (migration 0023): the central warehouse in
// Sesvete, and each store a warehouse of its own. Every package's seeded stock is split between
// them, so the warehouses add up to exactly the stock the catalogue seed gives it.
import { rng } from "../../commerce/seed/catalog/i18n";
import type { SeedLocation, SeedProduct } from "../../commerce/seed/types";
import { insert, need } from "./sql";

/** The central warehouse: where web orders are packed, and the first they take stock from. */
export const CENTRAL = { code: "central", city: "Sesvete" } as const;

/**
 * How a package's `stock` is spread: a few units (under 8) stay central; otherwise the central
 * warehouse keeps about two thirds and two to five stores (drawn per package) share the rest,
 * a store holding at least one.
 */
export function splitStock(stock: number, stores: number, seed: number): { central: number; stores: Map<number, number> } {
  const out = new Map<number, number>();
  if (stock < 8 || stores === 0) return { central: stock, stores: out };
  const r = rng(seed);
  const central = Math.round(stock * (0.55 + r() * 0.2));
  let rest = stock - central;
  const count = Math.min(stores, rest, 2 + Math.floor(r() * 4));
  const picked: number[] = [];
  while (picked.length < count) {
    const s = Math.floor(r() * stores);
    if (!picked.includes(s)) picked.push(s);
  }
  picked.forEach((s, i) => {
    const share = i === count - 1 ? rest : Math.max(1, Math.min(rest - (count - 1 - i), Math.round(rest * (0.2 + r() * 0.5))));
    out.set(s, share);
    rest -= share;
  });
  return { central, stores: out };
}

export function warehouseStatements(products: SeedProduct[], locations: SeedLocation[], variationIds: Map<string, number>, locationIds: Map<string, number>): string[] {
  const out = [insert("warehouses", { id: 1, code: CENTRAL.code, kind: "central", location_id: null, city: CENTRAL.city, position: 0 })];
  locations.forEach((l, i) => out.push(insert("warehouses", { id: i + 2, code: l.code, kind: "store", location_id: need(locationIds, l.code, "location"), city: l.city, position: i + 1 })));
  for (const p of products) {
    for (const v of p.variations) {
      const vid = need(variationIds, v.code, "package");
      const split = splitStock(v.stock, locations.length, vid * 2_654_435 + 17);
      // The central row always exists (an order for a package nobody holds must find a row to refuse).
      out.push(insert("warehouse_stock", { variation_id: vid, warehouse_id: 1, qty: split.central }));
      for (const [store, qty] of [...split.stores].sort((a, b) => a[0] - b[0])) out.push(insert("warehouse_stock", { variation_id: vid, warehouse_id: store + 2, qty }));
    }
  }
  return out;
}
