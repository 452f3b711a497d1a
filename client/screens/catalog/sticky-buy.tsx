import { useEffect, useRef } from "react";
import { Price } from "../../components/price";
import { useLabel } from "../../state/hooks";

/**
 * The product page's sticky add-to-cart bar on a phone (docs/decisions/0028-sticky-add-to-cart-bar.md):
 * once the page's own "add to cart" has scrolled up out of view, a bar at the foot of the window
 * repeats the product's name, its price and the button. It sits inside the add-to-cart form, after
 * the form's own button, and is a second submit button of it: it adds the package and the quantity
 * chosen above (the quantity is named beside the price when it is more than one). The server renders
 * it `hidden`, so a page without script is unchanged; CSS shows it only below 900 px and never over
 * the cookie banner or a drawer.
 */
export function StickyBuy({ title, price, qty }: { title: string; price: number; qty: number }) {
  const t = useLabel();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = bar.current!;
    // Shown by the observer alone (React renders it `hidden` and never writes the attribute again).
    // The window stretched far down: the button "intersects" while in view or anywhere below it, so
    // the bar shows only once it is above the window, however far one jump (the rating's link to
    // the reviews, a fling) goes; its top edge is the sticky header's foot, under which the button is
    // out of sight as well (measured once: the header's height changes only with the width).
    const seen = new IntersectionObserver(([e]) => void (el.hidden = e!.isIntersecting), { rootMargin: `-${document.querySelector(".site-header")?.clientHeight ?? 0}px 0px 99999px` });
    // The form's own button, just before the bar (./add-to-cart.tsx).
    seen.observe(el.previousElementSibling!);
    return () => seen.disconnect();
  }, []);
  return (
    <div ref={bar} className="sticky-buy" hidden>
      <span className="sticky-buy-title">{title}</span>
      <span className="sticky-buy-price">
        {qty > 1 && `${qty} × `}
        <Price amount={price} />
      </span>
      <button type="submit" className="button" aria-label={`${t("cart_add")}: ${title}`}>
        {t("cart_add")}
      </button>
    </div>
  );
}
