import { createContext, lazy, Suspense, useContext, type ComponentType } from "react";
import type { Screen, ScreenKind } from "../../shared/screens";
import type { ScreenMap } from "./types";

type AnyScreen = ComponentType<{ screen: Screen }>;
export type ScreenResolver = (kind: ScreenKind) => AnyScreen | undefined;

/**
 * Webshop screens a shopper reaches after (or instead of) the cart and checkout steps, each group
 * its own chunk so no page ships another's code (docs/decisions/0018-javascript-budget.md):
 * placed orders, paying a placed order, and the quick order form.
 */
const ORDER_SCREENS: ReadonlySet<string> = new Set(["webshop-thank-you", "webshop-order-problem", "webshop-view-order", "webshop-payment-slip"]);
/** The payment forms posted straight to the gateway, a chunk apart from payment new (which asks for a card only when one pays). */
const GATEWAY_SCREENS: ReadonlySet<string> = new Set(["webshop-payment-create", "webshop-payment-autosubmit"]);
/** A logged-in shopper's account pages, a chunk apart from the log-in, sign-up, password and log-out forms. */
const ACCOUNT_SCREENS: ReadonlySet<string> = new Set(["auth-dashboard", "auth-edit", "auth-orders", "auth-coupons"]);

/** The checkout steps, shown distraction-free: their own header, no site navigation (issue 18). */
export const DISTRACTION_FREE: ReadonlySet<string> = new Set(["webshop-login", "webshop-customer", "webshop-shipping", "webshop-payment", "webshop-review-order"]);

type ScreenFamily = "cms" | "catalog" | "product" | "search" | "saved" | "publish" | "recipe" | "content" | "cart" | "login" | "webshop" | "review" | "order" | "payment" | "gateway" | "quick" | "customer" | "account" | "auth" | "core";

/** Screen kinds are named `<family>-<screen>`; the family picks the browser chunk. */
export function familyOf(kind: string): ScreenFamily {
  if (kind === "cms") return "cms";
  if (kind === "catalog-wishlist" || kind === "catalog-compare") return "saved";
  if (kind === "catalog-product") return "product";
  if (kind === "catalog-search") return "search";
  if (kind.startsWith("catalog-")) return "catalog";
  if (ACCOUNT_SCREENS.has(kind)) return "account";
  if (kind.startsWith("auth-")) return "auth";
  if (ORDER_SCREENS.has(kind)) return "order";
  if (GATEWAY_SCREENS.has(kind)) return "gateway";
  if (kind === "webshop-payment-new") return "payment";
  if (kind === "webshop-quick-order") return "quick";
  if (kind === "webshop-cart") return "cart";
  if (kind === "webshop-login") return "login";
  if (kind === "webshop-review-order") return "review";
  if (kind === "webshop-customer") return "customer";
  if (kind.startsWith("webshop-")) return "webshop";
  if (kind === "publish-recipe" || kind === "publish-instashop") return "recipe";
  if (kind.startsWith("publish-")) return "publish";
  if (kind.startsWith("content-")) return "content";
  return "core";
}

const ResolverContext = createContext<ScreenResolver>(() => undefined);
export const ScreenResolverProvider = ResolverContext.Provider;

/** The server's resolver: every family, the error screens' (core) too, imported up front (passed in by the worker). */
export function eagerResolver(maps: ScreenMap[]): ScreenResolver {
  const all: ScreenMap = Object.assign({}, ...maps);
  return (kind) => all[kind] as AnyScreen | undefined;
}

/**
 * The browser's resolver: every family loads as a chunk on first use, so a shopper
 * downloads only the screens of the pages they open. `preloadScreen` lets navigation fetch the
 * chunk before it swaps the page in.
 */
const chunkLoaders = {
  core: () => import("./core/index"),
  cms: () => import("./cms/index"),
  catalog: () => import("./catalog/index"),
  product: () => import("./product/index"),
  search: () => import("./search/index"),
  saved: () => import("./saved/index"),
  publish: () => import("./publish/index"),
  recipe: () => import("./recipe/index"),
  content: () => import("./content/index"),
  cart: () => import("./cart/index"),
  login: () => import("./login/index"),
  webshop: () => import("./webshop/index"),
  review: () => import("./review/index"),
  order: () => import("./order/index"),
  payment: () => import("./payment/index"),
  gateway: () => import("./gateway/index"),
  quick: () => import("./quick/index"),
  customer: () => import("./customer/index"),
  account: () => import("./account/index"),
  auth: () => import("./auth/index"),
};
const chunkPromises = new Map<string, Promise<{ SCREENS: ScreenMap }>>();
const loadedFamilies = new Map<string, ScreenMap>();
const lazyScreens = new Map<string, AnyScreen>();

export function preloadScreen(kind: ScreenKind): Promise<unknown> {
  const family = familyOf(kind);
  let p = chunkPromises.get(family);
  if (!p) {
    p = chunkLoaders[family]().then(
      (mod) => {
        loadedFamilies.set(family, mod.SCREENS);
        return mod;
      },
      (err: unknown) => {
        chunkPromises.delete(family); // a later navigation may try again
        throw err;
      },
    );
    chunkPromises.set(family, p);
  }
  return p;
}

/**
 * A family already loaded resolves to its component itself, so the page hydrates in one pass
 * (the browser entry loads the first screen's family before it hydrates; navigation loads the
 * next one before the swap). Behind React.lazy the screen would hydrate later, and until then
 * React holds back clicks inside it (it stops their propagation to replay them), so the
 * router's document listener would miss them and the browser would load the link in full.
 */
export const lazyResolver: ScreenResolver = (kind) => {
  const family = familyOf(kind);
  const loaded = loadedFamilies.get(family);
  if (loaded) return loaded[kind] as AnyScreen | undefined;
  let c = lazyScreens.get(kind);
  if (!c) {
    c = lazy(async () => {
      const mod = await preloadScreen(kind);
      const screen = (mod as { SCREENS: ScreenMap }).SCREENS[kind] as AnyScreen | undefined;
      return { default: screen ?? (() => null) };
    });
    lazyScreens.set(kind, c);
    lazyWrappers.add(c);
  }
  return c;
};

/** Screens that may suspend (React.lazy), the only ones ScreenView wraps in Suspense. */
const lazyWrappers = new WeakSet<AnyScreen>();

/**
 * Renders the screen of the page state through the resolver in context. Only a screen still
 * behind React.lazy gets a Suspense boundary: the server renders every screen eagerly, and a
 * boundary in its markup would make the browser hydrate the screen in a later pass than the
 * page, when the page already counts as hydrated and React holds back clicks inside the screen.
 */
export function ScreenView({ screen }: { screen: Screen }) {
  const resolve = useContext(ResolverContext);
  const Component = resolve(screen.kind);
  if (!Component) return null;
  if (!lazyWrappers.has(Component)) return <Component screen={screen} />;
  return (
    <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
      <Component screen={screen} />
    </Suspense>
  );
}
