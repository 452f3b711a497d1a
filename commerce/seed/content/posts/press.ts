// Press releases: published posts in the hidden "press" category (reachable only by direct link).
import type { SeedPost } from "../../types";
import { post } from "../build";

const results2025 = post(
  { code: "press-results-2025", category: "press", author: "maja-horvat", status: 3, publishedAt: "2026-02-09T10:00:00Z", updatedAt: "2026-02-09T10:00:00Z", tags: ["local_producers"], hue: 240 },
  {
    hr: {
      title: "Zrno u 2025. s dvanaest novih proizvođača i 18 % većom prodajom",
      headline: "Priopćenje za medije, Zagreb, 9. veljače 2026.",
      short: "Lanac trgovina zdrave hrane Zrno završio je 2025. s rastom prodaje od 18 % i dvanaest novih dobavljača iz regije.",
      body: [
        "Zrno d.o.o. ostvarilo je u 2025. godini prihod od 21,4 milijuna eura, što je 18 % više nego godinu ranije. Webshop čini 34 % prodaje, a najbrže rastu Slovenija i Bosna i Hercegovina.",
        "Tijekom godine otvorena je trgovina u Splitu, obnovljena trgovina u Ljubljani i uvedene stanice za punjenje u tri trgovine. Ugovore je potpisalo dvanaest novih proizvođača, od mlinova do pčelara.",
        "## Plan za 2026.",
        ["Otvaranje trgovina u Beču i Berlinu.", "Ekološki certifikat za još 30 proizvoda vlastite marke.", "Dostava bez plastične ambalaže."],
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    en: {
      title: "Zrno closes 2025 with twelve new producers and 18 % sales growth",
      headline: "Press release, Zagreb, 9 February 2026.",
      short: "The healthy-food chain Zrno ended 2025 with sales up 18 % and twelve new suppliers from the region.",
      body: [
        "Zrno d.o.o. reported revenue of €21.4 million for 2025, 18 % more than the year before. The webshop accounts for 34 % of sales, with Slovenia and Bosnia and Herzegovina growing fastest.",
        "During the year the company opened a store in Split, renovated its Ljubljana store and introduced refill stations in three stores. Twelve new producers signed contracts, from mills to beekeepers.",
        "## Plans for 2026",
        ["Opening stores in Vienna and Berlin.", "Organic certification for 30 more own-brand products.", "Plastic-free packaging for deliveries."],
        "Media contact: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    sl: {
      title: "Zrno v letu 2025 z dvanajstimi novimi pridelovalci in 18 % višjo prodajo",
      headline: "Sporočilo za javnost, Zagreb, 9. februar 2026.",
      short: "Veriga trgovin z zdravo hrano Zrno je leto 2025 končala z 18-odstotno rastjo prodaje in dvanajstimi novimi dobavitelji iz regije.",
      body: [
        "Zrno d.o.o. je v letu 2025 ustvarilo 21,4 milijona evrov prihodkov, kar je 18 % več kot leto prej. Spletna trgovina predstavlja 34 % prodaje, najhitreje pa rasteta Slovenija ter Bosna in Hercegovina.",
        "Med letom je podjetje odprlo trgovino v Splitu, prenovilo trgovino v Ljubljani in v treh trgovinah uvedlo postaje za polnjenje. Pogodbe je podpisalo dvanajst novih pridelovalcev, od mlinov do čebelarjev.",
        "## Načrti za leto 2026",
        ["Odprtje trgovin na Dunaju in v Berlinu.", "Ekološki certifikat za še 30 izdelkov lastne znamke.", "Dostava brez plastične embalaže."],
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    de: {
      title: "Zrno schließt 2025 mit zwölf neuen Erzeugern und 18 % Umsatzplus ab",
      headline: "Pressemitteilung, Zagreb, 9. Februar 2026.",
      short: "Die Bio- und Naturkostkette Zrno hat 2025 mit einem Umsatzplus von 18 % und zwölf neuen Lieferanten aus der Region abgeschlossen.",
      body: [
        "Die Zrno d.o.o. erzielte 2025 einen Umsatz von 21,4 Millionen Euro, 18 % mehr als im Vorjahr. Der Onlineshop macht 34 % des Umsatzes aus, am schnellsten wachsen Slowenien sowie Bosnien und Herzegowina.",
        "Im Laufe des Jahres eröffnete das Unternehmen eine Filiale in Split, modernisierte die Filiale in Ljubljana und führte in drei Filialen Abfüllstationen ein. Zwölf neue Erzeuger – von Mühlen bis zu Imkereien – unterzeichneten Verträge.",
        "## Pläne für 2026",
        ["Eröffnung von Filialen in Wien und Berlin.", "Bio-Zertifizierung für 30 weitere Eigenmarkenprodukte.", "Versand ohne Kunststoffverpackung."],
        "Pressekontakt: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    it: {
      title: "Zrno chiude il 2025 con dodici nuovi produttori e vendite in crescita del 18 %",
      headline: "Comunicato stampa, Zagabria, 9 febbraio 2026.",
      short: "La catena di alimentazione naturale Zrno ha chiuso il 2025 con vendite in crescita del 18 % e dodici nuovi fornitori della regione.",
      body: [
        "Zrno d.o.o. ha registrato nel 2025 ricavi per 21,4 milioni di euro, il 18 % in più rispetto all'anno precedente. Il negozio online rappresenta il 34 % delle vendite; Slovenia e Bosnia ed Erzegovina sono i mercati in crescita più rapida.",
        "Nel corso dell'anno l'azienda ha aperto un negozio a Spalato, rinnovato quello di Lubiana e introdotto stazioni di ricarica in tre negozi. Dodici nuovi produttori, dai mulini agli apicoltori, hanno firmato contratti.",
        "## Piani per il 2026",
        ["Apertura di negozi a Vienna e Berlino.", "Certificazione biologica per altri 30 prodotti a marchio proprio.", "Spedizioni senza imballaggi in plastica."],
        "Contatti stampa: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    es: {
      title: "Zrno cierra 2025 con doce nuevos productores y un 18 % más de ventas",
      headline: "Nota de prensa, Zagreb, 9 de febrero de 2026.",
      short: "La cadena de alimentación saludable Zrno terminó 2025 con un crecimiento de ventas del 18 % y doce nuevos proveedores de la región.",
      body: [
        "Zrno d.o.o. facturó 21,4 millones de euros en 2025, un 18 % más que el año anterior. La tienda online supone el 34 % de las ventas, y Eslovenia y Bosnia y Herzegovina son los mercados que más crecen.",
        "A lo largo del año, la empresa abrió una tienda en Split, renovó la de Liubliana e instaló estaciones de rellenado en tres tiendas. Doce nuevos productores, desde molinos hasta apicultores, firmaron contratos.",
        "## Planes para 2026",
        ["Apertura de tiendas en Viena y Berlín.", "Certificación ecológica para otros 30 productos de marca propia.", "Envíos sin embalaje de plástico."],
        "Contacto de prensa: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    sr: {
      title: "Zrno u 2025. sa dvanaest novih proizvođača i 18 % većom prodajom",
      headline: "Saopštenje za medije, Zagreb, 9. februar 2026.",
      short: "Lanac prodavnica zdrave hrane Zrno završio je 2025. sa rastom prodaje od 18 % i dvanaest novih dobavljača iz regiona.",
      body: [
        "Zrno d.o.o. ostvarilo je u 2025. godini prihod od 21,4 miliona evra, što je 18 % više nego godinu ranije. Onlajn prodavnica čini 34 % prodaje, a najbrže rastu Slovenija i Bosna i Hercegovina.",
        "Tokom godine otvorena je prodavnica u Splitu, renovirana prodavnica u Ljubljani i uvedene stanice za punjenje u tri prodavnice. Ugovore je potpisalo dvanaest novih proizvođača, od mlinova do pčelara.",
        "## Plan za 2026.",
        ["Otvaranje prodavnica u Beču i Berlinu.", "Organski sertifikat za još 30 proizvoda sopstvene marke.", "Dostava bez plastične ambalaže."],
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    bs: {
      title: "Zrno u 2025. s dvanaest novih proizvođača i 18 % većom prodajom",
      headline: "Saopćenje za medije, Zagreb, 9. februar 2026.",
      short: "Lanac trgovina zdrave hrane Zrno završio je 2025. s rastom prodaje od 18 % i dvanaest novih dobavljača iz regije.",
      body: [
        "Zrno d.o.o. ostvarilo je u 2025. godini prihod od 21,4 miliona eura, što je 18 % više nego godinu ranije. Online trgovina čini 34 % prodaje, a najbrže rastu Slovenija i Bosna i Hercegovina.",
        "Tokom godine otvorena je poslovnica u Splitu, renovirana poslovnica u Ljubljani i uvedene stanice za punjenje u tri poslovnice. Ugovore je potpisalo dvanaest novih proizvođača, od mlinova do pčelara.",
        "## Plan za 2026.",
        ["Otvaranje poslovnica u Beču i Berlinu.", "Organski certifikat za još 30 proizvoda vlastite marke.", "Dostava bez plastične ambalaže."],
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    cnr: {
      title: "Zrno u 2025. sa dvanaest novih proizvođača i 18 % većom prodajom",
      headline: "Saopštenje za medije, Zagreb, 9. februar 2026.",
      short: "Lanac prodavnica zdrave hrane Zrno završio je 2025. sa rastom prodaje od 18 % i dvanaest novih dobavljača iz regiona.",
      body: [
        "Zrno d.o.o. ostvarilo je u 2025. godini prihod od 21,4 miliona eura, što je 18 % više nego godinu ranije. Onlajn prodavnica čini 34 % prodaje, a najbrže rastu Slovenija i Bosna i Hercegovina.",
        "Tokom godine otvorena je prodavnica u Splitu, renovirana prodavnica u Ljubljani i uvedene stanice za punjenje u tri prodavnice. Ugovore je potpisalo dvanaest novih proizvođača, od mlinova do pčelara.",
        "## Plan za 2026.",
        ["Otvaranje prodavnica u Beču i Berlinu.", "Organski sertifikat za još 30 proizvoda sopstvene marke.", "Dostava bez plastične ambalaže."],
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
  },
);

const pressSplit = post(
  { code: "press-split-opening", category: "press", author: "maja-horvat", status: 3, publishedAt: "2025-05-26T10:00:00Z", updatedAt: "2025-05-26T10:00:00Z", tags: ["local_producers"], hue: 245 },
  {
    hr: {
      title: "Priopćenje: Zrno otvara prvu trgovinu u Dalmaciji",
      headline: "Priopćenje za medije, Split, 26. svibnja 2025.",
      short: "Zrno 2. lipnja otvara trgovinu u Splitu i zapošljava devet novih djelatnika.",
      body: [
        "Zrno d.o.o., lanac trgovina zdrave hrane, 2. lipnja 2025. otvara svoju prvu trgovinu u Dalmaciji, u Ulici kralja Zvonimira 14 u Splitu. Investicija iznosi 420.000 eura, a zaposleno je devet novih djelatnika.",
        "Trgovina nudi više od 1.500 proizvoda, od toga trećinu od proizvođača iz Hrvatske, uključujući maslinova ulja i med s dalmatinskih obiteljskih gospodarstava.",
        "## Činjenice",
        ["Površina: 180 m².", "Radno vrijeme: pon–sub 8–20 h.", "Kutak s rasutim namirnicama i preuzimanje webshop narudžbi."],
        "„Dalmacija ima snažnu tradiciju maslinarstva i pčelarstva, a želimo da lokalni proizvođači imaju kupce cijele godine, ne samo u turističkoj sezoni”, izjavio je Nikola Radović, voditelj nabave Zrna.",
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    en: {
      title: "Press release: Zrno opens its first store in Dalmatia",
      headline: "Press release, Split, 26 May 2025.",
      short: "On 2 June Zrno opens a store in Split and creates nine new jobs.",
      body: [
        "Zrno d.o.o., the healthy-food chain, opens its first store in Dalmatia on 2 June 2025, at Ulica kralja Zvonimira 14 in Split. The investment amounts to €420,000 and nine new employees have been hired.",
        "The store offers more than 1,500 products, a third of them from Croatian producers, including olive oils and honey from Dalmatian family farms.",
        "## Key facts",
        ["Floor space: 180 m².", "Opening hours: Mon–Sat 8 am–8 pm.", "Bulk-food corner and webshop order pickup."],
        "“Dalmatia has a strong tradition of olive growing and beekeeping, and we want local producers to have customers all year round, not just in the tourist season,” said Nikola Radović, Zrno's head of sourcing.",
        "Media contact: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    sl: {
      title: "Sporočilo za javnost: Zrno odpira prvo trgovino v Dalmaciji",
      headline: "Sporočilo za javnost, Split, 26. maj 2025.",
      short: "Zrno 2. junija odpira trgovino v Splitu in zaposluje devet novih sodelavcev.",
      body: [
        "Zrno d.o.o., veriga trgovin z zdravo hrano, 2. junija 2025 odpira svojo prvo trgovino v Dalmaciji, v Ulici kralja Zvonimira 14 v Splitu. Naložba znaša 420.000 evrov, zaposlenih je devet novih sodelavcev.",
        "Trgovina ponuja več kot 1500 izdelkov, tretjino od hrvaških pridelovalcev, med njimi oljčna olja in med z dalmatinskih družinskih kmetij.",
        "## Dejstva",
        ["Površina: 180 m².", "Delovni čas: pon.–sob. 8–20.", "Kotiček z živili v razsutem stanju in prevzem spletnih naročil."],
        "»Dalmacija ima močno tradicijo oljkarstva in čebelarstva, želimo pa si, da bi lokalni pridelovalci imeli kupce vse leto, ne le v turistični sezoni,« je povedal Nikola Radović, vodja nabave v Zrnu.",
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    de: {
      title: "Pressemitteilung: Zrno eröffnet erste Filiale in Dalmatien",
      headline: "Pressemitteilung, Split, 26. Mai 2025.",
      short: "Am 2. Juni eröffnet Zrno eine Filiale in Split und schafft neun neue Arbeitsplätze.",
      body: [
        "Die Naturkostkette Zrno d.o.o. eröffnet am 2. Juni 2025 ihre erste Filiale in Dalmatien, in der Ulica kralja Zvonimira 14 in Split. Die Investition beträgt 420.000 Euro, neun neue Mitarbeitende wurden eingestellt.",
        "Die Filiale bietet mehr als 1.500 Produkte, ein Drittel davon von kroatischen Erzeugern, darunter Olivenöle und Honig von dalmatinischen Familienbetrieben.",
        "## Fakten",
        ["Verkaufsfläche: 180 m².", "Öffnungszeiten: Mo–Sa 8–20 Uhr.", "Unverpackt-Ecke und Abholung von Onlinebestellungen."],
        "„Dalmatien hat eine starke Tradition im Olivenanbau und in der Imkerei, und wir möchten, dass regionale Erzeuger das ganze Jahr über Kundschaft haben, nicht nur in der Touristensaison“, sagte Nikola Radović, Leiter Einkauf bei Zrno.",
        "Pressekontakt: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    it: {
      title: "Comunicato: Zrno apre il primo negozio in Dalmazia",
      headline: "Comunicato stampa, Spalato, 26 maggio 2025.",
      short: "Il 2 giugno Zrno apre un negozio a Spalato e assume nove nuovi dipendenti.",
      body: [
        "Zrno d.o.o., catena di alimentazione naturale, apre il 2 giugno 2025 il suo primo negozio in Dalmazia, in Ulica kralja Zvonimira 14 a Spalato. L'investimento è di 420.000 euro e sono stati assunti nove nuovi dipendenti.",
        "Il negozio offre più di 1.500 prodotti, un terzo dei quali di produttori croati, tra cui oli d'oliva e miele di aziende familiari dalmate.",
        "## I dati",
        ["Superficie: 180 m².", "Orari: lun–sab 8–20.", "Angolo dello sfuso e ritiro degli ordini online."],
        "«La Dalmazia ha una forte tradizione olivicola e apistica e vogliamo che i produttori locali abbiano clienti tutto l'anno, non solo in alta stagione», ha dichiarato Nikola Radović, responsabile acquisti di Zrno.",
        "Contatti stampa: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    es: {
      title: "Nota de prensa: Zrno abre su primera tienda en Dalmacia",
      headline: "Nota de prensa, Split, 26 de mayo de 2025.",
      short: "El 2 de junio Zrno abre una tienda en Split y crea nueve nuevos puestos de trabajo.",
      body: [
        "Zrno d.o.o., cadena de alimentación saludable, abre el 2 de junio de 2025 su primera tienda en Dalmacia, en Ulica kralja Zvonimira 14, en Split. La inversión asciende a 420.000 euros y se ha contratado a nueve personas.",
        "La tienda ofrece más de 1.500 productos, un tercio de productores croatas, entre ellos aceites de oliva y miel de granjas familiares dálmatas.",
        "## Datos clave",
        ["Superficie: 180 m².", "Horario: de lunes a sábado, de 8 a 20 h.", "Rincón a granel y recogida de pedidos online."],
        "«Dalmacia tiene una gran tradición olivarera y apícola, y queremos que los productores locales tengan clientes todo el año, no solo en temporada turística», declaró Nikola Radović, responsable de compras de Zrno.",
        "Contacto de prensa: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    sr: {
      title: "Saopštenje: Zrno otvara prvu prodavnicu u Dalmaciji",
      headline: "Saopštenje za medije, Split, 26. maj 2025.",
      short: "Zrno 2. juna otvara prodavnicu u Splitu i zapošljava devet novih radnika.",
      body: [
        "Zrno d.o.o., lanac prodavnica zdrave hrane, 2. juna 2025. otvara svoju prvu prodavnicu u Dalmaciji, u Ulici kralja Zvonimira 14 u Splitu. Investicija iznosi 420.000 evra, a zaposleno je devet novih radnika.",
        "Prodavnica nudi više od 1.500 proizvoda, od toga trećinu od proizvođača iz Hrvatske, uključujući maslinova ulja i med sa dalmatinskih porodičnih gazdinstava.",
        "## Činjenice",
        ["Površina: 180 m².", "Radno vreme: pon–sub 8–20 h.", "Kutak sa rinfuznim namirnicama i preuzimanje onlajn porudžbina."],
        "„Dalmacija ima snažnu tradiciju maslinarstva i pčelarstva, a želimo da lokalni proizvođači imaju kupce cele godine, ne samo u turističkoj sezoni”, izjavio je Nikola Radović, rukovodilac nabavke Zrna.",
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    bs: {
      title: "Saopćenje: Zrno otvara prvu poslovnicu u Dalmaciji",
      headline: "Saopćenje za medije, Split, 26. maj 2025.",
      short: "Zrno 2. juna otvara poslovnicu u Splitu i zapošljava devet novih radnika.",
      body: [
        "Zrno d.o.o., lanac trgovina zdrave hrane, 2. juna 2025. otvara svoju prvu poslovnicu u Dalmaciji, u Ulici kralja Zvonimira 14 u Splitu. Investicija iznosi 420.000 eura, a zaposleno je devet novih radnika.",
        "Poslovnica nudi više od 1.500 proizvoda, od toga trećinu od proizvođača iz Hrvatske, uključujući maslinova ulja i med s dalmatinskih porodičnih gazdinstava.",
        "## Činjenice",
        ["Površina: 180 m².", "Radno vrijeme: pon–sub 8–20 h.", "Kutak s rinfuznim namirnicama i preuzimanje online narudžbi."],
        "„Dalmacija ima snažnu tradiciju maslinarstva i pčelarstva, a želimo da lokalni proizvođači imaju kupce cijele godine, ne samo u turističkoj sezoni”, izjavio je Nikola Radović, voditelj nabavke Zrna.",
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
    cnr: {
      title: "Saopštenje: Zrno otvara prvu prodavnicu u Dalmaciji",
      headline: "Saopštenje za medije, Split, 26. maj 2025.",
      short: "Zrno 2. juna otvara prodavnicu u Splitu i zapošljava devet novih radnika.",
      body: [
        "Zrno d.o.o., lanac prodavnica zdrave hrane, 2. juna 2025. otvara svoju prvu prodavnicu u Dalmaciji, u Ulici kralja Zvonimira 14 u Splitu. Investicija iznosi 420.000 eura, a zaposleno je devet novih radnika.",
        "Prodavnica nudi više od 1.500 proizvoda, od toga trećinu od proizvođača iz Hrvatske, uključujući maslinova ulja i med sa dalmatinskih porodičnih gazdinstava.",
        "## Činjenice",
        ["Površina: 180 m².", "Radno vrijeme: pon–sub 8–20 h.", "Kutak sa rinfuznim namirnicama i preuzimanje onlajn porudžbina."],
        "„Dalmacija ima snažnu tradiciju maslinarstva i pčelarstva, a želimo da lokalni proizvođači imaju kupce cijele godine, ne samo u turističkoj sezoni”, izjavio je Nikola Radović, rukovodilac nabavke Zrna.",
        "Kontakt za medije: press@zrno.hr, +385 1 4567 899.",
      ],
    },
  },
);

export const PRESS: SeedPost[] = [results2025, pressSplit];
