-- Products an article mentions (issue 10, "Article: shoppable products mentioned in it";
-- docs/decisions/0034-shoppable-articles.md). Editors set them through the API's editor endpoint
-- (PUT /publish/post/products/, staff only), in the order the article shows them; the seed gives
-- each seeded article the products its subject names (commerce/seed/content/post-products.ts).
-- A recipe's products stay in recipe_products (migration 0002), next to its ingredients.
-- Which of them a shopper sees is decided when the post is read: visible products only.
CREATE TABLE post_products (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (post_id, product_id)
);
CREATE INDEX post_products_product ON post_products(product_id);
