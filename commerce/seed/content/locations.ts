// Store locations. `country` is ISO 3166-1 alpha-2; the title is the language's word for
// "store" plus the place name in that language (its exonym, i18n/<lang>/content.json
// `content.locations.<code>.place`), and the slug is the slugified place name.
import type { L, SeedLocation } from "../types";
import { mapL } from "./build";
import { slugify } from "../../../shared/slug";
import { t } from "../texts";

/** "Store" plus the place name, per language: a template with {place}. */
const STORE: L<(place: string) => string> = mapL(t("content.locations.store") as L<string>, (tpl) => (place: string) => tpl.replace("{place}", place));

type Hours = SeedLocation["hours"];
const WEEK = (weekday: string, sat: string | null, sun: string | null = null): Hours => ({
  mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat, sun,
});

function location(
  meta: Omit<SeedLocation, "title" | "slug" | "description">,
  place: L,
  description: L,
): SeedLocation {
  return { ...meta, title: mapL(place, (p, lang) => STORE[lang](p)), slug: mapL(place, slugify), description };
}

export const LOCATIONS: SeedLocation[] = [
  location(
    { code: "zagreb-ilica", sites: ["hr", "en"], city: "Zagreb", address: "Ilica 42", postcode: "10000", country: "HR", lat: 45.8129, lng: 15.9718, phone: "+385 1 4567 890", email: "ilica@zrno.hr", hours: WEEK("08:00-20:00", "08:00-15:00") },
    t("content.locations.zagreb-ilica.place"),
    t("content.locations.zagreb-ilica.description"),
  ),
  location(
    { code: "zagreb-maksimir", sites: ["hr", "en"], city: "Zagreb", address: "Maksimirska 88", postcode: "10000", country: "HR", lat: 45.8175, lng: 16.004, phone: "+385 1 2345 678", email: "maksimir@zrno.hr", hours: WEEK("07:30-20:30", "08:00-15:00", "08:00-13:00") },
    t("content.locations.zagreb-maksimir.place"),
    t("content.locations.zagreb-maksimir.description"),
  ),
  location(
    { code: "split", sites: ["hr", "en"], city: "Split", address: "Ulica kralja Zvonimira 14", postcode: "21000", country: "HR", lat: 43.5098, lng: 16.4426, phone: "+385 21 345 678", email: "split@zrno.hr", hours: WEEK("08:00-20:00", "08:00-14:00", "09:00-13:00") },
    t("content.locations.split.place"),
    t("content.locations.split.description"),
  ),
  location(
    { code: "rijeka", sites: ["hr", "en"], city: "Rijeka", address: "Korzo 22", postcode: "51000", country: "HR", lat: 45.3268, lng: 14.442, phone: "+385 51 321 456", email: "rijeka@zrno.hr", hours: WEEK("08:00-20:00", "08:00-14:00") },
    t("content.locations.rijeka.place"),
    t("content.locations.rijeka.description"),
  ),
  location(
    { code: "ljubljana", sites: ["si", "en", "hr", "at", "it"], city: "Ljubljana", address: "Slovenska cesta 15", postcode: "1000", country: "SI", lat: 46.0527, lng: 14.503, phone: "+386 1 234 5678", email: "ljubljana@zrno.si", hours: WEEK("08:00-20:00", "08:00-15:00") },
    t("content.locations.ljubljana.place"),
    t("content.locations.ljubljana.description"),
  ),
  location(
    { code: "trieste", sites: ["it", "en", "si"], city: "Trieste", address: "Via Roma 10", postcode: "34121", country: "IT", lat: 45.6511, lng: 13.776, phone: "+39 040 123 4567", email: "trieste@zrno.it", hours: WEEK("09:00-19:30", "09:00-13:00") },
    t("content.locations.trieste.place"),
    t("content.locations.trieste.description"),
  ),
  location(
    { code: "wien", sites: ["at", "de", "en"], city: "Wien", address: "Neubaugasse 8", postcode: "1070", country: "AT", lat: 48.2006, lng: 16.3497, phone: "+43 1 234 5678", email: "wien@zrno.at", hours: WEEK("09:00-19:00", "09:00-18:00") },
    t("content.locations.wien.place"),
    t("content.locations.wien.description"),
  ),
  location(
    { code: "berlin", sites: ["de", "at", "en"], city: "Berlin", address: "Kastanienallee 12", postcode: "10435", country: "DE", lat: 52.5371, lng: 13.4087, phone: "+49 30 1234 5678", email: "berlin@zrno.de", hours: WEEK("09:00-20:00", "09:00-18:00") },
    t("content.locations.berlin.place"),
    t("content.locations.berlin.description"),
  ),
  location(
    { code: "madrid", sites: ["es", "en"], city: "Madrid", address: "Calle de Fuencarral 45", postcode: "28004", country: "ES", lat: 40.4238, lng: -3.7016, phone: "+34 91 123 4567", email: "madrid@zrno.es", hours: WEEK("10:00-21:00", "10:00-21:00", "11:00-15:00") },
    t("content.locations.madrid.place"),
    t("content.locations.madrid.description"),
  ),
  location(
    { code: "beograd", sites: ["rs", "en", "ba", "me"], city: "Beograd", address: "Knez Mihailova 20", postcode: "11000", country: "RS", lat: 44.8166, lng: 20.458, phone: "+381 11 123 4567", email: "beograd@zrno.rs", hours: WEEK("08:00-21:00", "09:00-21:00", "10:00-16:00") },
    t("content.locations.beograd.place"),
    t("content.locations.beograd.description"),
  ),
  location(
    { code: "sarajevo", sites: ["ba", "en", "rs", "me"], city: "Sarajevo", address: "Ferhadija 14", postcode: "71000", country: "BA", lat: 43.8589, lng: 18.4256, phone: "+387 33 123 456", email: "sarajevo@zrno.ba", hours: WEEK("08:00-20:00", "08:00-16:00") },
    t("content.locations.sarajevo.place"),
    t("content.locations.sarajevo.description"),
  ),
  location(
    { code: "podgorica", sites: ["me", "en", "rs", "ba"], city: "Podgorica", address: "Njegoševa 5", postcode: "81000", country: "ME", lat: 42.4406, lng: 19.261, phone: "+382 20 123 456", email: "podgorica@zrno.me", hours: WEEK("08:00-20:00", "08:00-15:00") },
    t("content.locations.podgorica.place"),
    t("content.locations.podgorica.description"),
  ),
];
