// Facts of each country a site sells from: the seller of record and its bank,
// the reference model its banks read on a payment slip, where it ships and what shipping costs.
// A tenant names its country (tenants/*.ts `country`); everything here is found from it, and a
// country a tenant names but this file lacks fails the build naming the tenant file and the field
// (docs/decisions/0011-currencies-countries-languages.md).
import type { CountryFactsInput, ShippingDefault } from "./facts-schema";

export { type ReferenceScheme } from "./facts-schema";

const pickup: ShippingDefault = { code: "pickup", kind: "pickup", price: 0, freeOver: null };

// VAT is not a fact of this file: its rates are data in the commerce database (migration
// 0019_vat_by_class.sql, dated, with a source per row), so a rate change needs no deploy.
export const COUNTRIES = {
  HR: {
    seller: { payee: "Zrno d.o.o.", street: "Ilica 42", city: "10000 Zagreb", bank: { country: "HR", bban: "23600001102345678", bic: "ZABAHR2X" } },
    referenceScheme: "HR01",
    shipTo: ["HR"],
  },
  SI: {
    seller: { payee: "Zrno, d.o.o.", street: "Slovenska cesta 15", city: "1000 Ljubljana", bank: { country: "SI", bban: "020100012345678", bic: "LJBASI2X" } },
    referenceScheme: "RF",
    shipTo: ["SI"],
    shipping: [
      { code: "delivery", kind: "delivery", price: 3.9, freeOver: 40 },
      { code: "parcel-locker", kind: "parcel_locker", price: 2.9, freeOver: 30 },
      pickup,
    ],
  },
  DE: {
    seller: { payee: "Zrno GmbH", street: "Kastanienallee 12", city: "10435 Berlin", bank: { country: "DE", bban: "100500000190123456", bic: "BELADEBEXXX" } },
    referenceScheme: "RF",
    shipTo: ["DE"],
    shipping: [
      { code: "delivery", kind: "delivery", price: 4.95, freeOver: 49 },
      { code: "parcel-locker", kind: "parcel_locker", price: 3.95, freeOver: 49 },
      pickup,
    ],
  },
  AT: {
    seller: { payee: "Zrno Handels GmbH", street: "Neubaugasse 8", city: "1070 Wien", bank: { country: "AT", bban: "2011182345678901", bic: "GIBAATWWXXX" } },
    referenceScheme: "RF",
    shipTo: ["AT"],
    shipping: [
      { code: "delivery", kind: "delivery", price: 4.9, freeOver: 49 },
      { code: "parcel-locker", kind: "parcel_locker", price: 3.9, freeOver: 49 },
      pickup,
    ],
  },
  IT: {
    seller: { payee: "Zrno S.r.l.", street: "Via Roma 10", city: "34121 Trieste", bank: { country: "IT", bban: "X0306902230100000012345", bic: "BCITITMM" } },
    referenceScheme: "RF",
    shipTo: ["IT"],
    shipping: [
      { code: "delivery", kind: "delivery", price: 5.9, freeOver: 59 },
      { code: "parcel-locker", kind: "parcel_locker", price: 3.9, freeOver: 39 },
      pickup,
    ],
  },
  ES: {
    seller: { payee: "Zrno España S.L.", street: "Calle de Fuencarral 45", city: "28004 Madrid", bank: { country: "ES", bban: "21000418450200051332", bic: "CAIXESBBXXX" } },
    referenceScheme: "RF",
    shipTo: ["ES"],
    shipping: [
      { code: "delivery", kind: "delivery", price: 4.95, freeOver: 49 },
      { code: "parcel-locker", kind: "parcel_locker", price: 3.5, freeOver: 39 },
      pickup,
    ],
  },
  RS: {
    seller: { payee: "Zrno d.o.o. Beograd", street: "Knez Mihailova 20", city: "11000 Beograd", bank: { country: "RS", bban: "160000000123456789", bic: "DBDBRSBG" } },
    referenceScheme: "SR97",
    shipTo: ["RS"],
  },
  BA: {
    seller: { payee: "Zrno d.o.o. Sarajevo", street: "Ferhadija 14", city: "71000 Sarajevo", bank: { country: "BA", bban: "1990440001234567", bic: "UNCRBA22" } },
    referenceScheme: "BA",
    shipTo: ["BA"],
  },
  ME: {
    seller: { payee: "Zrno d.o.o. Podgorica", street: "Njegoševa 5", city: "81000 Podgorica", bank: { country: "ME", bban: "510000000012345678", bic: "CKBCMEPG" } },
    referenceScheme: "RF",
    shipTo: ["ME"],
    shipping: [{ code: "delivery", kind: "delivery", price: 5, freeOver: 50 }, pickup],
  },
} satisfies Record<string, CountryFactsInput>;

type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as [CountryCode, ...CountryCode[]];
