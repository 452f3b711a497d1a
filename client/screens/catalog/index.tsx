import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import type { ScreenMap } from "../types";
import { ProductListing } from "./listing";

function CatalogIndex({ screen }: { screen: ScreenOf<"catalog-index"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <>
      <h1>{t("nav_products")}</h1>
      <ul className="category-tiles">
        {screen.categories.map((c) => (
          <li key={c.code}>
            <a href={urls.path(c.url_without_domain)}>{c.title}</a>
          </li>
        ))}
      </ul>
      <ProductListing listing={screen.listing} />
    </>
  );
}

function CategoryScreen({ screen }: { screen: ScreenOf<"catalog-category"> }) {
  const urls = useUrls();
  const c = screen.category;
  return (
    <>
      <h1>{c.title}</h1>
      {c.description && <div className="category-description cms-content" dangerouslySetInnerHTML={{ __html: c.description }} />}
      {c.children.length > 0 && (
        <ul className="category-tiles">
          {c.children.map((ch) => (
            <li key={ch.code}>
              <a href={urls.path(ch.url_without_domain)}>
                {ch.title} <span className="count">({ch.count})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ProductListing listing={screen.listing} />
    </>
  );
}

function ListScreen({ screen }: { screen: ScreenOf<"catalog-list"> }) {
  return (
    <>
      <h1>{screen.list.title}</h1>
      <ProductListing listing={screen.listing} />
    </>
  );
}

function ManufacturersScreen({ screen }: { screen: ScreenOf<"catalog-manufacturers"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <>
      <h1>{t("product_manufacturer")}</h1>
      <ul className="brand-grid">
        {screen.manufacturers.map((m) => (
          <li key={m.code}>
            <a href={urls.path(m.url_without_domain)}>
              <img src={m.image_thumbs.small} alt="" width={160} height={160} loading="lazy" />
              <span>{m.title}</span> <span className="count">({m.product_count})</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function ManufacturerScreen({ screen }: { screen: ScreenOf<"catalog-manufacturer"> }) {
  const m = screen.manufacturer;
  return (
    <>
      <header className="brand-header">
        <img src={m.image_thumbs.medium} alt="" width={160} height={160} />
        <div>
          <h1>{m.title}</h1>
          <p className="brand-country">{m.country}</p>
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: m.description }} />
        </div>
      </header>
      <ProductListing listing={screen.listing} showBrands={false} />
    </>
  );
}

function TagsScreen({ screen }: { screen: ScreenOf<"catalog-tags"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <>
      <h1>{t("tags_title")}</h1>
      <p className="tag-cloud">
        {screen.tags.map((tag) => (
          <a key={tag.code} className="tag" href={urls.path(tag.url_without_domain)}>
            {tag.title} <span className="count">({tag.product_count})</span>
          </a>
        ))}
      </p>
    </>
  );
}

function TagScreen({ screen }: { screen: ScreenOf<"catalog-tag"> }) {
  return (
    <>
      <h1>#{screen.tag.title}</h1>
      <ProductListing listing={screen.listing} />
    </>
  );
}

/**
 * Catalogue listings, one chunk in the browser. The product page and the search results are
 * chunks of their own (client/screens/product, client/screens/search): the pages most shoppers
 * open carry no listing or search code they do not show.
 */
export const SCREENS: ScreenMap = {
  "catalog-index": CatalogIndex,
  "catalog-category": CategoryScreen,
  "catalog-list": ListScreen,
  "catalog-manufacturers": ManufacturersScreen,
  "catalog-manufacturer": ManufacturerScreen,
  "catalog-tags": TagsScreen,
  "catalog-tag": TagScreen,
};

