import type { ProductListItem } from "../../../shared/contract/catalog";
import { PerUnit } from "../../components/per-unit";
import { Price } from "../../components/price";
import { cartBff } from "../../state/cart-paths";
import { useLabel, useUrls } from "../../state/hooks";

/**
 * "Goes well with your cart" beside a full cart (./cart.tsx): a row of small product cards, name,
 * picture, price and price per kg, each a link to its page, with an "Add to cart" plain form under
 * each (303 back to the cart). `onAdd`: the cart page adds the line and shows it.
 */
export function CrossSell({ products, basePath, back, onAdd }: { products: ProductListItem[]; basePath: string; back?: string; onAdd: (code: string) => void }) {
  const t = useLabel();
  const urls = useUrls();
  if (products.length === 0) return null;
  return (
    <section className="cart-cross-sell" aria-labelledby="cart-cross-sell-title">
      <h2 id="cart-cross-sell-title">{t("cart_cross_sell")}</h2>
      <ul className="mini-cards">
        {products.map((p) => (
          <li key={p.id} className="mini-card">
            <a href={urls.path(p.url_without_domain)}>
              <img src={p.main_image_thumbs.small} alt="" width={96} height={96} loading="lazy" />
              <span className="mini-card-title">{p.title}</span>
            </a>
            <Price amount={p.price_custom} regular={p.basic_price_custom} />
            <PerUnit amount={p.price_custom} net={p.net_quantity} />
            <form
              method="post"
              action={cartBff(basePath, "product")}
              onSubmit={(e) => {
                e.preventDefault();
                onAdd(p.shopping_cart_code);
              }}
            >
              <input type="hidden" name="code" value={p.shopping_cart_code} />
              <input type="hidden" name="qty" value="1" />
              {back && <input type="hidden" name="return" value={back} />}
              <button type="submit" className="button button-small button-secondary" aria-label={`${t("cart_add")}: ${p.title}`}>
                {t("cart_add")}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
