// Store locations. `country` is ISO 3166-1 alpha-2; the title is the language's word for
// "store" plus the localized place name, and the slug is the slugified place name.
import type { L, SeedLocation } from "../types";
import { mapL, slugify } from "./build";

const STORE: L<(place: string) => string> = {
  hr: (p) => `Trgovina ${p}`,
  en: (p) => `Zrno ${p}`,
  sl: (p) => `Trgovina ${p}`,
  de: (p) => `Filiale ${p}`,
  it: (p) => `Negozio di ${p}`,
  es: (p) => `Tienda de ${p}`,
  sr: (p) => `Prodavnica ${p}`,
  bs: (p) => `Poslovnica ${p}`,
  cnr: (p) => `Prodavnica ${p}`,
};

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

/** Same place name in every language except where the language has its own exonym. */
function names(base: string, own: Partial<L> = {}): L {
  return { hr: base, en: base, sl: base, de: base, it: base, es: base, sr: base, bs: base, cnr: base, ...own };
}

export const LOCATIONS: SeedLocation[] = [
  location(
    { code: "zagreb-ilica", sites: ["hr", "en"], city: "Zagreb", address: "Ilica 42", postcode: "10000", country: "HR", lat: 45.8129, lng: 15.9718, phone: "+385 1 4567 890", email: "ilica@zrno.hr", hours: WEEK("08:00-20:00", "08:00-15:00") },
    names("Zagreb – Ilica", { it: "Zagabria – Ilica" }),
    {
      hr: "Naša prva i najveća trgovina, u središtu grada, sa stanicom za punjenje i savjetovanjem nutricionistice srijedom.",
      en: "Our first and largest store, in the city centre, with a refill station and nutrition advice on Wednesdays.",
      sl: "Naša prva in največja trgovina v središču mesta, s postajo za polnjenje in prehranskim svetovanjem ob sredah.",
      de: "Unsere erste und größte Filiale im Stadtzentrum, mit Abfüllstation und Ernährungsberatung am Mittwoch.",
      it: "Il nostro primo e più grande negozio, in centro città, con stazione di ricarica e consulenza nutrizionale il mercoledì.",
      es: "Nuestra primera y mayor tienda, en el centro de la ciudad, con estación de rellenado y asesoramiento nutricional los miércoles.",
      sr: "Naša prva i najveća prodavnica, u centru grada, sa stanicom za punjenje i savetovanjem nutricionistkinje sredom.",
      bs: "Naša prva i najveća poslovnica, u centru grada, sa stanicom za punjenje i savjetovanjem nutricionistice srijedom.",
      cnr: "Naša prva i najveća prodavnica, u centru grada, sa stanicom za punjenje i savjetovanjem nutricionistkinje srijedom.",
    },
  ),
  location(
    { code: "zagreb-maksimir", sites: ["hr", "en"], city: "Zagreb", address: "Maksimirska 88", postcode: "10000", country: "HR", lat: 45.8175, lng: 16.004, phone: "+385 1 2345 678", email: "maksimir@zrno.hr", hours: WEEK("07:30-20:30", "08:00-15:00", "08:00-13:00") },
    names("Zagreb – Maksimir", { it: "Zagabria – Maksimir" }),
    {
      hr: "Trgovina kraj parka Maksimir s parkiralištem, stanicom za punjenje i preuzimanjem webshop narudžbi.",
      en: "A store next to Maksimir Park with parking, a refill station and webshop order pickup.",
      sl: "Trgovina ob parku Maksimir s parkiriščem, postajo za polnjenje in prevzemom spletnih naročil.",
      de: "Filiale am Maksimir-Park mit Parkplatz, Abfüllstation und Abholung von Onlinebestellungen.",
      it: "Negozio vicino al parco Maksimir con parcheggio, stazione di ricarica e ritiro degli ordini online.",
      es: "Tienda junto al parque Maksimir con aparcamiento, estación de rellenado y recogida de pedidos online.",
      sr: "Prodavnica pored parka Maksimir sa parkingom, stanicom za punjenje i preuzimanjem onlajn porudžbina.",
      bs: "Poslovnica pored parka Maksimir s parkingom, stanicom za punjenje i preuzimanjem online narudžbi.",
      cnr: "Prodavnica pored parka Maksimir sa parkingom, stanicom za punjenje i preuzimanjem onlajn porudžbina.",
    },
  ),
  location(
    { code: "split", sites: ["hr", "en"], city: "Split", address: "Ulica kralja Zvonimira 14", postcode: "21000", country: "HR", lat: 43.5098, lng: 16.4426, phone: "+385 21 345 678", email: "split@zrno.hr", hours: WEEK("08:00-20:00", "08:00-14:00", "09:00-13:00") },
    names("Split", { it: "Spalato" }),
    {
      hr: "Naša prva trgovina u Dalmaciji, s kutkom za rasute namirnice te maslinovim uljem i medom obiteljskih gospodarstava.",
      en: "Our first store in Dalmatia, with a bulk-food corner and olive oil and honey from family farms.",
      sl: "Naša prva trgovina v Dalmaciji, s kotičkom za živila v razsutem stanju ter oljčnim oljem in medom družinskih kmetij.",
      de: "Unsere erste Filiale in Dalmatien, mit Unverpackt-Ecke sowie Olivenöl und Honig von Familienbetrieben.",
      it: "Il nostro primo negozio in Dalmazia, con angolo dello sfuso, olio d'oliva e miele di aziende familiari.",
      es: "Nuestra primera tienda en Dalmacia, con rincón a granel y aceite de oliva y miel de granjas familiares.",
      sr: "Naša prva prodavnica u Dalmaciji, sa kutkom za rinfuzne namirnice i maslinovim uljem i medom porodičnih gazdinstava.",
      bs: "Naša prva poslovnica u Dalmaciji, s kutkom za rinfuzne namirnice te maslinovim uljem i medom porodičnih gazdinstava.",
      cnr: "Naša prva prodavnica u Dalmaciji, sa kutkom za rinfuzne namirnice i maslinovim uljem i medom porodičnih gazdinstava.",
    },
  ),
  location(
    { code: "rijeka", sites: ["hr", "en"], city: "Rijeka", address: "Korzo 22", postcode: "51000", country: "HR", lat: 45.3268, lng: 14.442, phone: "+385 51 321 456", email: "rijeka@zrno.hr", hours: WEEK("08:00-20:00", "08:00-14:00") },
    names("Rijeka", { it: "Fiume" }),
    {
      hr: "Trgovina na Korzu, nekoliko koraka od tržnice, s bogatom ponudom proizvoda bez glutena.",
      en: "A store on the Korzo, a few steps from the market, with a wide range of gluten-free products.",
      sl: "Trgovina na Korzu, nekaj korakov od tržnice, z bogato ponudbo izdelkov brez glutena.",
      de: "Filiale am Korzo, wenige Schritte vom Markt, mit großer Auswahl an glutenfreien Produkten.",
      it: "Negozio sul Corso, a pochi passi dal mercato, con un'ampia scelta di prodotti senza glutine.",
      es: "Tienda en el Korzo, a pocos pasos del mercado, con una amplia oferta de productos sin gluten.",
      sr: "Prodavnica na Korzu, nekoliko koraka od pijace, sa bogatom ponudom proizvoda bez glutena.",
      bs: "Poslovnica na Korzu, nekoliko koraka od pijace, s bogatom ponudom proizvoda bez glutena.",
      cnr: "Prodavnica na Korzu, nekoliko koraka od pijace, sa bogatom ponudom proizvoda bez glutena.",
    },
  ),
  location(
    { code: "ljubljana", sites: ["si", "en", "hr", "at", "it"], city: "Ljubljana", address: "Slovenska cesta 15", postcode: "1000", country: "SI", lat: 46.0527, lng: 14.503, phone: "+386 1 234 5678", email: "ljubljana@zrno.si", hours: WEEK("08:00-20:00", "08:00-15:00") },
    names("Ljubljana", { it: "Lubiana", es: "Liubliana" }),
    {
      hr: "Obnovljena trgovina u središtu Ljubljane s pekarskim kutkom i proizvodima slovenskih proizvođača.",
      en: "Our renovated store in central Ljubljana, with a bakery corner and products from Slovenian producers.",
      sl: "Prenovljena trgovina v središču Ljubljane s pekarskim kotičkom in izdelki slovenskih pridelovalcev.",
      de: "Die renovierte Filiale im Zentrum von Ljubljana mit Backecke und Produkten slowenischer Erzeuger.",
      it: "Il negozio rinnovato nel centro di Lubiana, con angolo forno e prodotti di produttori sloveni.",
      es: "La tienda renovada del centro de Liubliana, con rincón de panadería y productos de productores eslovenos.",
      sr: "Renovirana prodavnica u centru Ljubljane sa pekarskim kutkom i proizvodima slovenačkih proizvođača.",
      bs: "Renovirana poslovnica u centru Ljubljane s pekarskim kutkom i proizvodima slovenskih proizvođača.",
      cnr: "Renovirana prodavnica u centru Ljubljane sa pekarskim kutkom i proizvodima slovenačkih proizvođača.",
    },
  ),
  location(
    { code: "trieste", sites: ["it", "en", "si"], city: "Trieste", address: "Via Roma 10", postcode: "34121", country: "IT", lat: 45.6511, lng: 13.776, phone: "+39 040 123 4567", email: "trieste@zrno.it", hours: WEEK("09:00-19:30", "09:00-13:00") },
    names("Trieste", { hr: "Trst", sl: "Trst", de: "Triest", sr: "Trst", bs: "Trst", cnr: "Trst" }),
    {
      hr: "Naša talijanska trgovina, nadomak Canal Grandea, s proizvodima iz Istre i Krasa.",
      en: "Our Italian store, close to the Canal Grande, with products from Istria and the Karst.",
      sl: "Naša italijanska trgovina v bližini Canal Grande, z izdelki iz Istre in s Krasa.",
      de: "Unsere italienische Filiale nahe dem Canal Grande, mit Produkten aus Istrien und dem Karst.",
      it: "Il nostro negozio italiano, a due passi dal Canal Grande, con prodotti dell'Istria e del Carso.",
      es: "Nuestra tienda italiana, junto al Canal Grande, con productos de Istria y del Karst.",
      sr: "Naša italijanska prodavnica, nadomak Kanala Grande, sa proizvodima iz Istre i Krasa.",
      bs: "Naša italijanska poslovnica, nadomak Kanala Grande, s proizvodima iz Istre i Krasa.",
      cnr: "Naša italijanska prodavnica, nadomak Kanala Grande, sa proizvodima iz Istre i Krasa.",
    },
  ),
  location(
    { code: "wien", sites: ["at", "de", "en"], city: "Wien", address: "Neubaugasse 8", postcode: "1070", country: "AT", lat: 48.2006, lng: 16.3497, phone: "+43 1 234 5678", email: "wien@zrno.at", hours: WEEK("09:00-19:00", "09:00-18:00") },
    names("Wien", { hr: "Beč", en: "Vienna", sl: "Dunaj", it: "Vienna", es: "Viena", sr: "Beč", bs: "Beč", cnr: "Beč" }),
    {
      hr: "Trgovina u bečkom 7. okrugu s maslinovim uljima, medom i ajvarom malih proizvođača iz regije.",
      en: "A store in Vienna's 7th district with olive oils, honey and ajvar from small producers in the region.",
      sl: "Trgovina v 7. dunajskem okrožju z oljčnimi olji, medom in ajvarjem malih pridelovalcev iz regije.",
      de: "Filiale in Wien-Neubau mit Olivenölen, Honig und Ajvar kleiner Erzeuger aus der Region.",
      it: "Negozio nel 7° distretto di Vienna con oli d'oliva, miele e ajvar di piccoli produttori della regione.",
      es: "Tienda en el distrito 7 de Viena con aceites de oliva, miel y ajvar de pequeños productores de la región.",
      sr: "Prodavnica u bečkom 7. okrugu sa maslinovim uljima, medom i ajvarom malih proizvođača iz regiona.",
      bs: "Poslovnica u bečkom 7. okrugu s maslinovim uljima, medom i ajvarom malih proizvođača iz regije.",
      cnr: "Prodavnica u bečkom 7. okrugu sa maslinovim uljima, medom i ajvarom malih proizvođača iz regiona.",
    },
  ),
  location(
    { code: "berlin", sites: ["de", "at", "en"], city: "Berlin", address: "Kastanienallee 12", postcode: "10435", country: "DE", lat: 52.5371, lng: 13.4087, phone: "+49 30 1234 5678", email: "berlin@zrno.de", hours: WEEK("09:00-20:00", "09:00-18:00") },
    names("Berlin", { it: "Berlino", es: "Berlín" }),
    {
      hr: "Trgovina u Prenzlauer Bergu s degustacijama svake prve subote u mjesecu.",
      en: "A store in Prenzlauer Berg with tastings on the first Saturday of every month.",
      sl: "Trgovina v Prenzlauer Bergu s pokušinami vsako prvo soboto v mesecu.",
      de: "Filiale im Prenzlauer Berg mit Verkostungen an jedem ersten Samstag im Monat.",
      it: "Negozio a Prenzlauer Berg con degustazioni ogni primo sabato del mese.",
      es: "Tienda en Prenzlauer Berg con catas el primer sábado de cada mes.",
      sr: "Prodavnica u Prenclauer Bergu sa degustacijama svake prve subote u mesecu.",
      bs: "Poslovnica u Prenzlauer Bergu s degustacijama svake prve subote u mjesecu.",
      cnr: "Prodavnica u Prenclauer Bergu sa degustacijama svake prve subote u mjesecu.",
    },
  ),
  location(
    { code: "madrid", sites: ["es", "en"], city: "Madrid", address: "Calle de Fuencarral 45", postcode: "28004", country: "ES", lat: 40.4238, lng: -3.7016, phone: "+34 91 123 4567", email: "madrid@zrno.es", hours: WEEK("10:00-21:00", "10:00-21:00", "11:00-15:00") },
    names("Madrid"),
    {
      hr: "Trgovina u četvrti Malasaña s proizvodima bez glutena i regionalnim specijalitetima.",
      en: "A store in the Malasaña district with gluten-free products and regional specialities.",
      sl: "Trgovina v četrti Malasaña z izdelki brez glutena in regionalnimi specialitetami.",
      de: "Filiale im Viertel Malasaña mit glutenfreien Produkten und regionalen Spezialitäten.",
      it: "Negozio nel quartiere di Malasaña con prodotti senza glutine e specialità regionali.",
      es: "Tienda en el barrio de Malasaña con productos sin gluten y especialidades de nuestra región.",
      sr: "Prodavnica u četvrti Malasanja sa proizvodima bez glutena i regionalnim specijalitetima.",
      bs: "Poslovnica u četvrti Malasaña s proizvodima bez glutena i regionalnim specijalitetima.",
      cnr: "Prodavnica u četvrti Malasanja sa proizvodima bez glutena i regionalnim specijalitetima.",
    },
  ),
  location(
    { code: "beograd", sites: ["rs", "en", "ba", "me"], city: "Beograd", address: "Knez Mihailova 20", postcode: "11000", country: "RS", lat: 44.8166, lng: 20.458, phone: "+381 11 123 4567", email: "beograd@zrno.rs", hours: WEEK("08:00-21:00", "09:00-21:00", "10:00-16:00") },
    names("Beograd", { en: "Belgrade", de: "Belgrad", it: "Belgrado", es: "Belgrado" }),
    {
      hr: "Trgovina u pješačkoj zoni Knez Mihailove, otvorena i nedjeljom, s velikim izborom čajeva.",
      en: "A store in the Knez Mihailova pedestrian zone, open on Sundays too, with a large choice of teas.",
      sl: "Trgovina v peš coni Knez Mihailove, odprta tudi ob nedeljah, z veliko izbiro čajev.",
      de: "Filiale in der Fußgängerzone Knez Mihailova, auch sonntags geöffnet, mit großer Teeauswahl.",
      it: "Negozio nella zona pedonale di Knez Mihailova, aperto anche la domenica, con un'ampia scelta di tè.",
      es: "Tienda en la calle peatonal Knez Mihailova, abierta también los domingos, con una gran selección de tés.",
      sr: "Prodavnica u pešačkoj zoni Knez Mihailove, otvorena i nedeljom, sa velikim izborom čajeva.",
      bs: "Poslovnica u pješačkoj zoni Knez Mihailove, otvorena i nedjeljom, s velikim izborom čajeva.",
      cnr: "Prodavnica u pješačkoj zoni Knez Mihailove, otvorena i nedjeljom, sa velikim izborom čajeva.",
    },
  ),
  location(
    { code: "sarajevo", sites: ["ba", "en", "rs", "me"], city: "Sarajevo", address: "Ferhadija 14", postcode: "71000", country: "BA", lat: 43.8589, lng: 18.4256, phone: "+387 33 123 456", email: "sarajevo@zrno.ba", hours: WEEK("08:00-20:00", "08:00-16:00") },
    names("Sarajevo"),
    {
      hr: "Trgovina na Ferhadiji, uz naše regionalno skladište, s domaćim medom i sušenim voćem.",
      en: "A store on Ferhadija, next to our regional warehouse, with local honey and dried fruit.",
      sl: "Trgovina na Ferhadiji, ob našem regionalnem skladišču, z domačim medom in suhim sadjem.",
      de: "Filiale an der Ferhadija, nahe unserem regionalen Lager, mit heimischem Honig und Trockenobst.",
      it: "Negozio sulla Ferhadija, vicino al nostro magazzino regionale, con miele locale e frutta secca.",
      es: "Tienda en la calle Ferhadija, junto a nuestro almacén regional, con miel local y fruta desecada.",
      sr: "Prodavnica na Ferhadiji, pored našeg regionalnog skladišta, sa domaćim medom i suvim voćem.",
      bs: "Poslovnica na Ferhadiji, uz naše regionalno skladište, s domaćim medom i suhim voćem.",
      cnr: "Prodavnica na Ferhadiji, pored našeg regionalnog skladišta, sa domaćim medom i suvim voćem.",
    },
  ),
  location(
    { code: "podgorica", sites: ["me", "en", "rs", "ba"], city: "Podgorica", address: "Njegoševa 5", postcode: "81000", country: "ME", lat: 42.4406, lng: 19.261, phone: "+382 20 123 456", email: "podgorica@zrno.me", hours: WEEK("08:00-20:00", "08:00-15:00") },
    names("Podgorica"),
    {
      hr: "Trgovina u središtu Podgorice s maslinovim uljem iz Bara i medom s Durmitora.",
      en: "A store in central Podgorica with olive oil from Bar and honey from Durmitor.",
      sl: "Trgovina v središču Podgorice z oljčnim oljem iz Bara in medom z Durmitorja.",
      de: "Filiale im Zentrum von Podgorica mit Olivenöl aus Bar und Honig vom Durmitor.",
      it: "Negozio nel centro di Podgorica con olio d'oliva di Antivari e miele del Durmitor.",
      es: "Tienda en el centro de Podgorica con aceite de oliva de Bar y miel del Durmitor.",
      sr: "Prodavnica u centru Podgorice sa maslinovim uljem iz Bara i medom sa Durmitora.",
      bs: "Poslovnica u centru Podgorice s maslinovim uljem iz Bara i medom s Durmitora.",
      cnr: "Prodavnica u centru Podgorice sa maslinovim uljem iz Bara i medom sa Durmitora.",
    },
  ),
];
