-- What each package holds (Directive 98/6/EC, docs/decisions/0015-food-shop-rules.md): grams,
-- millilitres or pieces. The unit price (per kg, l or piece) is worked out from it and the
-- package's price (shared/unit-price.ts), so it is never stored apart from the price it follows.
-- NULL: no net quantity known, no unit price shown.
ALTER TABLE product_variations ADD COLUMN net_qty REAL CHECK (net_qty IS NULL OR net_qty > 0);
ALTER TABLE product_variations ADD COLUMN net_unit TEXT CHECK (net_unit IS NULL OR net_unit IN ('g', 'ml', 'piece'));
