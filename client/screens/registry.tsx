import { createContext, lazy, Suspense, useContext, type ComponentType } from "react";
import type { Screen, ScreenKind } from "../../shared/screens";
import { CORE_SCREENS } from "./core";
import type { ScreenMap } from "./types";

type AnyScreen = ComponentType<{ screen: Screen }>;
export type ScreenResolver = (kind: ScreenKind) => AnyScreen | undefined;

/**
 * Webshop screens a shopper reaches after (or instead of) the cart and checkout steps: placed
 * orders, payments and the quick order form. They load as their own chunk so the cart and
 * checkout pages, the heaviest family, stay within the JavaScript budget.
 */
const ORDER_SCREENS: ReadonlySet<string> = new Set([
  "webshop-quick-order",
  "webshop-thank-you",
  "webshop-order-problem",
  "webshop-payment-create",
  "webshop-payment-autosubmit",
  "webshop-payment-new",
  "webshop-view-order",
  "webshop-payment-slip",
]);

export type ScreenFamily = "cms" | "catalog" | "publish" | "webshop" | "order" | "auth" | "core";

/** Screen kinds are named `<family>-<screen>`; the family picks the browser chunk. */
export function familyOf(kind: string): ScreenFamily {
  if (kind === "cms") return "cms";
  if (kind.startsWith("catalog-")) return "catalog";
  if (kind.startsWith("auth-")) return "auth";
  if (ORDER_SCREENS.has(kind)) return "order";
  if (kind.startsWith("webshop-")) return "webshop";
  if (kind.startsWith("publish-") || kind.startsWith("content-")) return "publish";
  return "core";
}

const ResolverContext = createContext<ScreenResolver>((kind) => CORE_SCREENS[kind] as AnyScreen | undefined);
export const ScreenResolverProvider = ResolverContext.Provider;

/** The server's resolver: every family imported up front (passed in by the worker). */
export function eagerResolver(maps: ScreenMap[]): ScreenResolver {
  const all: ScreenMap = Object.assign({}, CORE_SCREENS, ...maps);
  return (kind) => all[kind] as AnyScreen | undefined;
}

/**
 * The browser's resolver: families other than core load as chunks on first use, so a shopper
 * downloads only the screens of the pages they open. `preloadScreen` lets navigation fetch the
 * chunk before it swaps the page in.
 */
const chunkLoaders = {
  cms: () => import("./cms/index"),
  catalog: () => import("./catalog/index"),
  publish: () => import("./publish/index"),
  webshop: () => import("./webshop/index"),
  order: () => import("./order/index"),
  auth: () => import("./auth/index"),
};
const chunkPromises = new Map<string, Promise<{ SCREENS: ScreenMap }>>();
const lazyScreens = new Map<string, AnyScreen>();

export function preloadScreen(kind: ScreenKind): Promise<unknown> {
  const family = familyOf(kind);
  if (family === "core") return Promise.resolve();
  let p = chunkPromises.get(family);
  if (!p) {
    p = chunkLoaders[family]();
    chunkPromises.set(family, p);
  }
  return p;
}

export const lazyResolver: ScreenResolver = (kind) => {
  if (familyOf(kind) === "core") return CORE_SCREENS[kind] as AnyScreen | undefined;
  let c = lazyScreens.get(kind);
  if (!c) {
    c = lazy(async () => {
      const mod = await preloadScreen(kind);
      const screen = (mod as { SCREENS: ScreenMap }).SCREENS[kind] as AnyScreen | undefined;
      return { default: screen ?? (() => null) };
    });
    lazyScreens.set(kind, c);
  }
  return c;
};

/** Renders the screen of the page state through the resolver in context. */
export function ScreenView({ screen }: { screen: Screen }) {
  const resolve = useContext(ResolverContext);
  const Component = resolve(screen.kind);
  if (!Component) return null;
  return (
    <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
      <Component screen={screen} />
    </Suspense>
  );
}
