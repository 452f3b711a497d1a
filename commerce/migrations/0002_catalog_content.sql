-- Catalogue and content. Entities are shared by all sites; texts live in *_i18n rows per
-- content language; routes (0001) give each site its paths.

CREATE TABLE catalog_categories (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES catalog_categories(id),
  position INTEGER NOT NULL DEFAULT 0,
  visible INTEGER NOT NULL DEFAULT 1,
  template TEXT NOT NULL DEFAULT 'default'
);
CREATE TABLE catalog_category_i18n (
  category_id INTEGER NOT NULL REFERENCES catalog_categories(id),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  redirect_url TEXT,
  redirect_code INTEGER,
  PRIMARY KEY (category_id, lang)
);

CREATE TABLE manufacturers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  visible INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  country TEXT NOT NULL,
  color TEXT NOT NULL
);
CREATE TABLE manufacturer_i18n (
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  lang TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (manufacturer_id, lang)
);

CREATE TABLE attributes (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE);
CREATE TABLE attribute_i18n (attribute_id INTEGER NOT NULL REFERENCES attributes(id), lang TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (attribute_id, lang));

CREATE TABLE product_tags (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE);
CREATE TABLE product_tag_i18n (tag_id INTEGER NOT NULL REFERENCES product_tags(id), lang TEXT NOT NULL, title TEXT NOT NULL, slug TEXT NOT NULL, PRIMARY KEY (tag_id, lang));

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES catalog_categories(id),
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  visible INTEGER NOT NULL DEFAULT 1,
  ignore_brand_visibility INTEGER NOT NULL DEFAULT 0,
  priority INTEGER NOT NULL DEFAULT 0,
  hue INTEGER NOT NULL DEFAULT 90,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX products_category ON products(category_id);
CREATE INDEX products_manufacturer ON products(manufacturer_id);
CREATE TABLE product_i18n (
  product_id INTEGER NOT NULL REFERENCES products(id),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  short_description TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (product_id, lang)
);
CREATE TABLE product_attributes (product_id INTEGER NOT NULL REFERENCES products(id), attribute_id INTEGER NOT NULL REFERENCES attributes(id), PRIMARY KEY (product_id, attribute_id));
CREATE TABLE product_tag_links (product_id INTEGER NOT NULL REFERENCES products(id), tag_id INTEGER NOT NULL REFERENCES product_tags(id), PRIMARY KEY (product_id, tag_id));
CREATE TABLE product_variations (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  code TEXT NOT NULL UNIQUE,
  size REAL NOT NULL,
  unit TEXT NOT NULL,
  stock INTEGER NOT NULL DEFAULT 0,
  limited_qty INTEGER,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variations_product ON product_variations(product_id);
-- Price lists per currency: stored, never converted at request time.
CREATE TABLE prices (
  variation_id INTEGER NOT NULL REFERENCES product_variations(id),
  currency TEXT NOT NULL,
  price REAL NOT NULL,
  basic_price REAL NOT NULL,
  discount_percent REAL NOT NULL DEFAULT 0,
  loyalty_price REAL,
  anchor_price REAL,
  PRIMARY KEY (variation_id, currency)
);
CREATE TABLE product_ratings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products(id),
  rate INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
  lang TEXT,
  display_name TEXT,
  message TEXT,
  approved INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX ratings_product ON product_ratings(product_id);

CREATE TABLE catalog_lists (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, visible INTEGER NOT NULL DEFAULT 1);
CREATE TABLE catalog_list_i18n (list_id INTEGER NOT NULL REFERENCES catalog_lists(id), lang TEXT NOT NULL, title TEXT NOT NULL, slug TEXT NOT NULL, redirect_url TEXT, redirect_code INTEGER, PRIMARY KEY (list_id, lang));
CREATE TABLE catalog_list_items (list_id INTEGER NOT NULL REFERENCES catalog_lists(id), product_id INTEGER NOT NULL REFERENCES products(id), position INTEGER NOT NULL, PRIMARY KEY (list_id, product_id));

CREATE TABLE publish_categories (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, template TEXT NOT NULL, visible INTEGER NOT NULL DEFAULT 1, position INTEGER NOT NULL DEFAULT 0);
CREATE TABLE publish_category_i18n (category_id INTEGER NOT NULL REFERENCES publish_categories(id), lang TEXT NOT NULL, title TEXT NOT NULL, slug TEXT NOT NULL, description TEXT NOT NULL, redirect_url TEXT, redirect_code INTEGER, PRIMARY KEY (category_id, lang));

CREATE TABLE authors (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, hue INTEGER NOT NULL DEFAULT 90);
CREATE TABLE author_i18n (author_id INTEGER NOT NULL REFERENCES authors(id), lang TEXT NOT NULL, role TEXT NOT NULL, bio TEXT NOT NULL, PRIMARY KEY (author_id, lang));

CREATE TABLE publish_tags (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE);
CREATE TABLE publish_tag_i18n (tag_id INTEGER NOT NULL REFERENCES publish_tags(id), lang TEXT NOT NULL, title TEXT NOT NULL, slug TEXT NOT NULL, PRIMARY KEY (tag_id, lang));

-- Posts and recipes (kind = 'recipe' adds times, servings, ingredients and steps).
CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('post', 'recipe')),
  category_id INTEGER NOT NULL REFERENCES publish_categories(id),
  author_id INTEGER NOT NULL REFERENCES authors(id),
  status INTEGER NOT NULL,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  hue INTEGER NOT NULL DEFAULT 90,
  prep_minutes INTEGER,
  cook_minutes INTEGER,
  servings INTEGER
);
CREATE INDEX posts_category ON posts(category_id);
CREATE INDEX posts_author ON posts(author_id);
CREATE TABLE post_i18n (
  post_id INTEGER NOT NULL REFERENCES posts(id),
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  headline TEXT NOT NULL,
  short_description TEXT NOT NULL,
  content TEXT NOT NULL,
  redirect_url TEXT,
  redirect_code INTEGER,
  ingredients_json TEXT,
  steps_json TEXT,
  PRIMARY KEY (post_id, lang)
);
CREATE TABLE post_tags (post_id INTEGER NOT NULL REFERENCES posts(id), tag_id INTEGER NOT NULL REFERENCES publish_tags(id), PRIMARY KEY (post_id, tag_id));
CREATE TABLE recipe_products (post_id INTEGER NOT NULL REFERENCES posts(id), product_id INTEGER NOT NULL REFERENCES products(id), position INTEGER NOT NULL, PRIMARY KEY (post_id, product_id));

CREATE TABLE faq (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, position INTEGER NOT NULL);
CREATE TABLE faq_i18n (faq_id INTEGER NOT NULL REFERENCES faq(id), lang TEXT NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL, PRIMARY KEY (faq_id, lang));

CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  postcode TEXT NOT NULL,
  country TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  hours_json TEXT NOT NULL
);
CREATE TABLE location_i18n (location_id INTEGER NOT NULL REFERENCES locations(id), lang TEXT NOT NULL, title TEXT NOT NULL, slug TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (location_id, lang));
CREATE TABLE location_sites (location_id INTEGER NOT NULL REFERENCES locations(id), site TEXT NOT NULL, PRIMARY KEY (location_id, site));

CREATE TABLE sweepstakes (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL);
CREATE TABLE sweepstake_i18n (sweepstake_id INTEGER NOT NULL REFERENCES sweepstakes(id), lang TEXT NOT NULL, title TEXT NOT NULL, slug TEXT NOT NULL, content TEXT NOT NULL, prize TEXT NOT NULL, terms TEXT NOT NULL, PRIMARY KEY (sweepstake_id, lang));

CREATE TABLE newsletters (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, sent_at TEXT NOT NULL);
CREATE TABLE newsletter_i18n (newsletter_id INTEGER NOT NULL REFERENCES newsletters(id), lang TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, PRIMARY KEY (newsletter_id, lang));

CREATE TABLE static_content (code TEXT NOT NULL, lang TEXT NOT NULL, content TEXT NOT NULL, PRIMARY KEY (code, lang));

CREATE TABLE instashop_items (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, hue INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE TABLE instashop_i18n (item_id INTEGER NOT NULL REFERENCES instashop_items(id), lang TEXT NOT NULL, caption TEXT NOT NULL, PRIMARY KEY (item_id, lang));
CREATE TABLE instashop_products (item_id INTEGER NOT NULL REFERENCES instashop_items(id), product_id INTEGER NOT NULL REFERENCES products(id), PRIMARY KEY (item_id, product_id));
