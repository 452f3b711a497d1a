import { useEffect, useRef } from "react";

/**
 * Stock per package per warehouse (docs/behaviour/06-roles.md "warehouse view"): HTML the server
 * rendered for staff with the warehouse view alone (worker/render/warehouse-stock.tsx), so no
 * shopper's page has it. For staff who may set stock each row is a plain form that works without
 * JavaScript; after hydration its script (./warehouse-stock-live.ts, a chunk of its own that only
 * such staff load) saves a row without a reload (docs/decisions/0036-warehouse-stock-form.md).
 */
export function WarehouseStockSlot({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const section = ref.current?.querySelector<HTMLElement>("section.warehouse-stock-edit");
    if (section) void import("./warehouse-stock-live").then((m) => m.liveWarehouseStock(section));
  }, [html]);
  return <div ref={ref} className="warehouse-stock-slot" dangerouslySetInnerHTML={{ __html: html }} />;
}
