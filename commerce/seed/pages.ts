import type { LabelLang } from "./labels";

interface PageText {
  slug: string;
  title: string;
  seo_description: string;
  content: string;
}

/** CMS pages every site has at start: home, about, contact and FAQ, written per language. */
export const PAGES: Record<"homepage" | "about" | "contact" | "faq" | "terms" | "members" | "preview", Record<LabelLang, PageText>> = {
  homepage: {
    hr: { slug: "", title: "Zrno – zdrava hrana", seo_description: "Cjelovite žitarice, orašasti plodovi, superhrana i prirodna kozmetika iz provjerenih izvora.", content: "<p>Biramo namirnice koje bismo i sami stavili na stol: cjelovite žitarice, hladno prešana ulja i orašaste plodove bez dodanog šećera.</p>" },
    en: { slug: "", title: "Zrno – wholesome food", seo_description: "Whole grains, nuts, superfoods and natural cosmetics from growers we know.", content: "<p>We stock the food we put on our own tables: whole grains, cold-pressed oils and nuts with no added sugar.</p>" },
    sl: { slug: "", title: "Zrno – zdrava hrana", seo_description: "Polnozrnata žita, oreščki, superživila in naravna kozmetika iz preverjenih virov.", content: "<p>Izbiramo živila, ki bi jih tudi sami postavili na mizo: polnozrnata žita, hladno stiskana olja in oreščke brez dodanega sladkorja.</p>" },
    de: { slug: "", title: "Zrno – gesunde Lebensmittel", seo_description: "Vollkorn, Nüsse, Superfoods und Naturkosmetik aus Quellen, die wir kennen.", content: "<p>Wir führen, was wir selbst auf den Tisch bringen: Vollkorngetreide, kaltgepresste Öle und Nüsse ohne Zuckerzusatz.</p>" },
    it: { slug: "", title: "Zrno – cibo sano", seo_description: "Cereali integrali, frutta secca, superfood e cosmesi naturale da fornitori che conosciamo.", content: "<p>Scegliamo i prodotti che metteremmo sulla nostra tavola: cereali integrali, oli spremuti a freddo e frutta secca senza zuccheri aggiunti.</p>" },
    es: { slug: "", title: "Zrno – alimentación sana", seo_description: "Cereales integrales, frutos secos, superalimentos y cosmética natural de productores que conocemos.", content: "<p>Elegimos lo que pondríamos en nuestra propia mesa: cereales integrales, aceites prensados en frío y frutos secos sin azúcar añadido.</p>" },
    sr: { slug: "", title: "Zrno – zdrava hrana", seo_description: "Integralne žitarice, orašasti plodovi, superhrana i prirodna kozmetika iz proverenih izvora.", content: "<p>Biramo namirnice koje bismo i sami stavili na sto: integralne žitarice, hladno ceđena ulja i orašaste plodove bez dodatog šećera.</p>" },
    bs: { slug: "", title: "Zrno – zdrava hrana", seo_description: "Integralne žitarice, orašasti plodovi, superhrana i prirodna kozmetika iz provjerenih izvora.", content: "<p>Biramo namirnice koje bismo i sami stavili na sto: integralne žitarice, hladno cijeđena ulja i orašaste plodove bez dodanog šećera.</p>" },
    cnr: { slug: "", title: "Zrno – zdrava hrana", seo_description: "Integralne žitarice, orašasti plodovi, superhrana i prirodna kozmetika iz provjerenih izvora.", content: "<p>Biramo namirnice koje bismo i sami stavili na sto: integralne žitarice, hladno cijeđena ulja i orašaste plodove bez dodatog šećera.</p>" },
  },
  about: {
    hr: { slug: "o-nama", title: "O nama", seo_description: "Tko stoji iza Zrna i kako biramo proizvode.", content: "<p>Zrno je počelo kao mala trgovina žitaricama u Zagrebu. Danas surađujemo s više od dvadeset proizvođača iz regije.</p>" },
    en: { slug: "about-us", title: "About us", seo_description: "Who is behind Zrno and how we choose what we sell.", content: "<p>Zrno began as a small grain store in Zagreb. Today we work with more than twenty producers from the region.</p>" },
    sl: { slug: "o-nas", title: "O nas", seo_description: "Kdo stoji za Zrnom in kako izbiramo izdelke.", content: "<p>Zrno se je začelo kot majhna trgovina z žiti v Zagrebu. Danes sodelujemo z več kot dvajsetimi pridelovalci iz regije.</p>" },
    de: { slug: "ueber-uns", title: "Über uns", seo_description: "Wer hinter Zrno steht und wie wir unsere Produkte auswählen.", content: "<p>Zrno begann als kleiner Getreideladen in Zagreb. Heute arbeiten wir mit mehr als zwanzig Erzeugern aus der Region.</p>" },
    it: { slug: "chi-siamo", title: "Chi siamo", seo_description: "Chi c'è dietro Zrno e come scegliamo i prodotti.", content: "<p>Zrno è nato come piccolo negozio di cereali a Zagabria. Oggi collaboriamo con più di venti produttori della regione.</p>" },
    es: { slug: "quienes-somos", title: "Quiénes somos", seo_description: "Quién está detrás de Zrno y cómo elegimos los productos.", content: "<p>Zrno empezó como una pequeña tienda de cereales en Zagreb. Hoy trabajamos con más de veinte productores de la región.</p>" },
    sr: { slug: "o-nama", title: "O nama", seo_description: "Ko stoji iza Zrna i kako biramo proizvode.", content: "<p>Zrno je počelo kao mala prodavnica žitarica u Zagrebu. Danas sarađujemo sa više od dvadeset proizvođača iz regiona.</p>" },
    bs: { slug: "o-nama", title: "O nama", seo_description: "Ko stoji iza Zrna i kako biramo proizvode.", content: "<p>Zrno je počelo kao mala trgovina žitaricama u Zagrebu. Danas sarađujemo s više od dvadeset proizvođača iz regije.</p>" },
    cnr: { slug: "o-nama", title: "O nama", seo_description: "Ko stoji iza Zrna i kako biramo proizvode.", content: "<p>Zrno je počelo kao mala prodavnica žitarica u Zagrebu. Danas sarađujemo sa više od dvadeset proizvođača iz regiona.</p>" },
  },
  contact: {
    hr: { slug: "kontakt", title: "Kontakt", seo_description: "Pišite nam ili nas nazovite.", content: "<p>Korisnička služba odgovara radnim danom od 8 do 16 sati.</p>" },
    en: { slug: "contact", title: "Contact", seo_description: "Write to us or give us a call.", content: "<p>Customer service answers on weekdays from 8 am to 4 pm.</p>" },
    sl: { slug: "kontakt", title: "Kontakt", seo_description: "Pišite nam ali nas pokličite.", content: "<p>Služba za stranke odgovarja ob delavnikih od 8. do 16. ure.</p>" },
    de: { slug: "kontakt", title: "Kontakt", seo_description: "Schreiben Sie uns oder rufen Sie an.", content: "<p>Der Kundenservice ist werktags von 8 bis 16 Uhr für Sie da.</p>" },
    it: { slug: "contatti", title: "Contatti", seo_description: "Scrivici o chiamaci.", content: "<p>Il servizio clienti risponde nei giorni feriali dalle 8 alle 16.</p>" },
    es: { slug: "contacto", title: "Contacto", seo_description: "Escríbenos o llámanos.", content: "<p>Atención al cliente responde los días laborables de 8 a 16 h.</p>" },
    sr: { slug: "kontakt", title: "Kontakt", seo_description: "Pišite nam ili nas pozovite.", content: "<p>Korisnička služba odgovara radnim danima od 8 do 16 časova.</p>" },
    bs: { slug: "kontakt", title: "Kontakt", seo_description: "Pišite nam ili nas nazovite.", content: "<p>Korisnička služba odgovara radnim danima od 8 do 16 sati.</p>" },
    cnr: { slug: "kontakt", title: "Kontakt", seo_description: "Pišite nam ili nas pozovite.", content: "<p>Korisnička služba odgovara radnim danima od 8 do 16 časova.</p>" },
  },
  faq: {
    hr: { slug: "cesto-postavljana-pitanja", title: "Često postavljana pitanja", seo_description: "Odgovori o narudžbama, dostavi, plaćanju i našim proizvodima.", content: "<p>Ovdje smo skupili odgovore na pitanja koja nam kupci najčešće postavljaju.</p>" },
    en: { slug: "faq", title: "Frequently asked questions", seo_description: "Answers about orders, delivery, payment and our products.", content: "<p>Here are the answers to the questions our customers ask us most often.</p>" },
    sl: { slug: "pogosta-vprasanja", title: "Pogosta vprašanja", seo_description: "Odgovori o naročilih, dostavi, plačilu in naših izdelkih.", content: "<p>Tu smo zbrali odgovore na vprašanja, ki nam jih kupci najpogosteje zastavijo.</p>" },
    de: { slug: "haeufige-fragen", title: "Häufig gestellte Fragen", seo_description: "Antworten zu Bestellung, Versand, Zahlung und unseren Produkten.", content: "<p>Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden.</p>" },
    it: { slug: "domande-frequenti", title: "Domande frequenti", seo_description: "Risposte su ordini, consegna, pagamento e prodotti.", content: "<p>Qui trovi le risposte alle domande che i clienti ci fanno più spesso.</p>" },
    es: { slug: "preguntas-frecuentes", title: "Preguntas frecuentes", seo_description: "Respuestas sobre pedidos, envíos, pagos y nuestros productos.", content: "<p>Aquí tienes las respuestas a las preguntas que más nos hacen nuestros clientes.</p>" },
    sr: { slug: "najcesca-pitanja", title: "Najčešća pitanja", seo_description: "Odgovori o porudžbinama, dostavi, plaćanju i našim proizvodima.", content: "<p>Ovde smo sakupili odgovore na pitanja koja nam kupci najčešće postavljaju.</p>" },
    bs: { slug: "cesto-postavljana-pitanja", title: "Često postavljana pitanja", seo_description: "Odgovori o narudžbama, dostavi, plaćanju i našim proizvodima.", content: "<p>Ovdje smo sakupili odgovore na pitanja koja nam kupci najčešće postavljaju.</p>" },
    cnr: { slug: "cesta-pitanja", title: "Česta pitanja", seo_description: "Odgovori o porudžbinama, dostavi, plaćanju i našim proizvodima.", content: "<p>Ovdje smo sakupili odgovore na pitanja koja nam kupci najčešće postavljaju.</p>" },
  },
  terms: {
    hr: { slug: "uvjeti-kupnje", title: "Uvjeti kupnje", seo_description: "Uvjeti kupnje u web trgovini Zrno.", content: "<h2>Narudžbe</h2><p>Narudžba je prihvaćena kad od nas primite potvrdu e-poštom. Cijene su iskazane s PDV-om.</p><h2>Povrat</h2><p>Neotvorene proizvode možete vratiti u roku od 14 dana od primitka.</p>" },
    en: { slug: "terms-of-sale", title: "Terms of sale", seo_description: "Terms of sale of the Zrno web shop.", content: "<h2>Orders</h2><p>An order is accepted once you receive our confirmation by e-mail. Prices include VAT.</p><h2>Returns</h2><p>Unopened products may be returned within 14 days of delivery.</p>" },
    sl: { slug: "pogoji-nakupa", title: "Pogoji nakupa", seo_description: "Pogoji nakupa v spletni trgovini Zrno.", content: "<h2>Naročila</h2><p>Naročilo je sprejeto, ko od nas prejmete potrditev po e-pošti. Cene vključujejo DDV.</p><h2>Vračilo</h2><p>Neodprte izdelke lahko vrnete v 14 dneh od prejema.</p>" },
    de: { slug: "agb", title: "Allgemeine Geschäftsbedingungen", seo_description: "AGB des Zrno Onlineshops.", content: "<h2>Bestellungen</h2><p>Eine Bestellung ist angenommen, sobald Sie unsere Bestätigung per E-Mail erhalten. Alle Preise inklusive MwSt.</p><h2>Rückgabe</h2><p>Ungeöffnete Produkte können Sie innerhalb von 14 Tagen nach Erhalt zurückgeben.</p>" },
    it: { slug: "condizioni-di-vendita", title: "Condizioni di vendita", seo_description: "Condizioni di vendita del negozio online Zrno.", content: "<h2>Ordini</h2><p>L'ordine è accettato quando ricevi la nostra conferma via e-mail. I prezzi includono l'IVA.</p><h2>Resi</h2><p>I prodotti non aperti possono essere restituiti entro 14 giorni dalla consegna.</p>" },
    es: { slug: "condiciones-de-venta", title: "Condiciones de venta", seo_description: "Condiciones de venta de la tienda online Zrno.", content: "<h2>Pedidos</h2><p>El pedido queda aceptado cuando recibes nuestra confirmación por correo electrónico. Los precios incluyen el IVA.</p><h2>Devoluciones</h2><p>Puedes devolver los productos sin abrir en un plazo de 14 días desde la entrega.</p>" },
    sr: { slug: "uslovi-kupovine", title: "Uslovi kupovine", seo_description: "Uslovi kupovine u internet prodavnici Zrno.", content: "<h2>Porudžbine</h2><p>Porudžbina je prihvaćena kada od nas primite potvrdu imejlom. Cene su iskazane sa PDV-om.</p><h2>Povraćaj</h2><p>Neotvorene proizvode možete vratiti u roku od 14 dana od prijema.</p>" },
    bs: { slug: "uslovi-kupovine", title: "Uslovi kupovine", seo_description: "Uslovi kupovine u web trgovini Zrno.", content: "<h2>Narudžbe</h2><p>Narudžba je prihvaćena kada od nas primite potvrdu e-mailom. Cijene su iskazane s PDV-om.</p><h2>Povrat</h2><p>Neotvorene proizvode možete vratiti u roku od 14 dana od prijema.</p>" },
    cnr: { slug: "uslovi-kupovine", title: "Uslovi kupovine", seo_description: "Uslovi kupovine u internet prodavnici Zrno.", content: "<h2>Porudžbine</h2><p>Porudžbina je prihvaćena kada od nas primite potvrdu imejlom. Cijene su iskazane sa PDV-om.</p><h2>Povraćaj</h2><p>Neotvorene proizvode možete vratiti u roku od 14 dana od prijema.</p>" },
  },
  members: {
    hr: { slug: "klub-zrno", title: "Klub Zrno", seo_description: "Pogodnosti za članove Kluba Zrno.", content: "<p>Članovi Kluba Zrno svaki mjesec dobivaju kupon od 10 % i prvi saznaju za nove proizvode.</p><ul><li>kupon od 10 % svaki mjesec</li><li>besplatna dostava od 30 €</li><li>pozivnice na radionice kuhanja</li></ul>" },
    en: { slug: "zrno-club", title: "Zrno Club", seo_description: "What Zrno Club members get.", content: "<p>Zrno Club members get a 10% coupon every month and hear about new products first.</p><ul><li>a 10% coupon every month</li><li>free delivery from €30</li><li>invitations to cooking workshops</li></ul>" },
    sl: { slug: "klub-zrno", title: "Klub Zrno", seo_description: "Ugodnosti za člane Kluba Zrno.", content: "<p>Člani Kluba Zrno vsak mesec prejmejo 10-odstotni kupon in prvi izvedo za nove izdelke.</p><ul><li>10-odstotni kupon vsak mesec</li><li>brezplačna dostava od 30 €</li><li>vabila na kuharske delavnice</li></ul>" },
    de: { slug: "zrno-club", title: "Zrno Club", seo_description: "Vorteile für Mitglieder des Zrno Clubs.", content: "<p>Mitglieder des Zrno Clubs erhalten jeden Monat einen 10-%-Gutschein und erfahren als Erste von neuen Produkten.</p><ul><li>jeden Monat ein 10-%-Gutschein</li><li>kostenloser Versand ab 30 €</li><li>Einladungen zu Kochworkshops</li></ul>" },
    it: { slug: "club-zrno", title: "Club Zrno", seo_description: "I vantaggi per i soci del Club Zrno.", content: "<p>I soci del Club Zrno ricevono ogni mese un buono del 10% e scoprono per primi i nuovi prodotti.</p><ul><li>un buono del 10% ogni mese</li><li>spedizione gratuita da 30 €</li><li>inviti ai laboratori di cucina</li></ul>" },
    es: { slug: "club-zrno", title: "Club Zrno", seo_description: "Ventajas para los socios del Club Zrno.", content: "<p>Los socios del Club Zrno reciben cada mes un cupón del 10 % y son los primeros en conocer los productos nuevos.</p><ul><li>un cupón del 10 % cada mes</li><li>envío gratis desde 30 €</li><li>invitaciones a talleres de cocina</li></ul>" },
    sr: { slug: "klub-zrno", title: "Klub Zrno", seo_description: "Pogodnosti za članove Kluba Zrno.", content: "<p>Članovi Kluba Zrno svakog meseca dobijaju kupon od 10 % i prvi saznaju za nove proizvode.</p><ul><li>kupon od 10 % svakog meseca</li><li>besplatna dostava od 3.500 RSD</li><li>pozivnice za radionice kuvanja</li></ul>" },
    bs: { slug: "klub-zrno", title: "Klub Zrno", seo_description: "Pogodnosti za članove Kluba Zrno.", content: "<p>Članovi Kluba Zrno svaki mjesec dobijaju kupon od 10 % i prvi saznaju za nove proizvode.</p><ul><li>kupon od 10 % svaki mjesec</li><li>besplatna dostava od 60 KM</li><li>pozivnice na radionice kuhanja</li></ul>" },
    cnr: { slug: "klub-zrno", title: "Klub Zrno", seo_description: "Pogodnosti za članove Kluba Zrno.", content: "<p>Članovi Kluba Zrno svakog mjeseca dobijaju kupon od 10 % i prvi saznaju za nove proizvode.</p><ul><li>kupon od 10 % svakog mjeseca</li><li>besplatna dostava od 30 €</li><li>pozivnice za radionice kuvanja</li></ul>" },
  },
  preview: {
    hr: { slug: "jesenska-kolekcija", title: "Jesenska kolekcija (u pripremi)", seo_description: "Nova jesenska ponuda.", content: "<p>Stranica je u pripremi i još nije objavljena.</p>" },
    en: { slug: "autumn-collection", title: "Autumn collection (draft)", seo_description: "Our new autumn range.", content: "<p>This page is being prepared and is not published yet.</p>" },
    sl: { slug: "jesenska-kolekcija", title: "Jesenska kolekcija (v pripravi)", seo_description: "Nova jesenska ponudba.", content: "<p>Stran je v pripravi in še ni objavljena.</p>" },
    de: { slug: "herbstkollektion", title: "Herbstkollektion (Entwurf)", seo_description: "Unser neues Herbstsortiment.", content: "<p>Diese Seite wird vorbereitet und ist noch nicht veröffentlicht.</p>" },
    it: { slug: "collezione-autunno", title: "Collezione d'autunno (bozza)", seo_description: "La nuova offerta d'autunno.", content: "<p>Questa pagina è in preparazione e non è ancora pubblicata.</p>" },
    es: { slug: "coleccion-otono", title: "Colección de otoño (borrador)", seo_description: "Nuestra nueva oferta de otoño.", content: "<p>Esta página está en preparación y aún no se ha publicado.</p>" },
    sr: { slug: "jesenja-kolekcija", title: "Jesenja kolekcija (u pripremi)", seo_description: "Nova jesenja ponuda.", content: "<p>Stranica je u pripremi i još nije objavljena.</p>" },
    bs: { slug: "jesenja-kolekcija", title: "Jesenja kolekcija (u pripremi)", seo_description: "Nova jesenja ponuda.", content: "<p>Stranica je u pripremi i još nije objavljena.</p>" },
    cnr: { slug: "jesenja-kolekcija", title: "Jesenja kolekcija (u pripremi)", seo_description: "Nova jesenja ponuda.", content: "<p>Stranica je u pripremi i još nije objavljena.</p>" },
  },
};

/**
 * Template and visibility of each page kind: `members` is a members-only page (the hr site's
 * access hook asks logged-out shoppers to log in); `preview` is an unpublished draft that only
 * staff may see.
 */
export const PAGE_META: Record<keyof typeof PAGES, { template: string; visible: boolean }> = {
  homepage: { template: "homepage", visible: true },
  about: { template: "about", visible: true },
  contact: { template: "contact", visible: true },
  faq: { template: "faq", visible: true },
  terms: { template: "default", visible: true },
  members: { template: "members", visible: true },
  preview: { template: "default", visible: false },
};
