-- The search index kept in step with every write (docs/decisions/0011-search-engine.md "Upkeep").
-- The index holds text folded and stemmed by the API's code (shared/search/fold.ts), which SQL
-- cannot run, so a write does not edit index rows: it drops its language's search_state row, and
-- the next search of that language rebuilds the language in one transaction (as after the seed).
-- A write that touches every language (a product's brand or category, a tag or attribute link,
-- a brand's name, a category's parent, a store's address, a post or FAQ entry removed) drops
-- them all. Prices, stock and visibility are not in the index: searches read them live.

-- Products: titles and descriptions per language; brand, category, tags and attributes.
CREATE TRIGGER search_upkeep_product_i18n_insert AFTER INSERT ON product_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_product_i18n_update AFTER UPDATE OF title, short_description, description, lang ON product_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_product_i18n_delete AFTER DELETE ON product_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;
CREATE TRIGGER search_upkeep_products_update AFTER UPDATE OF category_id, manufacturer_id ON products BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_products_delete AFTER DELETE ON products BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_manufacturers_update AFTER UPDATE OF title ON manufacturers BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_categories_update AFTER UPDATE OF parent_id ON catalog_categories BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_category_i18n_insert AFTER INSERT ON catalog_category_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_category_i18n_update AFTER UPDATE OF title, lang ON catalog_category_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_category_i18n_delete AFTER DELETE ON catalog_category_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;
CREATE TRIGGER search_upkeep_tag_links_insert AFTER INSERT ON product_tag_links BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_tag_links_delete AFTER DELETE ON product_tag_links BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_tag_i18n_insert AFTER INSERT ON product_tag_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_tag_i18n_update AFTER UPDATE ON product_tag_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_tag_i18n_delete AFTER DELETE ON product_tag_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;
CREATE TRIGGER search_upkeep_attributes_insert AFTER INSERT ON product_attributes BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_attributes_delete AFTER DELETE ON product_attributes BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_attribute_i18n_insert AFTER INSERT ON attribute_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_attribute_i18n_update AFTER UPDATE ON attribute_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_attribute_i18n_delete AFTER DELETE ON attribute_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;

-- Content: posts and recipes, FAQ entries, stores, CMS pages (publishing one is a write here).
CREATE TRIGGER search_upkeep_posts_update AFTER UPDATE OF code, kind ON posts BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_posts_delete AFTER DELETE ON posts BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_post_i18n_insert AFTER INSERT ON post_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_post_i18n_update AFTER UPDATE OF title, headline, short_description, content, ingredients_json, lang ON post_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_post_i18n_delete AFTER DELETE ON post_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;
CREATE TRIGGER search_upkeep_faq_delete AFTER DELETE ON faq BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_faq_i18n_insert AFTER INSERT ON faq_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_faq_i18n_update AFTER UPDATE ON faq_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_faq_i18n_delete AFTER DELETE ON faq_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;
CREATE TRIGGER search_upkeep_locations_update AFTER UPDATE OF code, city, address ON locations BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_locations_delete AFTER DELETE ON locations BEGIN DELETE FROM search_state; END;
CREATE TRIGGER search_upkeep_location_i18n_insert AFTER INSERT ON location_i18n BEGIN DELETE FROM search_state WHERE lang = NEW.lang; END;
CREATE TRIGGER search_upkeep_location_i18n_update AFTER UPDATE ON location_i18n BEGIN DELETE FROM search_state WHERE lang IN (OLD.lang, NEW.lang); END;
CREATE TRIGGER search_upkeep_location_i18n_delete AFTER DELETE ON location_i18n BEGIN DELETE FROM search_state WHERE lang = OLD.lang; END;
CREATE TRIGGER search_upkeep_cms_pages_insert AFTER INSERT ON cms_pages BEGIN DELETE FROM search_state WHERE lang IN (SELECT lang FROM sites WHERE code = NEW.site); END;
CREATE TRIGGER search_upkeep_cms_pages_update AFTER UPDATE OF site, slug, title, seo_description, content, visible ON cms_pages BEGIN DELETE FROM search_state WHERE lang IN (SELECT lang FROM sites WHERE code IN (OLD.site, NEW.site)); END;
CREATE TRIGGER search_upkeep_cms_pages_delete AFTER DELETE ON cms_pages BEGIN DELETE FROM search_state WHERE lang IN (SELECT lang FROM sites WHERE code = OLD.site); END;
