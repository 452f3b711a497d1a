import { useLabel } from "../state/hooks";
import { Icon } from "./icon";

/**
 * The − / + quantity inside an add-to-cart form (a product card, the product page): a number field
 * named `qty` between two buttons. The field alone carries the form's value, so before hydration
 * (or without JavaScript) the shopper types the number and the form posts it; the buttons step it
 * once script runs. − rests at 1 and + at `max` (the stock or the per-order limit): they say so
 * with aria-disabled rather than `disabled`, so a keyboard user's focus stays on the button that
 * just reached the end. A typed number counts at once, held within 1 and `max` (an emptied field
 * reads 1). `id` ties the field to a visible label of the page's.
 */
export function QtyStepper({ qty, max, onChange, group, label, id }: { qty: number; max: number; onChange: (qty: number) => void; group: string; label: string; id?: string }) {
  const t = useLabel();
  const set = (n: number) => onChange(Math.max(1, Math.min(max, n)));
  return (
    <div className="stepper" role="group" aria-label={group}>
      <button type="button" onClick={() => set(qty - 1)} aria-disabled={qty < 2} aria-label={t("cart_decrease")}>
        <Icon name="minus" />
      </button>
      <input id={id} name="qty" type="number" inputMode="numeric" min={1} max={max} value={qty} onChange={(e) => set(Math.floor(+e.target.value) || 1)} aria-label={label} />
      <button type="button" onClick={() => set(qty + 1)} aria-disabled={qty >= max} aria-label={t("cart_increase")}>
        <Icon name="plus" />
      </button>
    </div>
  );
}
