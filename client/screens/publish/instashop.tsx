import type { ScreenOf } from "../../../shared/screens";
import { useLabel } from "../../state/hooks";
import { ProductGrid } from "../catalog/product-card";

/** The social shop: each post's picture and caption with the products it shows. */
export function InstashopScreen({ screen }: { screen: ScreenOf<"publish-instashop"> }) {
  const t = useLabel();
  return (
    <section className="instashop">
      <h1>{t("instashop_title")}</h1>
      <p className="publish-intro">{t("instashop_text")}</p>
      <div className="instashop-items">
        {screen.items.map((item) => (
          <article key={item.code} className="instashop-item">
            <figure>
              <img src={item.image_thumbs.medium} alt={item.caption} width={400} height={400} loading="lazy" />
              <figcaption>{item.caption}</figcaption>
            </figure>
            {item.products.length > 0 && <ProductGrid products={item.products} />}
          </article>
        ))}
      </div>
    </section>
  );
}
