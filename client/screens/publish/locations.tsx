import { useAtomValue } from "jotai";
import { WEEKDAYS } from "../../../shared/contract/constants";
import type { Location, OpeningHours } from "../../../shared/contract/content";
import type { ScreenOf } from "../../../shared/screens";
import { tenantAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";

/** Weekday names in the tenant's language, Monday first (1 January 2024 was a Monday). */
function useWeekdays(): string[] {
  const locale = useAtomValue(tenantAtom)?.locale ?? "en";
  const f = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return WEEKDAYS.map((_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

export function HoursTable({ hours }: { hours: OpeningHours }) {
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

/** Store index: the stores of this site grouped by city, each with address and hours. */
export function LocationsScreen({ screen }: { screen: ScreenOf<"content-locations"> }) {
  const t = useLabel();
  const urls = useUrls();
  const cities = new Map<string, Location[]>();
  for (const l of screen.locations) cities.set(l.city, [...(cities.get(l.city) ?? []), l]);
  return (
    <section className="locations">
      <h1>{t("nav_locations")}</h1>
      <p className="publish-intro">{t("locations_title")}</p>
      {[...cities].map(([city, stores]) => (
        <section key={city} className="location-city" aria-labelledby={`city-${stores[0]?.code}`}>
          <h2 id={`city-${stores[0]?.code}`}>{city}</h2>
          <ul className="location-list">
            {stores.map((l) => (
              <li key={l.code} className="location-card">
                <h3>
                  <a href={urls.path(l.url_without_domain)}>{l.title}</a>
                </h3>
                <Address location={l} />
                <HoursTable hours={l.hours} />
              </li>
            ))}
          </ul>
        </section>
      ))}
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
      <p className="publish-intro">{l.description}</p>
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
            </a>
          </dd>
        </dl>
        <HoursTable hours={l.hours} />
      </div>
    </article>
  );
}
