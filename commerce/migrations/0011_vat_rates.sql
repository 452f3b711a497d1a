-- VAT by the country a site sells from and the tax class (issue 15): the rates live in
-- tenants/countries.ts and are seeded here, so a rate change is a data change. The site's
-- country is checkout_settings.country.
CREATE TABLE vat_rates (
  country TEXT NOT NULL,
  tax_class TEXT NOT NULL,
  rate REAL NOT NULL CHECK (rate >= 0 AND rate < 1),
  PRIMARY KEY (country, tax_class)
);
