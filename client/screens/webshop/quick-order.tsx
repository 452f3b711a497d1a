import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { QuickOrderLine } from "../../../shared/contract/cart";
import type { ScreenOf } from "../../../shared/screens";
import { pageAtom, tenantAtom } from "../../state/atoms";
import { useCartCount } from "../../state/cart-count";
import { moneyIn, useLabel, useUrls } from "../../state/hooks";
import { cartBff } from "../../state/cart-paths";
import { failureOf, loadCartApi } from "./cart-api-load";
import { track } from "../../runtime/track";

/**
 * Quick order (docs/behaviour/02-screens-and-routes.md catalog `special_view=order_form`, when the tenant enables it): search
 * products by `search_q`, pick a package and a quantity for each, and add all lines at once.
 * One plain form posting `code.N` / `qty.N` pairs (works without JavaScript: 303 to the cart,
 * or back here listing the refused lines); with JavaScript sent with fetch, errors per line.
 */
export function QuickOrderScreen({ screen }: { screen: ScreenOf<"webshop-quick-order"> }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ added: number; lines: QuickOrderLine[] } | null>(null);
  const cartCount = useCartCount();
  const [error, setError] = useState<string | null>(null);
  if (!tenant) return null;
  const fmt = moneyIn(tenant);
  const selfPath = page?.route ? `${urls.path(page.route.path)}?special_view=order_form` : urls.named("catalog_quickorder");
  // Per-line errors: from this session's fetch, else from the no-JavaScript redirect.
  const errors = new Map<string, string>();
  for (const e of result ? result.lines.filter((l) => !l.ok) : screen.errors) {
    errors.set(e.code, t(e.label_name ?? "error_generic_text", { qty: e.allowed_qty ?? 0 }));
  }
  const added = result ? result.added : screen.added;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const lines: { code: string; qty: number }[] = [];
    screen.products.forEach((_, i) => {
      const qty = Number(data.get(`qty.${i}`) || 0);
      const code = String(data.get(`code.${i}`) ?? "");
      if (code && qty > 0) lines.push({ code, qty });
    });
    setError(null);
    if (lines.length === 0) return setError(t("quick_order_no_lines"));
    setBusy(true);
    try {
      const done = await (await loadCartApi()).quickOrder(tenant!.basePath, lines);
      setResult(done);
      // Each package that went in (with analytics consent, docs/decisions/0023).
      for (const l of done.lines) {
        const row = l.ok ? screen.products.find((p) => p.variations.some((v) => v.code === l.code)) : undefined;
        const variation = row?.variations.find((v) => v.code === l.code);
        if (row && variation) void track({ name: "add_to_cart", source: { kind: "detail", product: row.product, variation }, quantity: l.qty });
      }
      if (done.added > 0) void cartCount.refresh();
    } catch (err) {
      const f = await failureOf(err);
      setError(t(f.key, { qty: f.qty ?? 0 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="quick-order">
      <h1>{t("quick_order_title")}</h1>
      <p>{t("quick_order_text")}</p>
      <form method="get" action={urls.named("catalog")} role="search" className="quick-order-search">
        <input type="hidden" name="special_view" value="order_form" />
        <label>
          {t("quick_order_search")} <input type="search" name="search_q" defaultValue={screen.query} maxLength={100} />
        </label>{" "}
        <button type="submit" className="button button-secondary">
          {t("search_submit")}
        </button>
      </form>
      <p className={error || errors.size > 0 ? "quick-order-status save-error" : "quick-order-status"} role="status">
        {error ?? (errors.get("-") || null)}
        {added !== null && added > 0 && (
          <>
            {t("quick_order_added", { count: added })} <a href={urls.path(`/${tenant.routeWords.webshop}/`)}>{t("cart_view")}</a>{" "}
            <a className="button" href={screen.checkout}>{t("quick_order_checkout")}</a>
          </>
        )}
      </p>
      {screen.query && screen.products.length === 0 && <p className="empty">{t("search_no_results")}</p>}
      {screen.products.length > 0 && (
        <form method="post" action={cartBff(tenant.basePath, "quick-order")} onSubmit={(e) => void onSubmit(e)} className="quick-order-form">
          <input type="hidden" name="return" value={`${selfPath}${screen.query ? `&search_q=${encodeURIComponent(screen.query)}` : ""}`} />
          <table className="quick-order-table">
            <tbody>
              {screen.products.map(({ product, variations }, i) => {
                const lineError = variations.map((v) => errors.get(v.code)).find(Boolean) ?? errors.get(product.code);
                return (
                  <tr key={product.code} data-code={product.code}>
                    <th scope="row">
                      <a href={urls.path(product.url_without_domain)}>{product.title}</a>
                      {lineError && <span className="quick-order-line-error save-error">{lineError}</span>}
                    </th>
                    <td>
                      <select name={`code.${i}`} aria-label={t("product_variations")} defaultValue={variations[0]?.code}>
                        {variations.map((v) => (
                          <option key={v.code} value={v.code} disabled={v.available_qty <= 0}>
                            {v.title} · {fmt(v.price_custom)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input type="number" name={`qty.${i}`} min={0} max={999} defaultValue={0} aria-label={`${t("cart_quantity")}: ${product.title}`} inputMode="numeric" />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t("quick_order_submit")}
          </button>
        </form>
      )}
    </section>
  );
}
