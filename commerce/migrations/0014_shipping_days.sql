-- Expected delivery (issue 18): how many working days a shipping method takes from the order to
-- the door, the locker or the store, so the cart can promise a date before any address.
-- Reference data: the seed fills it from the registries (tenants/facts-schema.ts DELIVERY_DAYS).
ALTER TABLE shipping_methods ADD COLUMN days_min INTEGER NOT NULL DEFAULT 2;
ALTER TABLE shipping_methods ADD COLUMN days_max INTEGER NOT NULL DEFAULT 3;

-- The window an order was promised when it was placed (ISO days), shown on its thank-you page
-- and in its mails. NULL on orders from before: read as the method kind's usual days.
ALTER TABLE orders ADD COLUMN delivery_from TEXT;
ALTER TABLE orders ADD COLUMN delivery_to TEXT;
