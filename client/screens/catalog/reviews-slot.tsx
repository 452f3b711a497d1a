import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { sessionAtom } from "../../state/atoms";
import { PRODUCT_SLOTS } from "../../../shared/screens/product-slots";

/**
 * The product page's reviews (issue 14; docs/decisions/0021-reviews-shoppers-write.md): the
 * section is HTML the server rendered (worker/render/reviews.tsx), every form in it a plain form
 * that works without JavaScript. After hydration its script (./review-live.ts, a chunk of its own,
 * outside the page's JavaScript budget) makes it live and fills in the shopper's own part.
 */
export function ReviewsSlot({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const loggedIn = useAtomValue(sessionAtom).loggedIn;
  useEffect(() => {
    const section = ref.current?.querySelector("section");
    if (section) void import("./review-live").then((m) => m.liveReviews(section, loggedIn !== false));
  }, [html, loggedIn]);
  return <div ref={ref} className={PRODUCT_SLOTS.reviewsHtml} dangerouslySetInnerHTML={{ __html: html }} />;
}
