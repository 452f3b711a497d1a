import type { ScreenOf } from "../../../shared/screens";
import { Price } from "../../components/price";
import { useLabel, useUrls } from "../../state/hooks";
import { AddAllToCart } from "./add-all";
import { CardAddToCart } from "./card-add";
import { EmptyState } from "./empty-state-lazy";
import { RemoveForm, StatusLine, useSavedList } from "./saved-list";

/**
 * The visitor's wishlist (docs/behaviour/02-screens-and-routes.md catalog "wishlist"): saved
 * packages with price and stock, each with its add-to-cart (the card's, starting at the saved
 * quantity) and Remove; "add all to cart" puts every one in stock in the cart at its saved
 * quantity (./add-all.tsx). Out of stock: said, and no add-to-cart. Empty: ./empty-state.tsx.
 */
export function WishlistScreen({ screen }: { screen: ScreenOf<"catalog-wishlist"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { list, pending, status, remove } = useSavedList("wishlist", screen.wishlist);
  const name = t("wishlist_title");
  return (
    <section className="wishlist">
      <h1>{name}</h1>
      <StatusLine kind="wishlist" notice={screen.notice} status={status} />
      {list.items.length === 0 ? (
        <EmptyState icon="heart" message={t("wishlist_empty")} hint={t("wishlist_empty_hint")} offers={screen.offers} />
      ) : (
        <>
          <AddAllToCart
            lines={list.items.map((i) => ({ code: i.shopping_cart_code, qty: i.qty, title: `${i.product.title} (${i.variation_title})`, available: i.product.is_available }))}
            label={t("wishlist_add_all")}
            className="wishlist-add-all"
          />
          <ul className="saved-items">
            {list.items.map((item, index) => {
              const p = item.product;
              const href = urls.path(p.url_without_domain);
              return (
                <li key={item.id} className="saved-item" data-code={item.shopping_cart_code}>
                  <a href={href} className="saved-item-image" tabIndex={-1} aria-hidden="true">
                    <img src={p.main_image_thumbs.small} alt="" width={96} height={96} loading="lazy" />
                  </a>
                  <div className="saved-item-text">
                    <p className="product-card-brand">{p.manufacturer_title}</p>
                    <h2 className="saved-item-title">
                      <a href={href}>{p.title}</a>
                    </h2>
                    <p className="saved-item-package">
                      {item.variation_title} · {t("product_quantity")}: {item.qty}
                    </p>
                    <Price amount={p.price_custom} regular={p.basic_price_custom} loyalty={p.loyalty_price} />
                    <p className={p.is_available ? "stock in-stock" : "stock out-of-stock"}>{t(p.is_available ? "product_in_stock" : "product_out_of_stock")}</p>
                  </div>
                  <div className="saved-item-actions">
                    {p.is_available && <CardAddToCart product={p} qty={item.qty} source={() => ({ kind: "card", product: p, list: { id: "wishlist", name }, index })} />}
                    <RemoveForm kind="wishlist" fields={{ id: item.id }} busy={pending === item.shopping_cart_code} onRemove={() => void remove({ code: item.shopping_cart_code, id: item.id })}>
                      {t("wishlist_remove")}
                    </RemoveForm>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
