import { useRef, useState } from "react";
import type { ProductDetail } from "../../../shared/contract/catalog";
import { useLabel } from "../../state/hooks";
import type { LcpImage } from "../../../shared/lcp-image";
import { Icon } from "../../components/icon";

/** A product's chosen picture, large: the page's largest paint, which the server also preloads (worker/render/hints.ts). */
export function galleryImage(img: { medium: string; large: string }): LcpImage {
  return { src: img.large, srcSet: `${img.medium} 400w, ${img.large} 800w`, sizes: "(min-width: 900px) 520px, 100vw" };
}

/**
 * The product's pictures (docs/decisions/0013-product-images.md): the chosen one large — the
 * page's largest paint, so it is fetched first and never lazily — and a row of thumbnails to
 * choose another. Each thumbnail is a link to its large picture, so it works without JavaScript.
 *
 * Zoom (docs/decisions/0013-product-images.md, "Zoom"): the large picture is a button that opens
 * a popover dialog (the browser's own: Escape and a click outside close it, no script needed)
 * with the picture as large as the screen allows; a checkbox, or a click on the picture, enlarges
 * it 2.5 times in a pane that scrolls (arrow keys, a finger or the wheel). The only script is the
 * centring of the enlarged picture on the point clicked.
 */
export function ProductGallery({ images, title }: { images: ProductDetail["images"]; title: string }) {
  const t = useLabel();
  const [shown, setShown] = useState(0);
  const pane = useRef<HTMLDivElement>(null);
  // Where the picture was clicked, as fractions of its box: the enlarged picture is centred there.
  const point = useRef<[number, number]>([0.5, 0.5]);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  const alt = shown === 0 ? title : t("product_picture", { n: shown + 1, count: images.length });
  return (
    <div className="product-gallery">
      <button type="button" className="gallery-zoom" popoverTarget="product-zoom" aria-label={`${t("product_zoom")}: ${alt}`}>
        <img className="product-gallery-main" {...galleryImage(main)} alt={alt} width={800} height={800} fetchPriority="high" />
        <span className="gallery-zoom-hint">
          <Icon name="zoom" />
        </span>
      </button>
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
      <dialog id="product-zoom" popover="auto" className="zoom-dialog" aria-label={alt}>
        <div className="zoom-bar">
          <label className="zoom-toggle">
            <input
              type="checkbox"
              id="product-zoom-in"
              onChange={(e) => {
                const [x, y] = point.current;
                point.current = [0.5, 0.5];
                const el = pane.current;
                if (e.currentTarget.checked && el) requestAnimationFrame(() => el.scrollTo(x * el.scrollWidth - el.clientWidth / 2, y * el.scrollHeight - el.clientHeight / 2));
              }}
            />{" "}
            <Icon name="zoom" /> {t("product_zoom_in")}
          </label>
          <button type="button" className="legal-close" popoverTarget="product-zoom" popoverTargetAction="hide">
            {t("close")}
          </button>
        </div>
        {/* The pane scrolls with the arrow keys once focused. */}
        <div className="zoom-pane" ref={pane} tabIndex={0}>
          <label
            htmlFor="product-zoom-in"
            onClick={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              point.current = [(e.clientX - box.left) / box.width, (e.clientY - box.top) / box.height];
            }}
          >
            <img src={main.large} alt="" width={800} height={800} loading="lazy" decoding="async" />
          </label>
        </div>
      </dialog>
    </div>
  );
}
