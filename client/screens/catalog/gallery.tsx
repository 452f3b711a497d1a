import { useState } from "react";
import type { ProductDetail } from "../../../shared/contract/catalog";
import { useLabel } from "../../state/hooks";
import type { LcpImage } from "../../../shared/lcp-image";

/** A product's chosen picture, large: the page's largest paint, which the server also preloads (worker/render/hints.ts). */
export function galleryImage(img: { medium: string; large: string }): LcpImage {
  return { src: img.large, srcSet: `${img.medium} 400w, ${img.large} 800w`, sizes: "(min-width: 900px) 520px, 100vw" };
}

/**
 * The product's pictures (docs/decisions/0013-product-images.md): the chosen one large — the
 * page's largest paint, so it is fetched first and never lazily — and a row of thumbnails to
 * choose another. Each thumbnail is a link to its large picture, so it works without JavaScript.
 */
export function ProductGallery({ images, title }: { images: ProductDetail["images"]; title: string }) {
  const t = useLabel();
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  return (
    <div className="product-gallery">
      <img
        className="product-gallery-main"
        {...galleryImage(main)}
        alt={shown === 0 ? title : t("product_picture", { n: shown + 1, count: images.length })}
        width={800}
        height={800}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="product-thumbs">
          {images.map((img, i) => (
            <li key={img.large}>
              <a
                href={img.large}
                aria-current={i === shown ? "true" : undefined}
                aria-label={t("product_picture", { n: i + 1, count: images.length })}
                onClick={(e) => {
                  e.preventDefault();
                  setShown(i);
                }}
              >
                <img src={img.small} alt="" width={80} height={80} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
