import { ProductGrid, type CardProduct } from "./product-card";

/**
 * A titled row of product cards, each with its add-to-cart, or nothing when there are none: the
 * product page's "goes well with" and "recently viewed" (./product-more.tsx, ./recently-viewed.tsx).
 * A phone swipes it sideways, a desktop shows it as a grid (client/styles.css `.product-rail`).
 */
export function ProductRail({ id, title, products }: { id: string; title: string; products: CardProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className={`product-rail ${id}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ProductGrid products={products} list={{ id, name: title }} />
    </section>
  );
}
