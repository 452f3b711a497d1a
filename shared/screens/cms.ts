import * as v from "valibot";
import { CmsPage } from "../contract/cms";
import { FaqEntry } from "../contract/content";
import { PostListItem } from "../contract/publish";
import { ProductListItem } from "../contract/catalog";
import { CARD_BADGES } from "../card-badges";

/**
 * Screens of the cms controller and the error screens. The faq template carries the FAQ
 * entries; the homepage the newest articles and recipes, the shop's top categories with their
 * tile pictures and its product rails (the offers first, then bestsellers and new).
 */
const Link = v.object({ code: v.string(), title: v.string(), url_without_domain: v.string() });
/** A category as a picture tile (the home page's and the 404 screen's). */
const CategoryTile = v.object({ ...Link.entries, image: v.optional(v.string()) });

/**
 * What the home page keeps of a product: what its card shows and adds to the cart, nothing else
 * (the page's state is embedded in its HTML, so every field is paid for on every visit). The
 * card takes this type, so a field it starts to show must be named here. `code` and
 * `category_title` name the product in the consented e-commerce events (docs/decisions/0023).
 * The home page leaves out what the card can do without (`slimHomeProduct`, issue 12): the
 * currency (prices and events use the site's), the picture's title when it is the product's, a
 * missing loyalty price or order limit, and attributes that are no badge.
 */
export const HomeProduct = v.object({
  ...v.pick(ProductListItem, [
    "id", "code", "title", "url_without_domain", "is_available", "category_title", "manufacturer_title", "price_custom", "basic_price_custom", "discount_percent_custom",
    "available_qty", "shopping_cart_code", "unitd_qty", "unitd_unit", "net_quantity", "attributes", "feedback_rate_widget",
  ]).entries,
  /** Absent: the product's title. */
  main_image_title: v.optional(v.string()),
  /** Absent: none. */
  loyalty_price: v.optional(v.nullable(v.number())),
  limited_qty: v.optional(v.nullable(v.number())),
  /** The card draws the medium picture only. */
  main_image_thumbs: v.object({ medium: v.string() }),
});
export type HomeProduct = v.InferOutput<typeof HomeProduct>;

/** A list item cut to the home page's card (see HomeProduct). */
export function slimHomeProduct(item: unknown): HomeProduct {
  const { main_image_title, loyalty_price, limited_qty, ...rest } = v.parse(HomeProduct, item);
  return {
    ...rest,
    attributes: rest.attributes.filter((a) => CARD_BADGES.includes(a.code)),
    ...(main_image_title !== undefined && main_image_title !== rest.title && { main_image_title }),
    ...(loyalty_price != null && { loyalty_price }),
    ...(limited_qty != null && { limited_qty }),
  };
}
const Rail = v.object({ list: Link, products: v.array(HomeProduct) });

/**
 * What an empty cart, wishlist or comparison and a search that found nothing offer instead (issue
 * 10, "Empty states"): some of the shop's top categories as picture tiles and a row of its
 * bestsellers, each card with its add-to-cart (absent when the list cannot be shown). The same for
 * every visitor (worker/pages/controllers/shop-offers.ts).
 */
export const ShopOffers = v.object({ categories: v.array(CategoryTile), bestsellers: v.optional(Rail) });
export type ShopOffers = v.InferOutput<typeof ShopOffers>;

/** What the home page keeps of an article or a recipe: its teaser. */
export const HomePost = v.object({
  ...v.pick(PostListItem, ["id", "kind", "url_without_domain", "title", "category_title", "category_url_without_domain"]).entries,
  main_image_thumbs: v.object({ medium: v.string() }),
});
export type HomePost = v.InferOutput<typeof HomePost>;

/**
 * What identifies a version of a page's sections below the fold (the home page's, a product's): 16
 * hex digits of their SHA-256.
 */
export const BelowKey = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, "16 hex digits"));

/**
 * The home page's sections below the fold (issue 12, docs/decisions/0016-lean-pages.md "Home
 * state: the sections below the fold"): the offers (the featured list), the other rails, the
 * newest recipes and articles. The server renders them into the HTML but leaves them out of the
 * embedded state; the browser reads them from the BFF (`GET home/below/?v=<key>`), whose answer
 * is this. `key` is the digest of the rest, so a page knows whether the answer is what it shows.
 */
export const HomeBelow = v.object({
  key: BelowKey,
  featured: v.optional(Rail),
  rails: v.optional(v.array(Rail)),
  recipes: v.optional(v.array(HomePost)),
  posts: v.optional(v.array(HomePost)),
});
export type HomeBelow = v.InferOutput<typeof HomeBelow>;
export const CMS_SCREENS = [
  v.object({
    kind: v.literal("cms"),
    template: v.picklist(["default", "homepage", "about", "contact", "faq", "members", "login_required"]),
    page: CmsPage,
    faq: v.optional(v.array(FaqEntry)),
    categories: v.optional(v.array(CategoryTile)),
    /** The offers' list, the home page's call to action (absent when the offers could not be shown). */
    offers: v.optional(Link),
    /**
     * The home page's sections below the fold: in the server's state and in the BFF's page answer
     * (client-side navigation); left out of the state the page embeds, which keeps `belowKey`.
     */
    below: v.optional(HomeBelow),
    belowKey: v.optional(BelowKey),
  }),
  /** The 404 screen; `categories` the shop's top categories it offers (none when the catalogue could not be read). */
  v.object({ kind: v.literal("not-found"), reason: v.string(), categories: v.optional(v.array(CategoryTile)) }),
  /** docs/behaviour/08-errors.md "404 with message unauthorized": a loader, then the browser goes to `target` (a path on this site). */
  v.object({ kind: v.literal("unauthorized"), target: v.pipe(v.string(), v.regex(/^\/(?![/\\])/, "a path on this site")) }),
] as const;
