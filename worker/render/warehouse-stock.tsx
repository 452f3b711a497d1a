import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Labels } from "../../shared/contract/app";
import { STOCK_FORM, STOCK_QTY_MAX, STOCK_ROW_PACKAGES } from "../../shared/contract/back-in-stock";
import type { PackageStock } from "../../shared/contract/catalog";
import { label } from "../../shared/labels";
import type { FormState } from "../../shared/screens/auth";

/**
 * Stock per package per warehouse on a product page (docs/behaviour/06-roles.md "warehouse
 * view"), rendered by the server only and inserted by the screen as it is (like
 * worker/render/back-in-stock.tsx), so no shopper's script carries any of it. The API answers the
 * figures only to a staff session holding `warehouse_view`, so an anonymous page never has this
 * table (such staff's pages are never shared by a cache). For staff holding `warehouse_edit` as
 * well, each warehouse's row is a plain form (docs/decisions/0036-warehouse-stock-form.md): a
 * field per package, posted to the BFF with the figures the page showed, 303 back here with the
 * notice, or with the errors beside the fields and what was typed (the flash names the row's
 * warehouse). Its script (client/screens/catalog/warehouse-stock-live.ts) sends a row without a
 * reload.
 */

export interface WarehouseStockProps {
  warehouses: PackageStock[];
  packages: { code: string; title: string }[];
  /** Staff who may set stock: the BFF's endpoint, the product page's path and the flash. */
  edit: { action: string; back: string; form: FormState } | null;
}

/** What the form's script may show, in the page's language. */
const ANSWERS = [
  "warehouse_stock_saved",
  "warehouse_stock_unchanged",
  "validation_required",
  "validation_invalid",
  "validation_stock_whole",
  "validation_stock_negative",
  "validation_stock_max",
  "validation_form_errors",
  "error_forbidden",
  "error_session_expired",
  "error_empty_data",
  "error_too_many_retry",
  "error_network",
  "error_generic_text",
] as const;

const ID = STOCK_FORM;
const rowId = (code: string) => `${ID}-row-${code}`;
const fieldId = (code: string, i: number) => `${ID}-${code}-qty_${i}`;

export function warehouseStockHtml(p: WarehouseStockProps, labels: Labels, locale: string): string {
  const t = (key: string) => label(labels, key, undefined, locale);
  const packages = p.packages.slice(0, STOCK_ROW_PACKAGES);
  const qtyOf = (w: PackageStock, code: string) => w.packages.find((x) => x.shopping_cart_code === code)?.qty ?? 0;
  const flash = p.edit?.form;
  const failedRow = flash && Object.keys(flash.errors).length > 0 ? flash.values.warehouse : undefined;
  // Errors that belong to no field of the row (a tampered form): said above the table.
  const rowErrors = flash && failedRow ? Object.entries(flash.errors).filter(([k]) => !/^qty_\d+$/.test(k)) : [];
  const done = flash?.notice === "warehouse_stock_saved" || flash?.notice === "warehouse_stock_unchanged" ? flash.notice : null;
  const refused = flash && !done ? (flash.notice ?? (failedRow ? "validation_form_errors" : null)) : null;
  return renderToStaticMarkup(
    <section id={ID} className={p.edit ? "warehouse-stock warehouse-stock-edit" : "warehouse-stock"} aria-labelledby={`${ID}-title`} data-labels={p.edit ? JSON.stringify(Object.fromEntries(ANSWERS.map((k) => [k, t(k)]))) : undefined}>
      <h2 id={`${ID}-title`}>{t("warehouse_stock_title")}</h2>
      {p.edit && (
        <>
          <p className="field-hint">{t("warehouse_stock_edit_hint")}</p>
          <div className="warehouse-stock-status" role="status">
            {done && <p className="form-notice form-notice-ok">{t(done)}</p>}
          </div>
          {refused && (
            <p className="form-notice form-notice-error" role="alert">
              {t(refused)}
              {rowErrors.map(([k, key]) => (
                <span key={k}> {t(key)}</span>
              ))}
            </p>
          )}
        </>
      )}
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("warehouse_name")}</th>
              {packages.map((x, i) => (
                <th key={x.code} id={`${ID}-package-${i}`} scope="col" className="num">
                  {x.title}
                </th>
              ))}
              {packages.length > 1 && (
                <th scope="col" className="num">
                  {t("warehouse_total")}
                </th>
              )}
              {p.edit && (
                <th scope="col">
                  <span className="visually-hidden">{t("warehouse_stock_save")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {p.warehouses.map((w) => {
              const name = w.kind === "central" ? `${t("warehouse_central")} · ${w.city}` : (w.title ?? w.city);
              const failed = failedRow === w.code ? flash : undefined;
              return (
                <tr key={w.code} data-warehouse={w.code}>
                  <th scope="row" id={`${ID}-name-${w.code}`}>
                    {name}
                  </th>
                  {packages.map((x, i) => {
                    const shown = qtyOf(w, x.code);
                    if (!p.edit) {
                      return (
                        <td key={x.code} className="num">
                          {shown}
                        </td>
                      );
                    }
                    const error = failed?.errors[`qty_${i}`];
                    const id = fieldId(w.code, i);
                    return (
                      <td key={x.code} className="num">
                        <input
                          id={id}
                          form={rowId(w.code)}
                          name={`qty_${i}`}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          size={7}
                          maxLength={String(STOCK_QTY_MAX).length + 2}
                          defaultValue={failed?.values[`qty_${i}`] ?? String(shown)}
                          data-code={x.code}
                          aria-labelledby={`${ID}-name-${w.code} ${ID}-package-${i}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                        />
                        {error && (
                          <p id={`${id}-error`} className="field-error">
                            {t(error)}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  {packages.length > 1 && (
                    <td className="num" data-total="">
                      {w.qty}
                    </td>
                  )}
                  {p.edit && (
                    <td>
                      <form id={rowId(w.code)} className="warehouse-stock-row" method="post" action={p.edit.action} noValidate>
                        <input type="hidden" name="_back" value={p.edit.back} />
                        <input type="hidden" name="warehouse" value={w.code} />
                        {packages.map((x, i) => (
                          <Fragment key={x.code}>
                            <input type="hidden" name={`code_${i}`} value={x.code} />
                            <input type="hidden" name={`was_${i}`} value={qtyOf(w, x.code)} />
                          </Fragment>
                        ))}
                        <button type="submit" className="button button-small" aria-describedby={`${ID}-name-${w.code}`}>
                          {t("warehouse_stock_save")}
                        </button>
                      </form>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>,
  );
}
