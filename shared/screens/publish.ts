import * as v from "valibot";
import { InstashopItem, Location, Newsletter, NewsletterItem, StaticContent, Sweepstake } from "../contract/content";
import { Author, PostsPage, PublishCategory, PublishTag, ShownPost } from "../contract/publish";
import { MapTiles } from "../map-tiles";
import { StoreMapLayout } from "../store-map";
import { HomeProduct } from "./cms";

/** Running or not, decided by the server at render time (so server and browser agree). */
export const SweepstakeStatus = v.picklist(["upcoming", "running", "ended"]);
export type SweepstakeStatus = v.InferOutput<typeof SweepstakeStatus>;

/**
 * An article as its page keeps it: its products cut to what their cards show (`slimHomeProduct`,
 * as on the home page), since the state is embedded in the page's HTML
 * (docs/decisions/0034-shoppable-articles.md).
 */
export const ArticlePost = v.object({ ...ShownPost.entries, products: v.array(HomeProduct) });
export type ArticlePost = v.InferOutput<typeof ArticlePost>;

/**
 * Screens of the publish controller and the content controllers (location, sweepstake,
 * newsletter, staticcontent). Kinds start with `publish-` or `content-`: one browser chunk.
 * Paginated screens carry the posts page; links are built from the route path in the state.
 */
export const PUBLISH_SCREENS = [
  v.object({ kind: v.literal("publish-category"), category: PublishCategory, posts: PostsPage }),
  v.object({ kind: v.literal("publish-post"), post: ArticlePost }),
  v.object({ kind: v.literal("publish-recipe"), post: ShownPost }),
  v.object({ kind: v.literal("publish-tags"), tags: v.array(PublishTag) }),
  v.object({ kind: v.literal("publish-tag"), tag: PublishTag, posts: PostsPage }),
  v.object({ kind: v.literal("publish-authors"), authors: v.array(Author) }),
  v.object({ kind: v.literal("publish-author"), author: Author, posts: PostsPage }),
  v.object({ kind: v.literal("publish-instashop"), items: v.array(InstashopItem) }),
  // `tiles`: the deployment's street-map source, or null for the drawing only (shared/map-tiles.ts).
  // `map`: the drawing's view, markers and city names, laid out by the loader (shared/store-map.ts).
  v.object({ kind: v.literal("content-locations"), locations: v.array(Location), tiles: v.nullable(MapTiles), map: StoreMapLayout }),
  v.object({ kind: v.literal("content-location"), location: Location }),
  v.object({ kind: v.literal("content-sweepstakes"), sweepstakes: v.array(v.object({ ...Sweepstake.entries, status: SweepstakeStatus })) }),
  v.object({ kind: v.literal("content-sweepstake"), sweepstake: Sweepstake, status: SweepstakeStatus }),
  v.object({ kind: v.literal("content-newsletters"), newsletters: v.array(NewsletterItem) }),
  v.object({ kind: v.literal("content-newsletter"), newsletter: Newsletter }),
  v.object({ kind: v.literal("content-static"), block: StaticContent }),
] as const;
