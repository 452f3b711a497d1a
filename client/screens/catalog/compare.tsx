import type { ScreenOf } from "../../../shared/screens";
import { Price } from "../../components/price";
import { useLabel, useUrls } from "../../state/hooks";
import { CardAddToCart } from "./card-add";
import { EmptyState } from "./empty-state-lazy";
import { LIMITS } from "./personal-lists";
import { RemoveForm, StatusLine, useSavedList } from "./saved-list";

/**
 * The comparison (catalogue root with `special_view=compare`): one column per product, rows
 * for price, add to cart (the card's, with its quantity; out of stock: said, and no form), brand,
 * package and every attribute of the catalogue marked ✓ or –. Empty: ./empty-state.tsx.
 */
export function CompareScreen({ screen }: { screen: ScreenOf<"catalog-compare"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { list, pending, status, remove } = useSavedList("compare", screen.compare);
  const items = list.items;
  const name = t("compare_title");
  return (
    <section className="compare">
      <h1>{name}</h1>
      <StatusLine kind="compare" notice={screen.notice} status={status} />
      {items.length === 0 ? (
        <EmptyState icon="filters" message={t("compare_empty")} hint={t("compare_empty_hint", { count: LIMITS.compare })} offers={screen.offers} />
      ) : (
        <div className="compare-scroll">
          <table className="compare-table">
            <thead>
              <tr>
                <td />
                {items.map((i) => (
                  <th key={i.shopping_cart_code} scope="col" data-code={i.shopping_cart_code}>
                    <a href={urls.path(i.product.url_without_domain)} className="compare-product">
                      <img src={i.product.main_image_thumbs.small} alt="" width={96} height={96} loading="lazy" />
                      <span>{i.product.title}</span>
                    </a>
                    <RemoveForm kind="compare" fields={{ shopping_cart_code: i.shopping_cart_code }} busy={pending === i.shopping_cart_code} onRemove={() => void remove({ code: i.shopping_cart_code })}>
                      {t("compare_remove")}
                    </RemoveForm>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t("product_price")}</th>
                {items.map((i) => (
                  <td key={i.shopping_cart_code}>
                    <Price amount={i.product.price_custom} regular={i.product.basic_price_custom} loyalty={i.product.loyalty_price} />
                  </td>
                ))}
              </tr>
              <tr className="compare-buy">
                <th scope="row">{t("cart_add")}</th>
                {items.map((i, index) => (
                  <td key={i.shopping_cart_code}>
                    {i.product.is_available ? (
                      <CardAddToCart product={i.product} source={() => ({ kind: "card", product: i.product, list: { id: "compare", name }, index })} />
                    ) : (
                      <p className="stock out-of-stock">{t("product_out_of_stock")}</p>
                    )}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t("product_manufacturer")}</th>
                {items.map((i) => (
                  <td key={i.shopping_cart_code}>{i.product.manufacturer_title}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t("product_net_weight")}</th>
                {items.map((i) => (
                  <td key={i.shopping_cart_code}>{i.variation_title}</td>
                ))}
              </tr>
              {list.attributes.map((a) => (
                <tr key={a.code} className={`compare-attr attr-${a.code}`}>
                  <th scope="row">{a.title}</th>
                  {items.map((i) => {
                    const has = i.product.attributes.some((x) => x.code === a.code);
                    return (
                      <td key={i.shopping_cart_code} className={has ? "has" : "has-not"}>
                        <span aria-hidden="true">{has ? "✓" : "–"}</span>
                        <span className="visually-hidden">{t(has ? "compare_yes" : "compare_no")}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
