/**
 * What the Worker's bundle has in place of Leaflet (wrangler.toml `alias`), a library only the
 * browser runs: the stores page imports it behind a shopper's press (client/screens/publish/
 * street-map.ts), which never happens on the server. Without this the Worker would carry ~47 KB gz
 * it never runs. The names are the ones that file uses (the bundler warns of any other); each
 * throws, so a server that ever reached them would say so instead of half-working.
 */
const unavailable = (): never => {
  throw new Error("Leaflet runs in the browser only (worker/render/browser-only.ts)");
};
export const map = unavailable;
export const tileLayer = unavailable;
export const marker = unavailable;
export const divIcon = unavailable;
export const latLngBounds = unavailable;
