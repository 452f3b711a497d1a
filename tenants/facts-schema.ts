// Schemas of the currency and country registries (tenants/currencies.ts, tenants/countries.ts).
// Kept apart from the registries so the browser, which prints prices with the currency
// registry, never loads valibot (docs/decisions/0010-browser-checks-shapes-not-schemas.md).
import * as v from "valibot";

const Amount = v.pipe(v.number(), v.minValue(0));
const Fn = <T extends (...args: never[]) => unknown>() => v.custom<T>((f) => typeof f === "function", "must be a function");

const ShippingKind = v.picklist(["delivery", "parcel_locker", "pickup"]);
const WorkingDays = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30));

/** Working days from an order to the parcel at the door, the locker or the store, when a method names none. */
export const DELIVERY_DAYS: Record<v.InferOutput<typeof ShippingKind>, { min: number; max: number }> = {
  delivery: { min: 2, max: 3 },
  parcel_locker: { min: 2, max: 3 },
  pickup: { min: 1, max: 1 },
};

/**
 * A shipping method's price in the currency; `freeOver` items total (after a coupon) ships free;
 * `days` the working days it takes (DELIVERY_DAYS of its kind when unset).
 */
export const ShippingDefault = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  kind: ShippingKind,
  price: Amount,
  freeOver: v.nullable(Amount),
  days: v.optional(v.pipe(v.strictObject({ min: WorkingDays, max: WorkingDays }), v.check((d) => d.min <= d.max, "days.min must not exceed days.max"))),
});
export type ShippingDefault = v.InferOutput<typeof ShippingDefault>;

export const CurrencyFacts = v.strictObject({
  /** ISO 4217 code, also the key of the entry. */
  code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "must be an ISO 4217 code")),
  /**
   * How shops print it. ICU builds differ (workerd's may print a code where a browser prints a local symbol),
   * and server and browser must print the same text, so the symbol never comes from Intl.
   */
  symbol: v.pipe(v.string(), v.minLength(1)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  /** Other spellings a pasted price may carry (stripped by parsePrice). */
  aliases: v.array(v.pipe(v.string(), v.minLength(1))),
  /** Price list of the seed: the regular price is the base currency's (BASE_CURRENCY) times this rate, then shelf-rounded. */
  seedRate: v.pipe(v.number(), v.gtValue(0)),
  /** The shelf price nearest x in the currency's usual endings. */
  shelf: Fn<(x: number) => number>(),
  /** One step below a shelf price (when rounding a discount lands on the price itself). */
  below: Fn<(price: number) => number>(),
  /** Whether a price ends the way shelf prices of this currency do (the seed's check). */
  isShelfPrice: Fn<(price: number) => boolean>(),
  /** Shipping of a site in this currency whose country lists none of its own. */
  shipping: v.pipe(v.array(ShippingDefault), v.minLength(1)),
  /** The fixed-amount coupon of every site in this currency, and its minimum cart. */
  fixedCoupon: v.strictObject({ code: v.pipe(v.string(), v.regex(/^[A-Z0-9]+$/)), value: Amount, min: Amount }),
});
export type CurrencyFacts = v.InferOutput<typeof CurrencyFacts>;
export type CurrencyFactsInput = v.InferInput<typeof CurrencyFacts>;

/** Which reference a country's banks read on a transfer (see commerce/lib/payment-reference.ts). */
export const ReferenceScheme = v.picklist(["HR01", "RF", "SR97", "BA"]);
export type ReferenceScheme = v.InferOutput<typeof ReferenceScheme>;

const Iso2 = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 country code"));

export const CountryFacts = v.strictObject({
  seller: v.strictObject({
    payee: v.pipe(v.string(), v.minLength(1)),
    street: v.pipe(v.string(), v.minLength(1)),
    city: v.pipe(v.string(), v.minLength(1)),
    /** ISO country and BBAN; the IBAN's check digits are computed by the seed. */
    bank: v.strictObject({ country: Iso2, bban: v.pipe(v.string(), v.regex(/^[A-Z0-9]{8,30}$/)), bic: v.pipe(v.string(), v.regex(/^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/)) }),
  }),
  referenceScheme: ReferenceScheme,
  /** Where the seller ships to (pickup stores are the site's stores in this country). */
  shipTo: v.pipe(v.array(Iso2), v.minLength(1)),
  /** Shipping prices in the site currency; the currency's defaults (tenants/currencies.ts) when unset. */
  shipping: v.optional(v.pipe(v.array(ShippingDefault), v.minLength(1))),
});
export type CountryFacts = v.InferOutput<typeof CountryFacts>;
export type CountryFactsInput = v.InferInput<typeof CountryFacts>;

