import type { PageState } from "../../shared/page-state";
import { fetchLatestBuild, watchBuild } from "./build-watch";
import { saveFirstVisitParams } from "./first-visit";
import { installHashLinks, scrollToHash } from "./hash-scroll";
import type { RuntimeHost } from "./host";
import { watchIdle, watchUnsavedInput } from "./idle";
import { ipCountry } from "./ip-country";
import { build, reloadGuard } from "./signals";

/**
 * The client runtime (docs/behaviour/04-states.md, docs/behaviour/08-errors.md), loaded after hydration: nothing here is needed to show or
 * hydrate a page. What only some pages need loads later still: consented scripts
 * (consent.ts) when there are any, fault handling (faults.ts) on a 401 or 503.
 */
export function startRuntime(host: RuntimeHost, state: PageState): void {
  saveFirstVisitParams(location.search, () => localStorage, () => sessionStorage);
  installHashLinks();
  if (location.hash) scrollToHash(location.hash);
  const runtime = state.runtime;
  let scripts: Promise<unknown> = Promise.resolve();
  if (runtime) {
    if (runtime.scripts.length > 0) scripts = import("./consent").then((m) => m.startScripts(host, runtime.scripts));
    const unsaved = watchUnsavedInput(document);
    watchIdle(window, runtime.idleMinutes * 60_000, () => void (unsaved() || reloadGuard.reload("idle")));
    void ipCountry(runtime.ipCountryUrl, () => sessionStorage).then((country) => {
      if (country) document.documentElement.dataset.ipCountry = country;
    });
  }
  const current = document.querySelector<HTMLMetaElement>('meta[name="zrno-build"]')?.content;
  if (current) {
    watchBuild(current, fetchLatestBuild, () => {
      build.stale = true;
      document.documentElement.dataset.newBuild = "true";
    });
  }
  // Like data-hydrated: tests and tools wait on it before they move a fake clock.
  void scripts.then(() => (document.documentElement.dataset.runtime = "ready"));
}
