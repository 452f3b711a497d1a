import { atom, type createStore } from "jotai";
import type { Labels } from "../../shared/contract/app";
import type { ConsentState } from "../../shared/contract/consent";
import { labelsAtom, pageAtom, tenantAtom } from "../state/atoms";
import { page } from "./signals";
import { tracking } from "./track";

/**
 * What the lazily loaded runtime may read and change of the app, handed to it from the
 * always-loaded side. The runtime chunk imports no atom itself: a chunk that shares the store's
 * modules with client.js makes the bundler split React and Jotai out into a chunk of their own,
 * which costs every page a request and more than 2 KB of compression (docs/decisions/0009).
 */
/** The choice made on this page, until a new page state brings the cookie's own. */
export const consentAtom = atom<ConsentState | null>(null);

export interface RuntimeHost {
  basePath(): string;
  labels(): Labels;
  consent(): ConsentState;
  setConsent(consent: ConsentState): void;
  /** Calls back after each client-side navigation. */
  onNavigate(callback: () => void): void;
}

export function runtimeHost(store: ReturnType<typeof createStore>): RuntimeHost {
  page.current = () => ({ basePath: store.get(tenantAtom)?.basePath ?? "", labels: store.get(labelsAtom) });
  const consent = () => store.get(consentAtom) ?? store.get(pageAtom)?.runtime?.consent ?? { decided: false, granted: [] };
  // E-commerce events go only on a site with a tag container, and only with analytics consent (docs/decisions/0023).
  tracking.on = () => store.get(pageAtom)?.runtime?.tagManager === true && consent().granted.includes("analytics");
  tracking.currency = () => store.get(tenantAtom)?.currency ?? "";
  return {
    basePath: () => store.get(tenantAtom)?.basePath ?? "",
    labels: () => store.get(labelsAtom),
    consent,
    setConsent: (consent) => store.set(consentAtom, consent),
    onNavigate: (callback) => void store.sub(pageAtom, callback),
  };
}
