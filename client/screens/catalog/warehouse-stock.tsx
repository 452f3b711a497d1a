import type { PackageStock } from "../../../shared/contract/catalog";
import { useLabel } from "../../state/hooks";

/**
 * Stock per package per warehouse (docs/behaviour/06-roles.md "warehouse view"): the API answers it
 * only to a staff session holding `warehouse_view`, so an anonymous page never has it and this
 * table renders for such staff alone (their pages are never shared by a cache).
 */
export function WarehouseStockTable({ warehouses, packages }: { warehouses: PackageStock[]; packages: { code: string; title: string }[] }) {
  const t = useLabel();
  const qtyOf = (w: PackageStock, code: string) => w.packages.find((p) => p.shopping_cart_code === code)?.qty ?? 0;
  return (
    <section className="warehouse-stock" aria-labelledby="warehouse-stock-title">
      <h2 id="warehouse-stock-title">{t("warehouse_stock_title")}</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("warehouse_name")}</th>
              {packages.map((p) => (
                <th key={p.code} scope="col" className="num">
                  {p.title}
                </th>
              ))}
              {packages.length > 1 && <th scope="col" className="num">{t("warehouse_total")}</th>}
            </tr>
          </thead>
          <tbody>
            {warehouses.map((w) => (
              <tr key={w.code} data-warehouse={w.code}>
                <th scope="row">{w.kind === "central" ? `${t("warehouse_central")} · ${w.city}` : (w.title ?? w.city)}</th>
                {packages.map((p) => (
                  <td key={p.code} className="num">
                    {qtyOf(w, p.code)}
                  </td>
                ))}
                {packages.length > 1 && <td className="num">{w.qty}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
