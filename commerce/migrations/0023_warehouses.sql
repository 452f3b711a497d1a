-- Warehouses and stock per package per warehouse; the staff permission to see them; the
-- one-time proof a payment return carries to get a lost session back (docs/behaviour/06-roles.md,
-- docs/behaviour/07-api.md "generate-token").
--
-- The shop's stock sits in a central warehouse and in its stores (one warehouse per location).
-- `warehouse_stock` is the one place a quantity is set; `product_variations.stock` is its sum,
-- kept by the triggers below so every reader of "how many can be sold" stays as it was. Writing
-- `product_variations.stock` by hand is refused: a quantity must say where it is.

CREATE TABLE warehouses (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('central', 'store')),
  -- The store this warehouse is; the central warehouse is no store.
  location_id INTEGER REFERENCES locations(id),
  city TEXT NOT NULL,
  -- The order web orders take stock in: the central warehouse first, then the stores.
  position INTEGER NOT NULL,
  CHECK ((kind = 'store') = (location_id IS NOT NULL))
);

CREATE TABLE warehouse_stock (
  variation_id INTEGER NOT NULL REFERENCES product_variations(id),
  warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
  qty INTEGER NOT NULL,
  PRIMARY KEY (variation_id, warehouse_id)
) WITHOUT ROWID;

CREATE TRIGGER warehouse_stock_never_negative_insert BEFORE INSERT ON warehouse_stock
WHEN NEW.qty < 0
BEGIN SELECT RAISE(ABORT, 'stock_negative'); END;

CREATE TRIGGER warehouse_stock_never_negative BEFORE UPDATE OF qty ON warehouse_stock
WHEN NEW.qty < 0
BEGIN SELECT RAISE(ABORT, 'stock_negative'); END;

CREATE TRIGGER warehouse_stock_sum_insert AFTER INSERT ON warehouse_stock
BEGIN
  UPDATE product_variations SET stock = (SELECT COALESCE(SUM(qty), 0) FROM warehouse_stock WHERE variation_id = NEW.variation_id) WHERE id = NEW.variation_id;
END;

CREATE TRIGGER warehouse_stock_sum_update AFTER UPDATE OF qty ON warehouse_stock
BEGIN
  UPDATE product_variations SET stock = (SELECT COALESCE(SUM(qty), 0) FROM warehouse_stock WHERE variation_id = NEW.variation_id) WHERE id = NEW.variation_id;
END;

CREATE TRIGGER warehouse_stock_sum_delete AFTER DELETE ON warehouse_stock
BEGIN
  UPDATE product_variations SET stock = (SELECT COALESCE(SUM(qty), 0) FROM warehouse_stock WHERE variation_id = OLD.variation_id) WHERE id = OLD.variation_id;
END;

-- The total is the warehouses' sum and nothing else.
CREATE TRIGGER variation_stock_is_per_warehouse BEFORE UPDATE OF stock ON product_variations
WHEN NEW.stock IS NOT (SELECT COALESCE(SUM(qty), 0) FROM warehouse_stock WHERE variation_id = NEW.id)
BEGIN SELECT RAISE(ABORT, 'stock_is_per_warehouse'); END;

-- A package added later arrives in the central warehouse (the seed, which writes warehouses after
-- the catalogue, places its own stock).
CREATE TRIGGER variation_stock_arrives_central AFTER INSERT ON product_variations
WHEN EXISTS (SELECT 1 FROM warehouses WHERE kind = 'central')
BEGIN
  INSERT INTO warehouse_stock (variation_id, warehouse_id, qty)
    SELECT NEW.id, id, NEW.stock FROM warehouses WHERE kind = 'central' ORDER BY position LIMIT 1;
END;

-- An existing database: its stock is all in the central warehouse, each store a warehouse.
INSERT INTO warehouses (id, code, kind, location_id, city, position) VALUES (1, 'central', 'central', NULL, 'Sesvete', 0);
INSERT INTO warehouses (code, kind, location_id, city, position) SELECT code, 'store', id, city, id FROM locations ORDER BY id;
INSERT INTO warehouse_stock (variation_id, warehouse_id, qty) SELECT id, 1, stock FROM product_variations;

-- What a staff user may do beyond seeing hidden entities (users.is_staff).
CREATE TABLE staff_permissions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  permission TEXT NOT NULL CHECK (permission IN ('warehouse_view')),
  PRIMARY KEY (user_id, permission)
) WITHOUT ROWID;

-- A token's session handoff: the SHA-256 of a random proof the API put into a payment's return
-- paths (commerce/lib/token.ts), good once and until `handoff_expires_at`. Redeeming it bumps
-- `generation`; a JWT signed for an older generation of the row no longer counts.
ALTER TABLE tokens ADD COLUMN handoff_hash TEXT;
ALTER TABLE tokens ADD COLUMN handoff_expires_at TEXT;
ALTER TABLE tokens ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;
