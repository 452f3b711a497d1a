import type { ScreenOf } from "../../../shared/screens";
import { Pagination } from "./pagination";
import { PostCollection, StaffPreview, type CollectionLayout } from "./parts";

/** Category template → layout: at least the grid and the list look clearly different. */
const LAYOUT: Record<string, CollectionLayout> = { blog: "grid", recipes: "grid", news: "list", guide: "guide", magazine: "magazine" };

/** Publish category index: title, description, this page of posts in the template's layout. */
export function CategoryScreen({ screen }: { screen: ScreenOf<"publish-category"> }) {
  const { category, posts } = screen;
  const layout = LAYOUT[category.template] ?? "grid";
  return (
    <section className={`publish-category publish-template-${category.template}`}>
      <header className="publish-header">
        <StaffPreview hidden={!category.visible} />
        <h1>{category.title}</h1>
        <p className="publish-intro">{category.description}</p>
      </header>
      <PostCollection posts={posts.items} layout={layout} />
      <Pagination posts={posts} />
    </section>
  );
}
