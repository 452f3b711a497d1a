import { Provider, useAtomValue, type createStore } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useEffect } from "react";
import type { PageState } from "../shared/page-state";
import { ConsentIsland } from "./components/islands";
import { NavigationProgress } from "./components/progress";
import { PageLayout } from "./layouts/layouts";
import { DISTRACTION_FREE, ScreenResolverProvider, ScreenView, type ScreenResolver } from "./screens/registry";
import { labelsAtom, pageAtom, sessionAtom, tenantAtom } from "./state/atoms";
import { LivePricesRefresh } from "./state/live-prices";

/**
 * The whole page below `#root`, the same on server and browser. Each render gets its own
 * Provider (a fresh Jotai store), seeded from the embedded state.
 */
export function App({ state, store, screens }: { state: PageState; store?: ReturnType<typeof createStore>; screens: ScreenResolver }) {
  return (
    <Provider store={store}>
      <ScreenResolverProvider value={screens}>
        <Hydrate state={state} />
      </ScreenResolverProvider>
    </Provider>
  );
}

function Hydrate({ state }: { state: PageState }) {
  useHydrateAtoms([
    [tenantAtom, state.tenant],
    [labelsAtom, state.labels],
    [sessionAtom, state.session],
    [pageAtom, state],
  ] as const);
  // Effects run only in the browser, after hydration has committed: tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Page />;
}

function Page() {
  const page = useAtomValue(pageAtom);
  if (!page) return null;
  return (
    <>
      {page.layout !== "bot" && <NavigationProgress />}
      <PageLayout layout={page.layout} checkout={DISTRACTION_FREE.has(page.screen.kind)}>
        {page.contentLang ? (
          // Content shown in a fallback language says so; the site's own labels around it keep the page's.
          <div className="content-lang" lang={page.contentLang}>
            <ScreenView screen={page.screen} />
          </div>
        ) : (
          <ScreenView screen={page.screen} />
        )}
      </PageLayout>
      {page.layout !== "bot" && <ConsentIsland />}
      {page.layout !== "bot" && <LivePricesRefresh />}
    </>
  );
}
