-- Food information shown before purchase (Regulation (EU) No 1169/2011, Art. 14 and 9;
-- docs/decisions/0015-food-shop-rules.md). One row per product; texts per content language.
CREATE TABLE product_food (
  product_id INTEGER PRIMARY KEY REFERENCES products(id),
  -- 'supplement': Directive 2002/46/EC; 'cosmetic': INCI ingredients (Reg. (EC) No 1223/2009), no food rules.
  type TEXT NOT NULL CHECK (type IN ('food', 'supplement', 'cosmetic')),
  organic INTEGER NOT NULL DEFAULT 0,
  origin TEXT NOT NULL,
  -- The food business operator's name and address as on the pack (Art. 9(1)(h)).
  operator TEXT NOT NULL,
  -- The nutrition declaration per 100 g or 100 ml (Art. 30, 32); NULL basis: none (Annex V).
  nutrition_basis TEXT CHECK (nutrition_basis IS NULL OR nutrition_basis IN ('100g', '100ml')),
  energy_kj REAL,
  energy_kcal REAL,
  fat REAL,
  saturates REAL,
  carbohydrate REAL,
  sugars REAL,
  fibre REAL,
  protein REAL,
  salt REAL
);
CREATE TABLE product_food_i18n (
  product_id INTEGER NOT NULL REFERENCES products(id),
  lang TEXT NOT NULL,
  -- HTML: the list, allergens in <strong> (Art. 21(1)(b)); nothing else.
  ingredients TEXT NOT NULL,
  storage TEXT NOT NULL,
  origin TEXT NOT NULL,
  PRIMARY KEY (product_id, lang)
);
-- The Annex II allergens a product contains, or may contain as traces (trace = 1); a "free from"
-- filter reads this table.
CREATE TABLE product_allergens (
  product_id INTEGER NOT NULL REFERENCES products(id),
  allergen TEXT NOT NULL CHECK (allergen IN ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')),
  trace INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, allergen)
);
CREATE INDEX product_allergens_allergen ON product_allergens(allergen, product_id);
