// News: store openings, refill stations, loyalty card, own brand.
import type { SeedPost } from "../../types";
import { post } from "../build";

const splitStore = post(
  { code: "news-split-store", category: "news", author: "maja-horvat", status: 3, publishedAt: "2025-05-26T09:00:00Z", updatedAt: "2025-05-26T09:00:00Z", tags: ["local_producers"], hue: 205 },
  {
    hr: {
      title: "Zrno otvara trgovinu u Splitu",
      headline: "Od 2. lipnja čekamo vas u Ulici kralja Zvonimira 14.",
      short: "Naša prva trgovina u Dalmaciji donosi više od 1.500 proizvoda, kutak s rasutim namirnicama i svježi kruh svako jutro.",
      body: [
        "Nakon Zagreba i Rijeke, Zrno stiže u Split. Nova trgovina ima 180 četvornih metara i više od 1.500 proizvoda – od cjelovitih žitarica i orašastih plodova do prirodne kozmetike.",
        "## Što vas čeka",
        ["Kutak s rasutim namirnicama u koji donosite svoje staklenke.", "Maslinova ulja i med s dalmatinskih obiteljskih gospodarstava.", "Svaki petak savjetovanje s nutricionisticom, bez naknade."],
        "Prvih tjedan dana svi kupci dobivaju 15 % popusta na cijelu kupnju, a vlasnici kartice vjernosti dvostruke bodove. Radimo od ponedjeljka do subote od 8 do 20 sati.",
        "Narudžbe iz webshopa od sada možete preuzeti i u splitskoj trgovini, bez troškova dostave.",
      ],
    },
    en: {
      title: "Zrno opens a store in Split",
      headline: "From 2 June you can find us at Ulica kralja Zvonimira 14.",
      short: "Our first store in Dalmatia brings more than 1,500 products, a bulk-food corner and fresh bread every morning.",
      body: [
        "After Zagreb and Rijeka, Zrno is coming to Split. The new store has 180 square metres and more than 1,500 products – from whole grains and nuts to natural cosmetics.",
        "## What awaits you",
        ["A bulk-food corner where you bring your own jars.", "Olive oils and honey from Dalmatian family farms.", "Free advice from our nutritionist every Friday."],
        "During the first week every customer gets 15 % off their whole purchase, and loyalty card holders earn double points. We are open Monday to Saturday from 8 am to 8 pm.",
        "From now on you can also collect webshop orders in the Split store, with no delivery charge.",
      ],
    },
    sl: {
      title: "Zrno odpira trgovino v Splitu",
      headline: "Od 2. junija vas pričakujemo v Ulici kralja Zvonimira 14.",
      short: "Naša prva trgovina v Dalmaciji prinaša več kot 1500 izdelkov, kotiček z živili v razsutem stanju in svež kruh vsako jutro.",
      body: [
        "Po Zagrebu in Reki Zrno prihaja v Split. Nova trgovina ima 180 kvadratnih metrov in več kot 1500 izdelkov – od polnozrnatih žit in oreščkov do naravne kozmetike.",
        "## Kaj vas čaka",
        ["Kotiček z živili v razsutem stanju, kamor prinesete svoje kozarce.", "Oljčna olja in med z dalmatinskih družinskih kmetij.", "Vsak petek brezplačno svetovanje z nutricionistko."],
        "Prvi teden vsi kupci dobijo 15 % popusta na celoten nakup, imetniki kartice zvestobe pa dvojne točke. Odprto imamo od ponedeljka do sobote od 8. do 20. ure.",
        "Naročila iz spletne trgovine lahko odslej prevzamete tudi v trgovini v Splitu, brez stroškov dostave.",
      ],
    },
    de: {
      title: "Zrno eröffnet eine Filiale in Split",
      headline: "Ab 2. Juni finden Sie uns in der Ulica kralja Zvonimira 14.",
      short: "Unsere erste Filiale in Dalmatien bietet mehr als 1.500 Produkte, eine Unverpackt-Ecke und jeden Morgen frisches Brot.",
      body: [
        "Nach Zagreb und Rijeka kommt Zrno nach Split. Die neue Filiale hat 180 Quadratmeter und mehr als 1.500 Produkte – von Vollkorngetreide und Nüssen bis zu Naturkosmetik.",
        "## Was Sie erwartet",
        ["Eine Unverpackt-Ecke, in die Sie Ihre eigenen Gläser mitbringen.", "Olivenöle und Honig von dalmatinischen Familienbetrieben.", "Jeden Freitag kostenlose Beratung durch unsere Ernährungsexpertin."],
        "In der ersten Woche erhalten alle Kundinnen und Kunden 15 % Rabatt auf den gesamten Einkauf, Inhaber der Kundenkarte sammeln doppelte Punkte. Geöffnet ist Montag bis Samstag von 8 bis 20 Uhr.",
        "Bestellungen aus dem Onlineshop können Sie ab sofort auch versandkostenfrei in Split abholen.",
      ],
    },
    it: {
      title: "Zrno apre un negozio a Spalato",
      headline: "Dal 2 giugno vi aspettiamo in Ulica kralja Zvonimira 14.",
      short: "Il nostro primo negozio in Dalmazia offre più di 1.500 prodotti, un angolo dello sfuso e pane fresco ogni mattina.",
      body: [
        "Dopo Zagabria e Fiume, Zrno arriva a Spalato. Il nuovo negozio ha 180 metri quadrati e più di 1.500 prodotti, dai cereali integrali alla frutta secca fino alla cosmesi naturale.",
        "## Cosa vi aspetta",
        ["Un angolo dello sfuso dove portare i vostri barattoli.", "Oli d'oliva e miele di aziende familiari dalmate.", "Ogni venerdì una consulenza gratuita con la nostra nutrizionista."],
        "Nella prima settimana tutti i clienti hanno il 15 % di sconto sull'intera spesa e i titolari della carta fedeltà accumulano punti doppi. Siamo aperti dal lunedì al sabato dalle 8 alle 20.",
        "Da oggi potete ritirare gli ordini del negozio online anche a Spalato, senza spese di consegna.",
      ],
    },
    es: {
      title: "Zrno abre una tienda en Split",
      headline: "Desde el 2 de junio te esperamos en Ulica kralja Zvonimira 14.",
      short: "Nuestra primera tienda en Dalmacia ofrece más de 1.500 productos, un rincón a granel y pan recién hecho cada mañana.",
      body: [
        "Después de Zagreb y Rijeka, Zrno llega a Split. La nueva tienda tiene 180 metros cuadrados y más de 1.500 productos, desde cereales integrales y frutos secos hasta cosmética natural.",
        "## Qué te espera",
        ["Un rincón a granel al que puedes traer tus propios tarros.", "Aceites de oliva y miel de granjas familiares dálmatas.", "Cada viernes, asesoramiento gratuito con nuestra nutricionista."],
        "Durante la primera semana, todos los clientes tienen un 15 % de descuento en toda la compra y los titulares de la tarjeta de fidelidad suman puntos dobles. Abrimos de lunes a sábado de 8 a 20 h.",
        "A partir de ahora también puedes recoger los pedidos de la tienda online en Split, sin gastos de envío.",
      ],
    },
    sr: {
      title: "Zrno otvara prodavnicu u Splitu",
      headline: "Od 2. juna čekamo vas u Ulici kralja Zvonimira 14.",
      short: "Naša prva prodavnica u Dalmaciji donosi više od 1.500 proizvoda, kutak sa rinfuznim namirnicama i svež hleb svakog jutra.",
      body: [
        "Posle Zagreba i Rijeke, Zrno stiže u Split. Nova prodavnica ima 180 kvadratnih metara i više od 1.500 proizvoda – od integralnih žitarica i orašastih plodova do prirodne kozmetike.",
        "## Šta vas čeka",
        ["Kutak sa rinfuznim namirnicama u koji donosite svoje tegle.", "Maslinova ulja i med sa dalmatinskih porodičnih gazdinstava.", "Svakog petka besplatno savetovanje sa nutricionistkinjom."],
        "Prve nedelje svi kupci dobijaju 15 % popusta na celu kupovinu, a vlasnici kartice lojalnosti duple poene. Radimo od ponedeljka do subote od 8 do 20 časova.",
        "Porudžbine iz onlajn prodavnice od sada možete da preuzmete i u Splitu, bez troškova dostave.",
      ],
    },
    bs: {
      title: "Zrno otvara poslovnicu u Splitu",
      headline: "Od 2. juna čekamo vas u Ulici kralja Zvonimira 14.",
      short: "Naša prva poslovnica u Dalmaciji donosi više od 1.500 proizvoda, kutak s rinfuznim namirnicama i svjež hljeb svako jutro.",
      body: [
        "Nakon Zagreba i Rijeke, Zrno stiže u Split. Nova poslovnica ima 180 kvadratnih metara i više od 1.500 proizvoda – od integralnih žitarica i orašastih plodova do prirodne kozmetike.",
        "## Šta vas čeka",
        ["Kutak s rinfuznim namirnicama u koji donosite svoje tegle.", "Maslinova ulja i med s dalmatinskih porodičnih gazdinstava.", "Svakog petka besplatno savjetovanje s nutricionisticom."],
        "Prve sedmice svi kupci dobijaju 15 % popusta na cijelu kupovinu, a vlasnici kartice lojalnosti duple bodove. Radimo od ponedjeljka do subote od 8 do 20 sati.",
        "Narudžbe iz online trgovine od sada možete preuzeti i u Splitu, bez troškova dostave.",
      ],
    },
    cnr: {
      title: "Zrno otvara prodavnicu u Splitu",
      headline: "Od 2. juna čekamo vas u Ulici kralja Zvonimira 14.",
      short: "Naša prva prodavnica u Dalmaciji donosi više od 1.500 proizvoda, kutak sa rinfuznim namirnicama i svjež hljeb svakoga jutra.",
      body: [
        "Poslije Zagreba i Rijeke, Zrno stiže u Split. Nova prodavnica ima 180 kvadratnih metara i više od 1.500 proizvoda – od integralnih žitarica i orašastih plodova do prirodne kozmetike.",
        "## Šta vas čeka",
        ["Kutak sa rinfuznim namirnicama u koji donosite svoje tegle.", "Maslinova ulja i med sa dalmatinskih porodičnih gazdinstava.", "Svakog petka besplatno savjetovanje sa nutricionistkinjom."],
        "Prve nedjelje svi kupci dobijaju 15 % popusta na cijelu kupovinu, a vlasnici kartice lojalnosti duple poene. Radimo od ponedjeljka do subote od 8 do 20 časova.",
        "Porudžbine iz onlajn prodavnice od sada možete da preuzmete i u Splitu, bez troškova dostave.",
      ],
    },
  },
);

const refillStations = post(
  { code: "news-refill-stations", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2025-03-03T09:00:00Z", updatedAt: "2025-03-03T09:00:00Z", tags: ["zero_waste"], hue: 165 },
  {
    hr: {
      title: "Stanice za punjenje u Zagrebu i Ljubljani",
      headline: "Donesite svoju staklenku i platite samo sadržaj.",
      short: "U trgovinama u Ilici, Maksimirskoj i Ljubljani postavili smo stanice za punjenje žitarica, orašastih plodova, ulja i deterdženta.",
      body: [
        "Ambalaža čini velik dio otpada u kućanstvu, a za suhe namirnice često nije potrebna. Zato smo u tri trgovine postavili stanice s četrdesetak proizvoda koje točite sami.",
        "## Kako funkcionira",
        ["Praznu posudu izvažite na vagi na ulazu i zalijepite naljepnicu.", "Napunite je koliko želite – od jedne žlice do pet kilograma.", "Na blagajni se težina posude automatski oduzima."],
        "Cijene na stanicama u prosjeku su 10 % niže od istih proizvoda u pakiranju. Ako zaboravite posudu, na raspolaganju su papirnate vrećice i povratne staklenke uz polog.",
        "Do kraja godine stanice planiramo uvesti u sve trgovine.",
      ],
    },
    en: {
      title: "Refill stations in Zagreb and Ljubljana",
      headline: "Bring your own jar and pay only for what is inside.",
      short: "Our stores in Ilica, Maksimirska and Ljubljana now have refill stations for grains, nuts, oils and detergent.",
      body: [
        "Packaging makes up a large share of household waste, and dry foods often do not need it. That is why three of our stores now have stations with some forty products you dispense yourself.",
        "## How it works",
        ["Weigh your empty container at the entrance and stick on the label.", "Fill it with as much as you like – from a spoonful to five kilos.", "The weight of the container is deducted automatically at the till."],
        "Prices at the stations are on average 10 % lower than for the same products in packs. If you forget your container, paper bags and returnable jars with a deposit are available.",
        "We plan to bring refill stations to all our stores by the end of the year.",
      ],
    },
    sl: {
      title: "Postaje za polnjenje v Zagrebu in Ljubljani",
      headline: "Prinesite svoj kozarec in plačajte samo vsebino.",
      short: "V trgovinah na Ilici, Maksimirski in v Ljubljani smo postavili postaje za polnjenje žit, oreščkov, olj in detergenta.",
      body: [
        "Embalaža predstavlja velik del gospodinjskih odpadkov, za suha živila pa pogosto ni potrebna. Zato smo v treh trgovinah postavili postaje s približno štiridesetimi izdelki, ki si jih natočite sami.",
        "## Kako deluje",
        ["Prazno posodo stehtajte na tehtnici ob vhodu in nalepite nalepko.", "Napolnite jo, kolikor želite – od ene žlice do petih kilogramov.", "Na blagajni se teža posode samodejno odšteje."],
        "Cene na postajah so v povprečju 10 % nižje kot pri istih pakiranih izdelkih. Če posodo pozabite, so na voljo papirnate vrečke in povratni kozarci s kavcijo.",
        "Do konca leta želimo postaje uvesti v vse trgovine.",
      ],
    },
    de: {
      title: "Abfüllstationen in Zagreb und Ljubljana",
      headline: "Eigenes Glas mitbringen und nur den Inhalt bezahlen.",
      short: "In unseren Filialen in der Ilica, der Maksimirska und in Ljubljana gibt es jetzt Abfüllstationen für Getreide, Nüsse, Öle und Waschmittel.",
      body: [
        "Verpackungen machen einen großen Teil des Haushaltsmülls aus, und trockene Lebensmittel brauchen sie oft nicht. Deshalb stehen in drei Filialen Stationen mit rund vierzig Produkten zum Selbstabfüllen.",
        "## So funktioniert es",
        ["Leeren Behälter am Eingang wiegen und Etikett aufkleben.", "So viel abfüllen, wie Sie möchten – vom Löffel bis zu fünf Kilo.", "An der Kasse wird das Gewicht des Behälters automatisch abgezogen."],
        "Die Preise an den Stationen liegen im Schnitt 10 % unter denen der verpackten Produkte. Wer seinen Behälter vergisst, bekommt Papiertüten oder Pfandgläser.",
        "Bis Jahresende sollen alle Filialen Abfüllstationen bekommen.",
      ],
    },
    it: {
      title: "Stazioni di ricarica a Zagabria e Lubiana",
      headline: "Portate il vostro barattolo e pagate solo il contenuto.",
      short: "Nei negozi di Ilica, Maksimirska e Lubiana abbiamo installato stazioni di ricarica per cereali, frutta secca, oli e detersivi.",
      body: [
        "Gli imballaggi sono una parte importante dei rifiuti domestici e per gli alimenti secchi spesso non servono. Per questo in tre negozi ci sono stazioni con una quarantina di prodotti da erogare da soli.",
        "## Come funziona",
        ["Pesate il contenitore vuoto all'ingresso e attaccate l'etichetta.", "Riempitelo quanto volete, da un cucchiaio a cinque chili.", "Alla cassa il peso del contenitore viene sottratto automaticamente."],
        "I prezzi alle stazioni sono in media del 10 % più bassi rispetto agli stessi prodotti confezionati. Se dimenticate il contenitore, trovate sacchetti di carta e barattoli a rendere con cauzione.",
        "Entro la fine dell'anno vogliamo portare le stazioni in tutti i negozi.",
      ],
    },
    es: {
      title: "Estaciones de rellenado en Zagreb y Liubliana",
      headline: "Trae tu propio tarro y paga solo el contenido.",
      short: "En nuestras tiendas de Ilica, Maksimirska y Liubliana hemos instalado estaciones de rellenado de cereales, frutos secos, aceites y detergente.",
      body: [
        "Los envases suponen una gran parte de los residuos domésticos y los alimentos secos a menudo no los necesitan. Por eso, tres de nuestras tiendas tienen estaciones con unos cuarenta productos que te sirves tú mismo.",
        "## Cómo funciona",
        ["Pesa el envase vacío en la báscula de la entrada y pega la etiqueta.", "Llénalo con la cantidad que quieras, desde una cucharada hasta cinco kilos.", "En caja se descuenta automáticamente el peso del envase."],
        "Los precios en las estaciones son de media un 10 % más bajos que los de los mismos productos envasados. Si olvidas tu envase, hay bolsas de papel y tarros retornables con depósito.",
        "Antes de fin de año queremos llevar las estaciones a todas las tiendas.",
      ],
    },
    sr: {
      title: "Stanice za punjenje u Zagrebu i Ljubljani",
      headline: "Donesite svoju teglu i platite samo sadržaj.",
      short: "U prodavnicama u Ilici, Maksimirskoj i Ljubljani postavili smo stanice za punjenje žitarica, orašastih plodova, ulja i deterdženta.",
      body: [
        "Ambalaža čini veliki deo otpada u domaćinstvu, a suvim namirnicama često nije potrebna. Zato smo u tri prodavnice postavili stanice sa četrdesetak proizvoda koje sipate sami.",
        "## Kako funkcioniše",
        ["Praznu posudu izmerite na vagi na ulazu i zalepite nalepnicu.", "Napunite je koliko želite – od jedne kašike do pet kilograma.", "Na kasi se težina posude automatski oduzima."],
        "Cene na stanicama su u proseku 10 % niže od istih proizvoda u pakovanju. Ako zaboravite posudu, na raspolaganju su papirne kese i povratne tegle uz depozit.",
        "Do kraja godine stanice planiramo da uvedemo u sve prodavnice.",
      ],
    },
    bs: {
      title: "Stanice za punjenje u Zagrebu i Ljubljani",
      headline: "Donesite svoju teglu i platite samo sadržaj.",
      short: "U poslovnicama u Ilici, Maksimirskoj i Ljubljani postavili smo stanice za punjenje žitarica, orašastih plodova, ulja i deterdženta.",
      body: [
        "Ambalaža čini veliki dio otpada u domaćinstvu, a suhim namirnicama često nije potrebna. Zato smo u tri poslovnice postavili stanice s četrdesetak proizvoda koje sipate sami.",
        "## Kako funkcionira",
        ["Praznu posudu izvagajte na vagi na ulazu i zalijepite naljepnicu.", "Napunite je koliko želite – od jedne kašike do pet kilograma.", "Na kasi se težina posude automatski oduzima."],
        "Cijene na stanicama su u prosjeku 10 % niže od istih proizvoda u pakovanju. Ako zaboravite posudu, na raspolaganju su papirne kese i povratne tegle uz depozit.",
        "Do kraja godine stanice planiramo uvesti u sve poslovnice.",
      ],
    },
    cnr: {
      title: "Stanice za punjenje u Zagrebu i Ljubljani",
      headline: "Donesite svoju teglu i platite samo sadržaj.",
      short: "U prodavnicama u Ilici, Maksimirskoj i Ljubljani postavili smo stanice za punjenje žitarica, orašastih plodova, ulja i deterdženta.",
      body: [
        "Ambalaža čini veliki dio otpada u domaćinstvu, a suvim namirnicama često nije potrebna. Zato smo u tri prodavnice postavili stanice sa četrdesetak proizvoda koje sipate sami.",
        "## Kako funkcioniše",
        ["Praznu posudu izmjerite na vagi na ulazu i zalijepite nalijepnicu.", "Napunite je koliko želite – od jedne kašike do pet kilograma.", "Na kasi se težina posude automatski oduzima."],
        "Cijene na stanicama su u prosjeku 10 % niže od istih proizvoda u pakovanju. Ako zaboravite posudu, na raspolaganju su papirne kese i povratne tegle uz depozit.",
        "Do kraja godine stanice planiramo da uvedemo u sve prodavnice.",
      ],
    },
  },
);

const loyaltyCard = post(
  { code: "news-loyalty-card", category: "news", author: "maja-horvat", status: 4, publishedAt: "2026-03-02T09:00:00Z", updatedAt: "2026-03-09T09:00:00Z", tags: ["budget"], hue: 300 },
  {
    hr: {
      title: "Kartica vjernosti: nove pogodnosti od ožujka",
      headline: "Niže cijene za članove, bodovi i u webshopu i rođendanski kupon.",
      short: "Kartica Zrno Plus od ožujka 2026. donosi posebne cijene na stotine proizvoda i bodove koji se pretvaraju u popust.",
      body: [
        "Kartica vjernosti i dalje je besplatna, a učlaniti se možete u trgovini ili u svom korisničkom računu. Novost je da se sve pogodnosti jednako primjenjuju u trgovinama i u webshopu.",
        "## Što dobivate",
        ["Cijenu za članove na više od 300 proizvoda, označenu na svakoj stranici proizvoda.", "Jedan bod za svaki potrošeni euro; 100 bodova vrijedi 5 € popusta.", "Rođendanski kupon od 10 % koji stiže e-poštom."],
        "Bodove prikupljene na staroj kartici automatski smo prenijeli. Ako ste karticu izgubili, novu ćete dobiti na blagajni uz osobni dokument.",
        "Detalje i uvjete programa pronaći ćete u svom korisničkom računu.",
      ],
    },
    en: {
      title: "Loyalty card: new benefits from March",
      headline: "Member prices, points in the webshop too, and a birthday coupon.",
      short: "From March 2026 the Zrno Plus card brings special prices on hundreds of products and points that turn into discounts.",
      body: [
        "The loyalty card is still free, and you can join in any store or in your customer account. What is new is that all benefits apply equally in our stores and in the webshop.",
        "## What you get",
        ["A member price on more than 300 products, shown on every product page.", "One point for every euro spent; 100 points are worth €5 off.", "A 10 % birthday coupon sent by email."],
        "Points collected on the old card have been transferred automatically. If you have lost your card, you can get a new one at the till with a photo ID.",
        "You will find full details and terms of the programme in your customer account.",
      ],
    },
    sl: {
      title: "Kartica zvestobe: nove ugodnosti od marca",
      headline: "Nižje cene za člane, točke tudi v spletni trgovini in rojstnodnevni kupon.",
      short: "Kartica Zrno Plus od marca 2026 prinaša posebne cene za stotine izdelkov in točke, ki se spremenijo v popust.",
      body: [
        "Kartica zvestobe je še naprej brezplačna, včlanite pa se lahko v trgovini ali v svojem uporabniškem računu. Novost je, da vse ugodnosti enako veljajo v trgovinah in v spletni trgovini.",
        "## Kaj dobite",
        ["Ceno za člane pri več kot 300 izdelkih, označeno na vsaki strani izdelka.", "Eno točko za vsak porabljeni evro; 100 točk je vrednih 5 € popusta.", "Rojstnodnevni kupon za 10 %, ki ga prejmete po e-pošti."],
        "Točke, zbrane na stari kartici, smo samodejno prenesli. Če ste kartico izgubili, novo dobite na blagajni ob predložitvi osebnega dokumenta.",
        "Podrobnosti in pogoje programa najdete v svojem uporabniškem računu.",
      ],
    },
    de: {
      title: "Kundenkarte: neue Vorteile ab März",
      headline: "Mitgliederpreise, Punkte auch im Onlineshop und ein Geburtstagsgutschein.",
      short: "Ab März 2026 bringt die Karte Zrno Plus Sonderpreise auf Hunderte Produkte und Punkte, die zu Rabatt werden.",
      body: [
        "Die Kundenkarte bleibt kostenlos, anmelden können Sie sich in jeder Filiale oder in Ihrem Kundenkonto. Neu ist, dass alle Vorteile in den Filialen und im Onlineshop gleichermaßen gelten.",
        "## Das erhalten Sie",
        ["Einen Mitgliederpreis auf mehr als 300 Produkte, angezeigt auf jeder Produktseite.", "Einen Punkt pro ausgegebenem Euro; 100 Punkte sind 5 € Rabatt wert.", "Einen Geburtstagsgutschein über 10 % per E-Mail."],
        "Punkte der alten Karte wurden automatisch übertragen. Haben Sie Ihre Karte verloren, erhalten Sie an der Kasse gegen Vorlage eines Ausweises eine neue.",
        "Alle Details und Teilnahmebedingungen finden Sie in Ihrem Kundenkonto.",
      ],
    },
    it: {
      title: "Carta fedeltà: nuovi vantaggi da marzo",
      headline: "Prezzi riservati ai soci, punti anche online e un buono per il compleanno.",
      short: "Da marzo 2026 la carta Zrno Plus offre prezzi speciali su centinaia di prodotti e punti che si trasformano in sconti.",
      body: [
        "La carta fedeltà resta gratuita e potete richiederla in negozio o nel vostro account. La novità è che tutti i vantaggi valgono allo stesso modo nei negozi e nel negozio online.",
        "## Cosa ottenete",
        ["Un prezzo soci su più di 300 prodotti, indicato in ogni pagina prodotto.", "Un punto per ogni euro speso; 100 punti valgono 5 € di sconto.", "Un buono compleanno del 10 % inviato via e-mail."],
        "I punti accumulati con la vecchia carta sono stati trasferiti automaticamente. Se avete perso la carta, ne riceverete una nuova in cassa mostrando un documento d'identità.",
        "Dettagli e regolamento del programma sono disponibili nel vostro account.",
      ],
    },
    es: {
      title: "Tarjeta de fidelidad: nuevas ventajas desde marzo",
      headline: "Precios para socios, puntos también en la tienda online y un cupón de cumpleaños.",
      short: "Desde marzo de 2026, la tarjeta Zrno Plus ofrece precios especiales en cientos de productos y puntos que se convierten en descuentos.",
      body: [
        "La tarjeta de fidelidad sigue siendo gratuita y puedes hacerte socio en cualquier tienda o en tu cuenta de cliente. La novedad es que todas las ventajas se aplican igual en las tiendas y en la tienda online.",
        "## Qué consigues",
        ["Precio de socio en más de 300 productos, indicado en cada ficha de producto.", "Un punto por cada euro gastado; 100 puntos equivalen a 5 € de descuento.", "Un cupón de cumpleaños del 10 % que recibirás por correo electrónico."],
        "Los puntos acumulados con la tarjeta antigua se han traspasado automáticamente. Si has perdido la tarjeta, te daremos una nueva en caja presentando un documento de identidad.",
        "Encontrarás todos los detalles y las condiciones del programa en tu cuenta de cliente.",
      ],
    },
    sr: {
      title: "Kartica lojalnosti: nove pogodnosti od marta",
      headline: "Niže cene za članove, poeni i u onlajn prodavnici i rođendanski kupon.",
      short: "Kartica Zrno Plus od marta 2026. donosi posebne cene na stotine proizvoda i poene koji se pretvaraju u popust.",
      body: [
        "Kartica lojalnosti je i dalje besplatna, a učlaniti se možete u prodavnici ili na svom korisničkom nalogu. Novina je da sve pogodnosti podjednako važe u prodavnicama i u onlajn prodavnici.",
        "## Šta dobijate",
        ["Cenu za članove na više od 300 proizvoda, istaknutu na svakoj stranici proizvoda.", "Jedan poen za svakih 100 dinara potrošnje; 100 poena vredi 600 dinara popusta.", "Rođendanski kupon od 10 % koji stiže imejlom."],
        "Poene sakupljene na staroj kartici automatski smo preneli. Ako ste karticu izgubili, novu ćete dobiti na kasi uz ličnu kartu.",
        "Detalje i uslove programa pronaći ćete na svom korisničkom nalogu.",
      ],
    },
    bs: {
      title: "Kartica lojalnosti: nove pogodnosti od marta",
      headline: "Niže cijene za članove, bodovi i u online trgovini i rođendanski kupon.",
      short: "Kartica Zrno Plus od marta 2026. donosi posebne cijene na stotine proizvoda i bodove koji se pretvaraju u popust.",
      body: [
        "Kartica lojalnosti je i dalje besplatna, a učlaniti se možete u poslovnici ili na svom korisničkom profilu. Novost je da sve pogodnosti jednako vrijede u poslovnicama i u online trgovini.",
        "## Šta dobijate",
        ["Cijenu za članove na više od 300 proizvoda, istaknutu na svakoj stranici proizvoda.", "Jedan bod za svaku potrošenu KM; 100 bodova vrijedi 10 KM popusta.", "Rođendanski kupon od 10 % koji stiže e-mailom."],
        "Bodove sakupljene na staroj kartici automatski smo prenijeli. Ako ste karticu izgubili, novu ćete dobiti na kasi uz ličnu kartu.",
        "Detalje i uslove programa pronaći ćete na svom korisničkom profilu.",
      ],
    },
    cnr: {
      title: "Kartica lojalnosti: nove pogodnosti od marta",
      headline: "Niže cijene za članove, poeni i u onlajn prodavnici i rođendanski kupon.",
      short: "Kartica Zrno Plus od marta 2026. donosi posebne cijene na stotine proizvoda i poene koji se pretvaraju u popust.",
      body: [
        "Kartica lojalnosti je i dalje besplatna, a učlaniti se možete u prodavnici ili na svom korisničkom nalogu. Novina je da sve pogodnosti podjednako važe u prodavnicama i u onlajn prodavnici.",
        "## Šta dobijate",
        ["Cijenu za članove na više od 300 proizvoda, istaknutu na svakoj stranici proizvoda.", "Jedan poen za svaki potrošeni euro; 100 poena vrijedi 5 € popusta.", "Rođendanski kupon od 10 % koji stiže imejlom."],
        "Poene sakupljene na staroj kartici automatski smo prenijeli. Ako ste karticu izgubili, novu ćete dobiti na kasi uz ličnu kartu.",
        "Detalje i uslove programa pronaći ćete na svom korisničkom nalogu.",
      ],
    },
  },
);

const ljubljanaRenovated = post(
  { code: "news-ljubljana-renovated", category: "news", author: "maja-horvat", status: 3, publishedAt: "2025-09-15T09:00:00Z", updatedAt: "2025-09-15T09:00:00Z", tags: ["local_producers", "baking"], hue: 220 },
  {
    hr: {
      title: "Obnovljena trgovina u Ljubljani s pekarskim kutkom",
      headline: "Više prostora, slovenski proizvođači i kruh iz vlastite peći.",
      short: "Trgovina na Slovenskoj cesti ponovno je otvorena nakon šest tjedana obnove. Evo što je novo.",
      body: [
        "Trgovina u središtu Ljubljane dobila je novi izgled i gotovo trećinu više prostora. Najveća novost je pekarski kutak u kojem svako jutro pečemo kruh od pire, heljde i raži.",
        "## Novo u trgovini",
        ["Peć za kruh i peciva, od 7 sati svako jutro.", "Polica sa sirevima, medom i bučinim uljem slovenskih proizvođača.", "Mjesto za kratak odmor uz kavu od zobenog napitka."],
        "Subotom ujutro naša pekarica Urška održava kratke prikaze oblikovanja kruha od kiselog tijesta, a tko donese svoj kvasac, dobiva svježe brašno za njegovo hranjenje.",
        "Radno vrijeme ostaje isto: radnim danom od 8 do 20, subotom od 8 do 15 sati. Zahvaljujemo vam na strpljenju tijekom radova.",
      ],
    },
    en: {
      title: "Our Ljubljana store reopens with a bakery corner",
      headline: "More space, Slovenian producers and bread from our own oven.",
      short: "The store on Slovenska cesta has reopened after six weeks of renovation. Here is what is new.",
      body: [
        "Our store in central Ljubljana has a new look and almost a third more space. The biggest news is the bakery corner, where we bake spelt, buckwheat and rye bread every morning.",
        "## New in the store",
        ["An oven for bread and pastries, from 7 am every morning.", "A shelf of cheeses, honey and pumpkin seed oil from Slovenian producers.", "A spot for a short break with an oat-milk coffee."],
        "On Saturday mornings our baker Urška gives short demonstrations of shaping sourdough loaves, and anyone who brings their own starter gets fresh flour to feed it.",
        "Opening hours stay the same: weekdays 8 am to 8 pm, Saturdays 8 am to 3 pm. Thank you for your patience during the work.",
      ],
    },
    sl: {
      title: "Prenovljena trgovina v Ljubljani s pekarskim kotičkom",
      headline: "Več prostora, slovenski pridelovalci in kruh iz lastne peči.",
      short: "Trgovina na Slovenski cesti je po šestih tednih prenove spet odprta. To je novo.",
      body: [
        "Trgovina v središču Ljubljane je dobila nov videz in skoraj tretjino več prostora. Največja novost je pekarski kotiček, v katerem vsako jutro pečemo pirin, ajdov in ržen kruh.",
        "## Novo v trgovini",
        ["Peč za kruh in pecivo, vsako jutro od 7. ure.", "Polica s siri, medom in bučnim oljem slovenskih pridelovalcev.", "Kotiček za kratek odmor ob kavi z ovsenim napitkom."],
        "Ob sobotah dopoldne naša pekarka Urška pripravi kratke predstavitve oblikovanja kruha iz kislega testa, kdor pa prinese svoje drožje, dobi sveže moke za hranjenje.",
        "Delovni čas ostaja enak: ob delavnikih od 8. do 20., ob sobotah od 8. do 15. ure. Hvala za potrpežljivost med prenovo.",
      ],
    },
    de: {
      title: "Filiale Ljubljana neu eröffnet – mit Backecke",
      headline: "Mehr Platz, slowenische Erzeuger und Brot aus dem eigenen Ofen.",
      short: "Die Filiale an der Slovenska cesta hat nach sechs Wochen Umbau wieder geöffnet. Das ist neu.",
      body: [
        "Unsere Filiale im Zentrum von Ljubljana hat ein neues Gesicht und fast ein Drittel mehr Fläche. Größte Neuheit ist die Backecke, in der wir jeden Morgen Dinkel-, Buchweizen- und Roggenbrot backen.",
        "## Neu in der Filiale",
        ["Ein Ofen für Brot und Gebäck, jeden Morgen ab 7 Uhr.", "Ein Regal mit Käse, Honig und Kürbiskernöl slowenischer Erzeuger.", "Ein Platz für eine kurze Pause mit Hafermilchkaffee."],
        "Samstagvormittags zeigt unsere Bäckerin Urška, wie man Sauerteigbrote formt, und wer seinen eigenen Sauerteig mitbringt, bekommt frisches Mehl zum Füttern.",
        "Die Öffnungszeiten bleiben gleich: werktags 8 bis 20 Uhr, samstags 8 bis 15 Uhr. Danke für Ihre Geduld während des Umbaus.",
      ],
    },
    it: {
      title: "Il negozio di Lubiana riapre con un angolo forno",
      headline: "Più spazio, produttori sloveni e pane dal nostro forno.",
      short: "Il negozio in Slovenska cesta ha riaperto dopo sei settimane di lavori. Ecco le novità.",
      body: [
        "Il negozio nel centro di Lubiana ha un nuovo aspetto e quasi un terzo di spazio in più. La novità principale è l'angolo forno, dove ogni mattina sforniamo pane di farro, grano saraceno e segale.",
        "## Le novità",
        ["Un forno per pane e prodotti da forno, ogni mattina dalle 7.", "Uno scaffale con formaggi, miele e olio di semi di zucca di produttori sloveni.", "Un angolo per una breve pausa con un caffè al latte d'avena."],
        "Il sabato mattina la nostra panettiera Urška mostra come formare le pagnotte a lievitazione naturale, e chi porta la propria pasta madre riceve farina fresca per rinfrescarla.",
        "Gli orari restano invariati: nei giorni feriali dalle 8 alle 20, il sabato dalle 8 alle 15. Grazie per la pazienza durante i lavori.",
      ],
    },
    es: {
      title: "Reabre nuestra tienda de Liubliana con rincón de panadería",
      headline: "Más espacio, productores eslovenos y pan de nuestro propio horno.",
      short: "La tienda de Slovenska cesta ha vuelto a abrir tras seis semanas de reforma. Esto es lo nuevo.",
      body: [
        "Nuestra tienda en el centro de Liubliana tiene un aspecto nuevo y casi un tercio más de espacio. La gran novedad es el rincón de panadería, donde cada mañana horneamos pan de espelta, trigo sarraceno y centeno.",
        "## Novedades en la tienda",
        ["Un horno para pan y bollería, cada mañana desde las 7.", "Una estantería con quesos, miel y aceite de pepita de calabaza de productores eslovenos.", "Un rincón para una pausa breve con un café con bebida de avena."],
        "Los sábados por la mañana nuestra panadera Urška hace pequeñas demostraciones de formado de pan de masa madre, y quien traiga su propia masa madre se lleva harina fresca para alimentarla.",
        "El horario no cambia: de lunes a viernes de 8 a 20 h y los sábados de 8 a 15 h. Gracias por tu paciencia durante las obras.",
      ],
    },
    sr: {
      title: "Obnovljena prodavnica u Ljubljani sa pekarskim kutkom",
      headline: "Više prostora, slovenački proizvođači i hleb iz sopstvene peći.",
      short: "Prodavnica na Slovenskoj cesti ponovo je otvorena posle šest nedelja renoviranja. Evo šta je novo.",
      body: [
        "Prodavnica u centru Ljubljane dobila je novi izgled i gotovo trećinu više prostora. Najveća novina je pekarski kutak u kome svakog jutra pečemo hleb od spelte, heljde i raži.",
        "## Novo u prodavnici",
        ["Peć za hleb i peciva, od 7 časova svakog jutra.", "Polica sa sirevima, medom i uljem od semenki bundeve slovenačkih proizvođača.", "Mesto za kratak predah uz kafu sa ovsenim napitkom."],
        "Subotom pre podne naša pekarka Urška drži kratke prikaze oblikovanja hleba od kiselog testa, a ko donese svoj kvasac, dobija sveže brašno da ga nahrani.",
        "Radno vreme ostaje isto: radnim danima od 8 do 20, subotom od 8 do 15 časova. Hvala vam na strpljenju tokom radova.",
      ],
    },
    bs: {
      title: "Obnovljena poslovnica u Ljubljani s pekarskim kutkom",
      headline: "Više prostora, slovenski proizvođači i hljeb iz vlastite peći.",
      short: "Poslovnica na Slovenskoj cesti ponovo je otvorena nakon šest sedmica renoviranja. Evo šta je novo.",
      body: [
        "Poslovnica u centru Ljubljane dobila je novi izgled i gotovo trećinu više prostora. Najveća novost je pekarski kutak u kojem svako jutro pečemo hljeb od pira, heljde i raži.",
        "## Novo u poslovnici",
        ["Peć za hljeb i peciva, od 7 sati svako jutro.", "Polica sa sirevima, medom i bundevinim uljem slovenskih proizvođača.", "Mjesto za kratak predah uz kahvu sa zobenim napitkom."],
        "Subotom prijepodne naša pekarica Urška drži kratke prikaze oblikovanja hljeba od kiselog tijesta, a ko donese svoj kvasac, dobija svježe brašno da ga nahrani.",
        "Radno vrijeme ostaje isto: radnim danima od 8 do 20, subotom od 8 do 15 sati. Hvala vam na strpljenju tokom radova.",
      ],
    },
    cnr: {
      title: "Obnovljena prodavnica u Ljubljani sa pekarskim kutkom",
      headline: "Više prostora, slovenački proizvođači i hljeb iz sopstvene peći.",
      short: "Prodavnica na Slovenskoj cesti ponovo je otvorena poslije šest nedjelja renoviranja. Evo šta je novo.",
      body: [
        "Prodavnica u centru Ljubljane dobila je novi izgled i gotovo trećinu više prostora. Najveća novina je pekarski kutak u kojem svakog jutra pečemo hljeb od spelte, heljde i raži.",
        "## Novo u prodavnici",
        ["Peć za hljeb i peciva, od 7 časova svakog jutra.", "Polica sa sirevima, medom i bundevinim uljem slovenačkih proizvođača.", "Mjesto za kratak predah uz kafu sa ovsenim napitkom."],
        "Subotom prije podne naša pekarka Urška drži kratke prikaze oblikovanja hljeba od kiselog tijesta, a ko donese svoj kvasac, dobija svježe brašno da ga nahrani.",
        "Radno vrijeme ostaje isto: radnim danima od 8 do 20, subotom od 8 do 15 časova. Hvala vam na strpljenju tokom radova.",
      ],
    },
  },
);

const ownBrandOrganic = post(
  { code: "news-own-brand-organic", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2025-11-24T09:00:00Z", updatedAt: "2025-11-24T09:00:00Z", tags: ["local_producers"], hue: 110 },
  {
    hr: {
      title: "Zrnova vlastita linija dobila ekološki certifikat",
      headline: "Dvadeset proizvoda od sada nosi europski ekološki list.",
      short: "Pahuljice, brašna i mahunarke naše vlastite marke uzgojene su i prerađene prema pravilima ekološke proizvodnje.",
      body: [
        "Nakon dvije godine rada s dobavljačima, dvadeset proizvoda marke Zrno dobilo je ekološki certifikat. To znači uzgoj bez sintetskih pesticida i mineralnih gnojiva te godišnju neovisnu kontrolu cijelog lanca.",
        "## Prvi certificirani proizvodi",
        ["Zobene pahuljice i heljda iz Slavonije i Međimurja.", "Pirino i heljdino brašno iz mlina na kamen.", "Crvena leća, slanutak i grah."],
        "Još trideset proizvoda, među njima tjestenina, riža i sušeno voće, u postupku je certifikacije i trebali bi uslijediti tijekom 2026. Poljoprivrednicima koji prelaze na ekološku proizvodnju jamčimo otkup na tri godine.",
        "Cijene certificiranih proizvoda nismo mijenjali. Proizvode ćete prepoznati po zelenom listu na ambalaži i atributu „ekološki” u webshopu.",
      ],
    },
    en: {
      title: "Zrno's own brand is now certified organic",
      headline: "Twenty products now carry the EU organic leaf.",
      short: "The flakes, flours and pulses of our own brand are grown and processed according to organic farming rules.",
      body: [
        "After two years of work with our suppliers, twenty Zrno-brand products have been certified organic. That means farming without synthetic pesticides or mineral fertilisers, and an independent annual inspection of the whole chain.",
        "## The first certified products",
        ["Rolled oats and buckwheat from Slavonia and Međimurje.", "Stone-ground spelt and buckwheat flour.", "Red lentils, chickpeas and beans."],
        "Another thirty products, including pasta, rice and dried fruit, are being certified and should follow during 2026. Farmers who switch to organic production get a three-year purchase guarantee from us.",
        "We have not changed the prices of the certified products. You will recognise them by the green leaf on the pack and the “organic” attribute in the webshop.",
      ],
    },
    sl: {
      title: "Lastna linija Zrno je prejela ekološki certifikat",
      headline: "Dvajset izdelkov odslej nosi evropski ekološki list.",
      short: "Kosmiči, moke in stročnice naše lastne blagovne znamke so pridelani in predelani po pravilih ekološke pridelave.",
      body: [
        "Po dveh letih dela z dobavitelji je dvajset izdelkov znamke Zrno prejelo ekološki certifikat. To pomeni pridelavo brez sintetičnih pesticidov in mineralnih gnojil ter letni neodvisni nadzor celotne verige.",
        "## Prvi certificirani izdelki",
        ["Ovseni kosmiči in ajda iz Slavonije in Medžimurja.", "Pirina in ajdova moka iz mlina na kamen.", "Rdeča leča, čičerika in fižol."],
        "Še trideset izdelkov, med njimi testenine, riž in suho sadje, je v postopku certificiranja in naj bi sledili v letu 2026. Kmetom, ki preidejo na ekološko pridelavo, zagotavljamo odkup za tri leta.",
        "Cen certificiranih izdelkov nismo spremenili. Prepoznali jih boste po zelenem listu na embalaži in lastnosti »ekološko« v spletni trgovini.",
      ],
    },
    de: {
      title: "Zrno-Eigenmarke jetzt bio-zertifiziert",
      headline: "Zwanzig Produkte tragen ab sofort das EU-Bio-Logo.",
      short: "Flocken, Mehle und Hülsenfrüchte unserer Eigenmarke werden nach den Regeln des ökologischen Landbaus erzeugt und verarbeitet.",
      body: [
        "Nach zwei Jahren Arbeit mit unseren Lieferanten sind zwanzig Produkte der Marke Zrno bio-zertifiziert. Das bedeutet Anbau ohne synthetische Pestizide und Mineraldünger sowie eine jährliche unabhängige Kontrolle der gesamten Kette.",
        "## Die ersten zertifizierten Produkte",
        ["Haferflocken und Buchweizen aus Slawonien und Međimurje.", "Steingemahlenes Dinkel- und Buchweizenmehl.", "Rote Linsen, Kichererbsen und Bohnen."],
        "Weitere dreißig Produkte, darunter Nudeln, Reis und Trockenobst, befinden sich in der Zertifizierung und sollen 2026 folgen. Landwirten, die auf Bio umstellen, garantieren wir die Abnahme für drei Jahre.",
        "Die Preise der zertifizierten Produkte bleiben unverändert. Sie erkennen sie am grünen Blatt auf der Verpackung und am Merkmal „bio“ im Onlineshop.",
      ],
    },
    it: {
      title: "La linea Zrno ottiene la certificazione biologica",
      headline: "Venti prodotti portano ora la foglia biologica europea.",
      short: "Fiocchi, farine e legumi del nostro marchio sono coltivati e lavorati secondo le regole dell'agricoltura biologica.",
      body: [
        "Dopo due anni di lavoro con i fornitori, venti prodotti a marchio Zrno hanno ottenuto la certificazione biologica. Significa coltivazione senza pesticidi di sintesi né concimi minerali e un controllo indipendente annuale di tutta la filiera.",
        "## I primi prodotti certificati",
        ["Fiocchi d'avena e grano saraceno dalla Slavonia e dal Međimurje.", "Farina di farro e di grano saraceno macinata a pietra.", "Lenticchie rosse, ceci e fagioli."],
        "Altri trenta prodotti, tra cui pasta, riso e frutta essiccata, sono in fase di certificazione e dovrebbero seguire nel 2026. Agli agricoltori che passano al biologico garantiamo l'acquisto per tre anni.",
        "Non abbiamo cambiato i prezzi dei prodotti certificati. Li riconoscerete dalla foglia verde sulla confezione e dall'attributo «biologico» nel negozio online.",
      ],
    },
    es: {
      title: "La marca propia de Zrno ya tiene certificación ecológica",
      headline: "Veinte productos llevan ahora la hoja ecológica europea.",
      short: "Los copos, harinas y legumbres de nuestra marca propia se cultivan y elaboran según las normas de la agricultura ecológica.",
      body: [
        "Tras dos años de trabajo con nuestros proveedores, veinte productos de la marca Zrno han obtenido la certificación ecológica. Eso significa cultivo sin pesticidas sintéticos ni abonos minerales y un control independiente anual de toda la cadena.",
        "## Los primeros productos certificados",
        ["Copos de avena y trigo sarraceno de Eslavonia y Međimurje.", "Harina de espelta y de trigo sarraceno molida a la piedra.", "Lentejas rojas, garbanzos y alubias."],
        "Otros treinta productos, entre ellos pasta, arroz y fruta desecada, están en proceso de certificación y deberían llegar en 2026. A los agricultores que se pasan a la producción ecológica les garantizamos la compra durante tres años.",
        "No hemos cambiado los precios de los productos certificados. Los reconocerás por la hoja verde del envase y el atributo «ecológico» en la tienda online.",
      ],
    },
    sr: {
      title: "Zrnova sopstvena linija dobila organski sertifikat",
      headline: "Dvadeset proizvoda od sada nosi evropski organski list.",
      short: "Pahuljice, brašna i mahunarke naše sopstvene marke uzgajaju se i prerađuju prema pravilima organske proizvodnje.",
      body: [
        "Posle dve godine rada sa dobavljačima, dvadeset proizvoda marke Zrno dobilo je organski sertifikat. To znači uzgoj bez sintetičkih pesticida i mineralnih đubriva i godišnju nezavisnu kontrolu celog lanca.",
        "## Prvi sertifikovani proizvodi",
        ["Ovsene pahuljice i heljda iz Slavonije i Međimurja.", "Brašno od spelte i heljde iz mlina na kamen.", "Crveno sočivo, leblebije i pasulj."],
        "Još trideset proizvoda, među kojima testenina, pirinač i suvo voće, u postupku je sertifikacije i trebalo bi da usledi tokom 2026. Poljoprivrednicima koji prelaze na organsku proizvodnju garantujemo otkup na tri godine.",
        "Cene sertifikovanih proizvoda nismo menjali. Prepoznaćete ih po zelenom listu na ambalaži i atributu „organsko” u onlajn prodavnici.",
      ],
    },
    bs: {
      title: "Zrnova vlastita linija dobila organski certifikat",
      headline: "Dvadeset proizvoda od sada nosi evropski organski list.",
      short: "Pahuljice, brašna i mahunarke naše vlastite marke uzgajaju se i prerađuju prema pravilima organske proizvodnje.",
      body: [
        "Nakon dvije godine rada s dobavljačima, dvadeset proizvoda marke Zrno dobilo je organski certifikat. To znači uzgoj bez sintetičkih pesticida i mineralnih gnojiva i godišnju nezavisnu kontrolu cijelog lanca.",
        "## Prvi certificirani proizvodi",
        ["Zobene pahuljice i heljda iz Slavonije i Međimurja.", "Brašno od pira i heljde iz mlina na kamen.", "Crvena leća, slanutak i grah."],
        "Još trideset proizvoda, među kojima tjestenina, riža i suho voće, u postupku je certifikacije i trebali bi uslijediti tokom 2026. Poljoprivrednicima koji prelaze na organsku proizvodnju garantujemo otkup na tri godine.",
        "Cijene certificiranih proizvoda nismo mijenjali. Prepoznat ćete ih po zelenom listu na ambalaži i atributu „organsko” u online trgovini.",
      ],
    },
    cnr: {
      title: "Zrnova sopstvena linija dobila organski sertifikat",
      headline: "Dvadeset proizvoda od sada nosi evropski organski list.",
      short: "Pahuljice, brašna i mahunarke naše sopstvene marke uzgajaju se i prerađuju prema pravilima organske proizvodnje.",
      body: [
        "Poslije dvije godine rada sa dobavljačima, dvadeset proizvoda marke Zrno dobilo je organski sertifikat. To znači uzgoj bez sintetičkih pesticida i mineralnih đubriva i godišnju nezavisnu kontrolu cijelog lanca.",
        "## Prvi sertifikovani proizvodi",
        ["Ovsene pahuljice i heljda iz Slavonije i Međimurja.", "Brašno od spelte i heljde iz mlina na kamen.", "Crveno sočivo, leblebije i pasulj."],
        "Još trideset proizvoda, među kojima tjestenina, pirinač i suvo voće, u postupku je sertifikacije i trebalo bi da uslijedi tokom 2026. Poljoprivrednicima koji prelaze na organsku proizvodnju garantujemo otkup na tri godine.",
        "Cijene sertifikovanih proizvoda nijesmo mijenjali. Prepoznaćete ih po zelenom listu na ambalaži i atributu „organsko” u onlajn prodavnici.",
      ],
    },
  },
);

export const NEWS_1: SeedPost[] = [splitStore, refillStations, loyaltyCard, ljubljanaRenovated, ownBrandOrganic];
