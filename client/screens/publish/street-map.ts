import * as L from "leaflet";
import type { Location } from "../../../shared/contract/content";
import type { MapTiles } from "../../../shared/map-tiles";

/**
 * The stores on a street map (docs/decisions/0019-stores-map.md): Leaflet and the deployment's
 * tiles, a chunk of its own that the stores page imports only when the shopper presses "Street
 * map" (./locations.tsx), so it weighs nothing on the page (tests/node/js-budget.test.ts) and
 * nothing is asked of the tile host before. Its stylesheet is Leaflet's own, linked from the shop
 * (the CSP's style-src 'self'); Leaflet places its parts through element.style, which the CSP
 * allows. The page's code stays a button: this chunk keeps the map's state on the page's own
 * elements (the drawing's frame, the button's aria-pressed, the status line under it).
 */
const LEAFLET_CSS = new URL("../../../node_modules/leaflet/dist/leaflet.css", import.meta.url).href;

function stylesheet(): Promise<void> {
  if (document.querySelector(`link[href="${LEAFLET_CSS}"]`)) return Promise.resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = LEAFLET_CSS;
  return new Promise((loaded, failed) => {
    link.onload = () => loaded();
    link.onerror = () => {
      link.remove();
      failed(new Error("the street map's stylesheet did not load"));
    };
    document.head.appendChild(link);
  });
}

/** Leaflet reads attributions as HTML: the deployment's is plain text. */
const text = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Labels = (key: "locations_map" | "locations_street_map_failed") => string;

/** Per drawing frame: what takes its open street map down, or "loading". */
const open = new WeakMap<Element, (() => void) | "loading">();

/**
 * The button under the drawing was pressed: opens the street map over the drawing (a marker a
 * store, its popup naming it and linking to its card, the view fitted to the stores), or, when it
 * is open, takes it down. When the first tiles cannot load (an error before any tile loaded: the
 * host is unreachable or refuses us), the map goes and the drawing is back with a word why.
 */
export async function toggleStreetMap(button: HTMLButtonElement, stores: readonly Location[], tiles: MapTiles, t: Labels): Promise<void> {
  const frame = button.closest(".store-map");
  const note = frame?.querySelector(".street-map-note");
  if (!frame || !note) return;
  const now = open.get(frame);
  if (now === "loading") return;
  if (now) return now();
  open.set(frame, "loading");
  const showing = (on: boolean) => {
    frame.classList.toggle("is-street", on);
    button.setAttribute("aria-pressed", String(on));
  };
  note.textContent = "";
  showing(true);
  const el = document.createElement("div");
  el.className = "street-map";
  el.setAttribute("role", "region");
  el.setAttribute("aria-label", t("locations_map"));
  frame.insertBefore(el, button.closest(".store-map-bar"));
  let map: L.Map | null = null;
  const takeDown = () => {
    map?.remove();
    el.remove();
    open.delete(frame);
    showing(false);
  };
  const failed = () => {
    takeDown();
    note.textContent = t("locations_street_map_failed");
  };
  try {
    await stylesheet();
  } catch {
    return failed();
  }
  map = L.map(el, { keyboard: true, scrollWheelZoom: false });
  // The page may move on (in-page navigation) with the map open: it goes at the next resize.
  map.on("resize", () => el.isConnected || takeDown());
  let shown = false;
  L.tileLayer(tiles.url, { attribution: text(tiles.attribution), maxZoom: 19 })
    .on("tileload", () => (shown = true))
    .on("tileerror", () => {
      if (!shown && open.get(frame) === takeDown) failed();
    })
    .addTo(map);
  for (const store of stores) {
    const link = document.createElement("a");
    link.href = `#store-${store.code}`;
    link.textContent = store.title;
    L.marker([store.lat, store.lng], { title: store.title, icon: L.divIcon({ className: "street-marker", iconSize: [22, 22], html: "" }) })
      .bindPopup(link)
      .addTo(map);
  }
  open.set(frame, takeDown);
  // Clear of the zoom buttons (top left) and the attribution (bottom right).
  map.fitBounds(L.latLngBounds(stores.map((s) => [s.lat, s.lng])), { paddingTopLeft: [56, 32], paddingBottomRight: [32, 48], maxZoom: 15 });
}
