import * as v from "valibot";
import { Cart } from "../contract/cart";
import { ProductListItem, Variation } from "../contract/catalog";
import { FormState } from "./auth";
import { ShopOffers } from "./cms";
import { CHECKOUT_SCREENS } from "./checkout";

/** A product the quick order lists: as lists show it, with its packages to choose from. */
const QuickOrderProduct = v.object({ product: ProductListItem, variations: v.array(Variation) });
type QuickOrderProduct = v.InferOutput<typeof QuickOrderProduct>;

/** A line the quick order refused (from the no-JavaScript redirect): code, label, allowed qty. */
const QuickOrderError = v.object({ code: v.string(), label_name: v.string(), allowed_qty: v.nullable(v.number()) });

/** Screens of the webshop controller, plus the catalogue's quick order (`special_view=order_form`). */
export const WEBSHOP_SCREENS = [
  /**
   * Visitor-bound (never cached); `notice` is a label from a no-JavaScript change, `qty` its {qty};
   * `couponForm` what a refused or done coupon post left; `checkout` the first checkout step.
   */
  v.object({
    kind: v.literal("webshop-cart"),
    cart: Cart,
    notice: v.nullable(v.string()),
    noticeQty: v.nullable(v.number()),
    couponForm: FormState,
    checkout: v.string(),
    /** What an empty cart offers instead (loaded with any cart, so the last line removed shows them too). */
    offers: ShopOffers,
    /** What goes with a full cart: products of its lines' categories not in it (empty when none or on failure). */
    crossSell: v.array(ProductListItem),
  }),
  /** `checkout`: the quick checkout (the review step with `quick=1`), offered once lines are added. */
  v.object({
    kind: v.literal("webshop-quick-order"),
    query: v.string(),
    products: v.array(QuickOrderProduct),
    added: v.nullable(v.number()),
    errors: v.array(QuickOrderError),
    checkout: v.string(),
  }),
  ...CHECKOUT_SCREENS,
] as const;
