import { useEffect, useState } from "react";
import { useAtomValue } from "jotai";
import { WEEKDAYS } from "../../../shared/contract/constants";
import type { Location, OpeningHours } from "../../../shared/contract/content";
import type { ScreenOf } from "../../../shared/screens";
import type { MapTiles } from "../../../shared/map-tiles";
import { tenantAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";
import { Icon } from "../../components/icon";
import { openNow } from "./open-now";
import { MAP_FILE, MAP_HEIGHT, MAP_WIDTH, type StoreMapLayout } from "../../../shared/store-map";

/** Weekday names in the tenant's language, Monday first (1 January 2024 was a Monday). */
function useWeekdays(): string[] {
  const locale = useAtomValue(tenantAtom)?.locale ?? "en";
  const f = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return WEEKDAYS.map((_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function HoursTable({ hours }: { hours: OpeningHours }) {
  const t = useLabel();
  const names = useWeekdays();
  return (
    <table className="hours">
      <caption>{t("location_opening_hours")}</caption>
      <tbody>
        {WEEKDAYS.map((day, i) => (
          <tr key={day}>
            <th scope="row">{names[i]}</th>
            <td>{hours[day]?.replace("-", " – ") ?? t("location_closed")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Address({ location }: { location: Location }) {
  return (
    <address className="location-address">
      {location.address}
      <br />
      {location.postcode} {location.city}
    </address>
  );
}

/** A route to the store in OpenStreetMap, the start left to the shopper's device. */
const directions = (l: Location) => `https://www.openstreetmap.org/directions?route=%3B${l.lat}%2C${l.lng}`;

/**
 * Open now, and until when, or when it opens next, in the store's own time zone. Filled after
 * hydration from the shopper's clock: the server's HTML is one for every visitor and every minute
 * (the edge page cache keeps it), so it carries no status.
 */
function OpenNow({ location }: { location: Location }) {
  const t = useLabel();
  const names = useWeekdays();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  if (!now) return <p className="open-now" />;
  const open = openNow(location.hours, location.time_zone ?? "Europe/Zagreb", now);
  return <p className={open.key === "location_open_until" ? "open-now is-open" : "open-now"}>{t(open.key, { time: open.time, day: names[open.day]! })}</p>;
}

/**
 * The stores on a map drawn at build (docs/decisions/0019-stores-map.md): the region's countries
 * as one picture the shop serves itself, the part around this site's stores shown, a marker a city
 * with its name (laid out by the loader: worker/pages/store-map-layout.ts), away from its marker
 * with a leader line where the view is crowded.
 * Each marker is a link to its first store in the list below, so the keyboard reaches them (Tab)
 * and follows them (Enter) like any link, and the list says everything the map does. When the
 * deployment has a tile source (`tiles`), a button under the drawing opens the street map over it
 * (Leaflet, loaded at the first press; nothing is asked of the tile host before).
 */
function StoreMap({ stores, tiles, map }: { stores: Location[]; tiles: MapTiles | null; map: StoreMapLayout }) {
  const t = useLabel();
  const { view, r, fs } = map;
  const titleOf = new Map(stores.map((l) => [l.code, l.title]));
  return (
    <div className="store-map">
      <svg viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`} role="group" aria-label={t("locations_map")}>
        <image href={MAP_FILE} width={MAP_WIDTH} height={MAP_HEIGHT} />
        {map.cities.map(({ city, x, y, stores: codes, name }) => (
          <a key={city} href={`#store-${codes[0]!}`} className="map-marker" aria-label={codes.map((c) => titleOf.get(c) ?? c).join(", ")}>
            {name?.leader && <line className="map-leader" x1={name.leader[0]} y1={name.leader[1]} x2={name.leader[2]} y2={name.leader[3]} strokeWidth={r / 7} />}
            <circle cx={x} cy={y} r={r} strokeWidth={r / 3} />
            {codes.length > 1 && (
              <text x={x} y={y + r * 0.45} fontSize={r * 1.3} textAnchor="middle" className="map-count">
                {codes.length}
              </text>
            )}
            {name && (
              <text x={name.x} y={name.y} fontSize={fs} textAnchor="middle" strokeWidth={r / 3}>
                {city}
              </text>
            )}
          </a>
        ))}
      </svg>
      {tiles && stores.length > 0 && (
        // The street map (./street-map.ts, a chunk of its own) is imported at the first press;
        // it keeps its state on these elements.
        <div className="store-map-bar">
          <button type="button" className="button button-small button-secondary" aria-pressed="false" onClick={(e) => {
              const button = e.currentTarget;
              void import("./street-map").then((m) => m.toggleStreetMap(button, stores, tiles, t));
            }}>
            <Icon name="zoom" /> {t("locations_street_map")}
          </button>
          <p className="street-map-note" role="status" />
        </div>
      )}
    </div>
  );
}

/** Store index: a map with a marker a city, and the stores as cards: picture, open now, address, phone, directions, hours. */
export function LocationsScreen({ screen }: { screen: ScreenOf<"content-locations"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="locations">
      <h1>{t("nav_locations")}</h1>
      <p className="publish-intro">{t("locations_title")}</p>
      <div className="stores-layout">
        <StoreMap stores={screen.locations} tiles={screen.tiles} map={screen.map} />
        <div>
          <h2 className="visually-hidden">{t("locations_list")}</h2>
          <ul className="location-list">
            {screen.locations.map((l) => (
              <li key={l.code} id={`store-${l.code}`} tabIndex={-1} className="location-card">
                {l.image_thumbs && <img className="location-photo" src={l.image_thumbs.medium} srcSet={`${l.image_thumbs.small} 160w, ${l.image_thumbs.medium} 400w`} sizes="(min-width: 900px) 300px, 100vw" alt="" width={400} height={400} loading="lazy" />}
                <h3>
                  <a href={urls.path(l.url_without_domain)}>{l.title}</a>
                </h3>
                <OpenNow location={l} />
                <Address location={l} />
                <p className="location-actions">
                  <a href={`tel:${l.phone.replace(/\s+/g, "")}`}>
                    <Icon name="phone" /> {l.phone}
                  </a>
                  <a href={directions(l)} target="_blank" rel="noopener noreferrer">
                    <Icon name="pin" /> {t("location_directions")}
                  </a>
                </p>
                <details className="location-hours">
                  <summary>{t("location_opening_hours")}</summary>
                  <HoursTable hours={l.hours} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Store detail: address, contact, opening hours, coordinates and a map link (OpenStreetMap). */
export function LocationScreen({ screen }: { screen: ScreenOf<"content-location"> }) {
  const t = useLabel();
  const { location: l } = screen;
  const map = `https://www.openstreetmap.org/?mlat=${l.lat}&mlon=${l.lng}#map=17/${l.lat}/${l.lng}`;
  return (
    <article className="location">
      <h1>{l.title}</h1>
      <OpenNow location={l} />
      <p className="publish-intro">{l.description}</p>
      {l.image_thumbs && <img className="location-photo" src={l.image_thumbs.large} srcSet={`${l.image_thumbs.medium} 400w, ${l.image_thumbs.large} 800w`} sizes="(min-width: 800px) 780px, 100vw" alt="" width={800} height={800} />}
      <div className="location-details">
        <dl>
          <dt>{t("location_address")}</dt>
          <dd>
            <Address location={l} />
          </dd>
          <dt>{t("location_phone")}</dt>
          <dd>
            <a href={`tel:${l.phone.replace(/\s+/g, "")}`}>{l.phone}</a>
          </dd>
          <dt>{t("location_email")}</dt>
          <dd>
            <a href={`mailto:${l.email}`}>{l.email}</a>
          </dd>
          <dt>{t("location_coordinates")}</dt>
          <dd>
            <span className="geo">
              {l.lat}, {l.lng}
            </span>{" "}
            ·{" "}
            <a href={map} target="_blank" rel="noopener noreferrer" className="map-link">
              {t("location_map")}
            </a>{" "}
            ·{" "}
            <a href={directions(l)} target="_blank" rel="noopener noreferrer">
              {t("location_directions")}
            </a>
          </dd>
        </dl>
        <HoursTable hours={l.hours} />
      </div>
    </article>
  );
}
