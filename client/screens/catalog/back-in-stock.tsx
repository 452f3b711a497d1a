import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { sessionAtom } from "../../state/atoms";

/**
 * "Notify me when it is back" on a product out of stock (issue 10;
 * docs/decisions/0032-back-in-stock-requests.md): HTML the server rendered
 * (worker/render/back-in-stock.tsx), a plain form that works without JavaScript. After hydration
 * its script (./back-in-stock-live.ts, a chunk of its own that only such pages load) sends it
 * without a reload and fills in a logged-in shopper's address.
 */
export function BackInStockSlot({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const loggedIn = useAtomValue(sessionAtom).loggedIn === true;
  useEffect(() => {
    const form = ref.current?.querySelector("form");
    if (form) void import("./back-in-stock-live").then((m) => m.liveBackInStock(form, loggedIn));
  }, [html, loggedIn]);
  return <div ref={ref} className="back-in-stock-slot" dangerouslySetInnerHTML={{ __html: html }} />;
}

