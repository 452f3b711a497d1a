import type { Order } from "../../../shared/contract/order";

/**
 * The customer's name and address, as an order and the review step show them: a module apart from
 * ./order-parts.tsx, whose lines and facts the review step does not show and so does not load
 * (docs/decisions/0018-javascript-budget.md).
 */
export function Party({ customer }: { customer: Order["customer"] }) {
  return (
    <address className="party">
      {customer.first_name} {customer.last_name}
      {customer.company && (
        <>
          <br />
          {customer.company}
        </>
      )}
      <br />
      {customer.street}
      <br />
      {customer.zip} {customer.city}, {customer.country_name ?? customer.country}
      <br />
      {customer.email} · {customer.phone}
    </address>
  );
}
