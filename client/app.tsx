import { Provider, useAtomValue, type createStore } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import type { PageState } from "../shared/page-state";
import { NavigationProgress } from "./components/progress";
import { PageLayout } from "./layouts/layouts";
import { CmsScreen } from "./screens/cms/cms-page";
import { NotFoundScreen } from "./screens/not-found";
import { labelsAtom, pageAtom, sessionAtom, tenantAtom } from "./state/atoms";

/**
 * The whole page below `#root`, the same on server and browser. Each render gets its own
 * Provider (a fresh Jotai store), seeded from the embedded state.
 */
export function App({ state, store }: { state: PageState; store?: ReturnType<typeof createStore> }) {
  return (
    <Provider store={store}>
      <Hydrate state={state} />
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
  return <Page />;
}

function Page() {
  const page = useAtomValue(pageAtom);
  if (!page) return null;
  return (
    <>
      {page.layout !== "bot" && <NavigationProgress />}
      <PageLayout layout={page.layout}>
        <ScreenView screen={page.screen} />
      </PageLayout>
    </>
  );
}

function ScreenView({ screen }: { screen: PageState["screen"] }) {
  switch (screen.kind) {
    case "cms":
      return <CmsScreen template={screen.template} page={screen.page} />;
    case "not-found":
      return <NotFoundScreen reason={screen.reason} />;
  }
}
