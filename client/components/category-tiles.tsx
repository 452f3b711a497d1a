import type { ScreenOf } from "../../shared/screens";
import { useUrls } from "../state/hooks";

type Tile = NonNullable<ScreenOf<"not-found">["categories"]>[number];

/** The shop's top categories as picture tiles: the home page's "shop by category", the 404 screen's popular categories. */
export function CategoryTiles({ categories }: { categories: readonly Tile[] }) {
  const urls = useUrls();
  return (
    <ul className="home-tiles">
      {categories.map((c) => (
        <li key={c.code}>
          <a href={urls.path(c.url_without_domain)}>
            {c.image && <img src={c.image} alt="" width={400} height={400} loading="lazy" />}
            {c.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
