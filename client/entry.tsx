import { createStore } from "jotai";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { pageEnvelope } from "./state/answer";
import type { PageState } from "../shared/page-state";
import { App } from "./app";
import { installRouter } from "./navigation/router";
import { runtimeHost } from "./runtime/host";
import { lazyResolver, preloadScreen } from "./screens/registry";
import "./styles.css";

/**
 * Browser entry: read the embedded state, check it, load the screen's chunk, hydrate the same
 * tree the server sent, then start the client runtime (consent scripts, idle reload, ...), which loads as its own chunk.
 * A page without usable state cannot hydrate: the runtime repairs that start-up (docs/behaviour/08-errors.md).
 */
const root = document.getElementById("root");
const state = readState(document.getElementById("__STATE__")?.textContent);
if (root && state) {
  const store = createStore();
  // Connected before hydration: a screen's first effects (a list shown) already ask whether to report it.
  const host = runtimeHost(store);
  // The screen's chunk (preloaded by the page's loader, worker/render/hints.ts) first, so the whole page
  // hydrates at once; a chunk that fails to load leaves the screen to React.lazy.
  const start = () => {
    // In a transition: React hydrates in slices and yields to the browser between them (no long
    // task on a slow phone), and a click on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, <App state={state} store={store} screens={lazyResolver} />, {
        onRecoverableError(error) {
          console.error("hydration:", error);
        },
      });
    });
    installRouter(store);
    void import("./runtime/runtime").then((m) => m.startRuntime(host, state));
  };
  preloadScreen(state.screen.kind).then(start, start);
} else if (root) {
  void import("./runtime/faults").then((m) => m.recoverStartup());
}

/** The envelope is checked; the screen's own fields come from our server as rendered. */
function readState(raw: string | undefined): PageState | null {
  try {
    return raw ? pageEnvelope<PageState>(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
