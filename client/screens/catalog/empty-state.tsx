import type { ReactNode } from "react";
import type { ShopOffers } from "../../../shared/screens/cms";
import { CategoryTiles } from "../../components/category-tiles";
import { Icon } from "../../components/icon";
import type { IconName } from "../../components/icon-names";
import { useLabel, useUrls } from "../../state/hooks";
import { ProductGrid } from "./product-card";

/**
 * An empty cart, wishlist or comparison, or a search that found nothing (issue 10, "Empty
 * states"): it says so kindly (`message`, then `hint`: what to do), offers a clear way on (`way`,
 * else every product), and what the shop offers (worker/pages/controllers/shop-offers.ts): top
 * categories as picture tiles and a row of bestsellers, each card with its add-to-cart. Rendered
 * by the server with its page, so it shows without JavaScript (the cards' forms post plainly).
 * `onAdded`: the page shows what a card added itself (the cart page). `messageClass`: the
 * message's class, where the page's own is older than this (the cart's `cart-empty`).
 */
export function EmptyState({ icon, message, hint, offers, way, onAdded, messageClass = "empty" }: { icon: IconName; message: ReactNode; hint: string; offers: ShopOffers; way?: { href: string; text: string }; onAdded?: () => Promise<void>; messageClass?: string }) {
  const t = useLabel();
  const urls = useUrls();
  const on = way ?? { href: urls.named("catalog"), text: t("empty_browse_products") };
  const best = offers.bestsellers;
  return (
    <div className="empty-state">
      <div className="empty-state-head">
        <Icon name={icon} className="empty-state-icon" />
        <p className={messageClass}>{message}</p>
        <p className="empty-hint">{hint}</p>
        <a className="button" href={on.href}>
          {on.text}
        </a>
      </div>
      {offers.categories.length > 0 && (
        <section className="empty-offer empty-categories" aria-labelledby="empty-categories-title">
          <h2 id="empty-categories-title">{t("home_categories_title")}</h2>
          <CategoryTiles categories={offers.categories} />
        </section>
      )}
      {best && (
        <section className="empty-offer empty-bestsellers" aria-labelledby="empty-bestsellers-title">
          <div className="home-section-head">
            <h2 id="empty-bestsellers-title">{t("cart_bestsellers")}</h2>
            <a href={urls.path(best.list.url_without_domain)} aria-describedby="empty-bestsellers-title">
              {t("view_all")}
            </a>
          </div>
          <ProductGrid products={best.products} list={{ id: "empty-bestsellers", name: best.list.title }} onAdded={onAdded} />
        </section>
      )}
    </div>
  );
}
