-- VAT by product tax class and destination country (issue 14, docs/decisions/0015-food-shop-rules.md
-- "VAT"). The rates are data, kept here and nowhere else: a rate change is a new dated row
-- (`INSERT INTO vat_rates ...` with the day it takes effect), never a deploy. A cart uses, for each
-- (country, class), the row with the latest `valid_from` on or before today (commerce/lib/vat.ts).
-- Replaces 0011's undated two-class table, which the seed filled from tenants/countries.ts.
DROP TABLE IF EXISTS vat_rates;
CREATE TABLE vat_rates (
  country TEXT NOT NULL,
  -- food_basic: staples national law taxes lowest (oils, flour, grains, rice, pasta, flakes, nuts,
  -- seeds, dried fruit); food: every other food, tea included; drinks: non-alcoholic drinks;
  -- supplements: food supplements (Directive 2002/46/EC); cosmetics: Regulation (EC) 1223/2009.
  tax_class TEXT NOT NULL CHECK (tax_class IN ('food_basic', 'food', 'drinks', 'supplements', 'cosmetics')),
  -- First day (YYYY-MM-DD) the rate applies: the day the current rate took effect where the
  -- source gives it, else the first day of the source's edition.
  valid_from TEXT NOT NULL CHECK (valid_from GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  rate REAL NOT NULL CHECK (rate >= 0 AND rate < 1),
  -- Where the rate comes from: the law and article, or the official table.
  source TEXT NOT NULL CHECK (length(source) > 0),
  PRIMARY KEY (country, tax_class, valid_from)
);

-- Every product's class; the seed sets it from the product's kind (commerce/seed/catalog/tax-class.ts).
ALTER TABLE products ADD COLUMN tax_class TEXT NOT NULL DEFAULT 'food' CHECK (tax_class IN ('food_basic', 'food', 'drinks', 'supplements', 'cosmetics'));
-- The VAT an order contains per rate, as it was charged: JSON [{rate, base, tax}].
ALTER TABLE orders ADD COLUMN vat_json TEXT NOT NULL DEFAULT '[]';

INSERT INTO vat_rates (country, tax_class, valid_from, rate, source) VALUES
  -- Croatia: Zakon o PDV (NN 73/13 … 114/23), čl. 38. 5 % (st. 4, since NN 39/22) for edible oils and
  -- fats, fresh and dried fruit and nuts, dried legumes; everything else here at 25 % (st. 1).
  ('HR', 'food_basic',  '2022-04-01', 0.05, 'HR Zakon o PDV čl. 38 st. 4 (NN 39/22): oils and fats, fruit and nuts, dried legumes 5 %'),
  ('HR', 'food',        '2012-03-01', 0.25, 'HR Zakon o PDV čl. 38 st. 1: standard rate 25 %'),
  ('HR', 'drinks',      '2012-03-01', 0.25, 'HR Zakon o PDV čl. 38 st. 1: standard rate 25 % (no reduced rate for packaged drinks)'),
  ('HR', 'supplements', '2012-03-01', 0.25, 'HR Zakon o PDV čl. 38 st. 1: standard rate 25 %'),
  ('HR', 'cosmetics',   '2012-03-01', 0.25, 'HR Zakon o PDV čl. 38 st. 1: standard rate 25 %'),
  -- Slovenia: ZDDV-1, 41. člen and Priloga I, točka 1: food including non-alcoholic drinks 9.5 %.
  ('SI', 'food_basic',  '2013-07-01', 0.095, 'SI ZDDV-1 čl. 41, Priloga I t. 1: food 9.5 %'),
  ('SI', 'food',        '2013-07-01', 0.095, 'SI ZDDV-1 čl. 41, Priloga I t. 1: food 9.5 %'),
  ('SI', 'drinks',      '2013-07-01', 0.095, 'SI ZDDV-1 čl. 41, Priloga I t. 1: food incl. non-alcoholic drinks 9.5 %'),
  ('SI', 'supplements', '2013-07-01', 0.095, 'SI ZDDV-1 čl. 41, Priloga I t. 1: food supplements are food, 9.5 %'),
  ('SI', 'cosmetics',   '2013-07-01', 0.22, 'SI ZDDV-1 čl. 41: standard rate 22 %'),
  -- Germany: UStG § 12 Abs. 2 Nr. 1 with Anlage 2 (7 %); drinks other than milk and tap water are
  -- not in Anlage 2 (Nr. 34/35 exclude them): 19 %. Rates back since the 2020 cut ended.
  ('DE', 'food_basic',  '2021-01-01', 0.07, 'DE UStG § 12 Abs. 2 Nr. 1, Anlage 2: food 7 %'),
  ('DE', 'food',        '2021-01-01', 0.07, 'DE UStG § 12 Abs. 2 Nr. 1, Anlage 2: food 7 %'),
  ('DE', 'drinks',      '2021-01-01', 0.19, 'DE UStG § 12 Abs. 1; Anlage 2 excludes drinks and juices: 19 %'),
  ('DE', 'supplements', '2021-01-01', 0.07, 'DE UStG Anlage 2 Nr. 33 (food preparations, CN 2106): 7 %'),
  ('DE', 'cosmetics',   '2021-01-01', 0.19, 'DE UStG § 12 Abs. 1: standard rate 19 %'),
  -- Austria: UStG 1994 § 10 Abs. 2 Z 1 lit. a with Anlage 1 (10 %); drinks other than milk and water: 20 %.
  ('AT', 'food_basic',  '2016-01-01', 0.10, 'AT UStG 1994 § 10 Abs. 2 Z 1 lit. a, Anlage 1: food 10 %'),
  ('AT', 'food',        '2016-01-01', 0.10, 'AT UStG 1994 § 10 Abs. 2 Z 1 lit. a, Anlage 1: food 10 %'),
  ('AT', 'drinks',      '2016-01-01', 0.20, 'AT UStG 1994 § 10 Abs. 1: drinks not in Anlage 1, 20 %'),
  ('AT', 'supplements', '2016-01-01', 0.10, 'AT UStG 1994 Anlage 1 Z 33 (CN 2106): 10 %'),
  ('AT', 'cosmetics',   '2016-01-01', 0.20, 'AT UStG 1994 § 10 Abs. 1: standard rate 20 %'),
  -- Italy: DPR 633/1972, Tabella A parte II (4 %: flour, pasta, grains, oils), parte III (10 %: other
  -- food, supplements as food preparations); drinks and cosmetics at the ordinary 22 % (art. 16).
  ('IT', 'food_basic',  '2013-10-01', 0.04, 'IT DPR 633/1972 Tabella A parte II: staples 4 %'),
  ('IT', 'food',        '2013-10-01', 0.10, 'IT DPR 633/1972 Tabella A parte III: food 10 %'),
  ('IT', 'drinks',      '2013-10-01', 0.22, 'IT DPR 633/1972 art. 16: ordinary rate 22 %'),
  ('IT', 'supplements', '2013-10-01', 0.10, 'IT DPR 633/1972 Tabella A parte III (CN 2106): 10 %'),
  ('IT', 'cosmetics',   '2013-10-01', 0.22, 'IT DPR 633/1972 art. 16: ordinary rate 22 %'),
  -- Spain: Ley 37/1992 art. 91. Uno.1.1.º (10 %: food, drinks without added sugar), Dos.1.1.º (4 %:
  -- flour, cereals, legumes, fruit, oils since RDL 4/2024; back from 0/2 % on 2025-01-01).
  ('ES', 'food_basic',  '2025-01-01', 0.04, 'ES Ley 37/1992 art. 91.Dos.1.1.º: basic food 4 %'),
  ('ES', 'food',        '2012-09-01', 0.10, 'ES Ley 37/1992 art. 91.Uno.1.1.º: food 10 %'),
  ('ES', 'drinks',      '2012-09-01', 0.10, 'ES Ley 37/1992 art. 91.Uno.1.1.º: drinks without added sugar 10 %'),
  ('ES', 'supplements', '2012-09-01', 0.10, 'ES Ley 37/1992 art. 91.Uno.1.1.º: food products 10 %'),
  ('ES', 'cosmetics',   '2012-09-01', 0.21, 'ES Ley 37/1992 art. 90: general rate 21 %'),
  -- Serbia: Zakon o PDV čl. 23 st. 2 (10 %: bread, flour, oils, sugar, staples); st. 1: 20 %.
  ('RS', 'food_basic',  '2012-10-01', 0.10, 'RS Zakon o PDV čl. 23 st. 2: staples 10 %'),
  ('RS', 'food',        '2012-10-01', 0.20, 'RS Zakon o PDV čl. 23 st. 1: general rate 20 %'),
  ('RS', 'drinks',      '2012-10-01', 0.20, 'RS Zakon o PDV čl. 23 st. 1: general rate 20 %'),
  ('RS', 'supplements', '2012-10-01', 0.20, 'RS Zakon o PDV čl. 23 st. 1: general rate 20 %'),
  ('RS', 'cosmetics',   '2012-10-01', 0.20, 'RS Zakon o PDV čl. 23 st. 1: general rate 20 %'),
  -- Bosnia and Herzegovina: Zakon o PDV čl. 24: one rate, 17 %, for everything.
  ('BA', 'food_basic',  '2006-01-01', 0.17, 'BA Zakon o PDV čl. 24: single rate 17 %'),
  ('BA', 'food',        '2006-01-01', 0.17, 'BA Zakon o PDV čl. 24: single rate 17 %'),
  ('BA', 'drinks',      '2006-01-01', 0.17, 'BA Zakon o PDV čl. 24: single rate 17 %'),
  ('BA', 'supplements', '2006-01-01', 0.17, 'BA Zakon o PDV čl. 24: single rate 17 %'),
  ('BA', 'cosmetics',   '2006-01-01', 0.17, 'BA Zakon o PDV čl. 24: single rate 17 %'),
  -- Montenegro: Zakon o PDV čl. 24 (7 %: basic foods such as oil, flour, milk, bread, sugar; as
  -- re-scoped by Sl. list CG 94/2024 from 2025-01-01); general rate 21 % since 2017.
  ('ME', 'food_basic',  '2025-01-01', 0.07, 'ME Zakon o PDV čl. 24 st. 1 (Sl. list CG 94/2024): basic foods 7 %'),
  ('ME', 'food',        '2017-01-01', 0.21, 'ME Zakon o PDV čl. 24: general rate 21 %'),
  ('ME', 'drinks',      '2017-01-01', 0.21, 'ME Zakon o PDV čl. 24: general rate 21 %'),
  ('ME', 'supplements', '2017-01-01', 0.21, 'ME Zakon o PDV čl. 24: general rate 21 %'),
  ('ME', 'cosmetics',   '2017-01-01', 0.21, 'ME Zakon o PDV čl. 24: general rate 21 %');
