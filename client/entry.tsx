import { createStore } from "jotai";
import { hydrateRoot } from "react-dom/client";
import * as v from "valibot";
import { PageEnvelope, type PageState } from "../shared/page-state";
import { App } from "./app";
import { installRouter } from "./navigation/router";
import { lazyResolver, preloadScreen } from "./screens/registry";
import "./styles.css";

/** Browser entry: read the embedded state, check it, hydrate the same tree the server sent. */
const root = document.getElementById("root");
const raw = document.getElementById("__STATE__")?.textContent;
if (root && raw) {
  // The envelope is checked; the screen's own fields come from our server as rendered.
  const state = v.parse(PageEnvelope, JSON.parse(raw)) as unknown as PageState;
  const store = createStore();
  void preloadScreen(state.screen.kind);
  hydrateRoot(root, <App state={state} store={store} screens={lazyResolver} />, {
    onRecoverableError(error) {
      console.error("hydration:", error);
    },
  });
  installRouter(store);
}
