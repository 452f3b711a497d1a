// News: delivery, packaging, workshops, the app (still in review), the producers' fair, Vienna and Berlin.
import type { SeedPost } from "../../types";
import { post } from "../build";

const fasterDelivery = post(
  { code: "news-faster-delivery-ba-me", category: "news", author: "maja-horvat", status: 3, publishedAt: "2026-01-19T09:00:00Z", updatedAt: "2026-01-19T09:00:00Z", tags: ["budget"], hue: 235 },
  {
    hr: {
      title: "Brža dostava u Bosnu i Hercegovinu i Crnu Goru",
      headline: "Novo skladište u Sarajevu skraćuje dostavu na dva do tri radna dana.",
      short: "Od veljače narudžbe za Bosnu i Hercegovinu i Crnu Goru šaljemo iz Sarajeva, bez carinskog čekanja na granici.",
      body: [
        "Do sada su paketi za Bosnu i Hercegovinu i Crnu Goru putovali iz Zagreba i čekali carinjenje. Od 1. veljače 2026. šaljemo ih iz novog skladišta u Sarajevu.",
        "## Što se mijenja",
        ["Dostava u BiH: jedan do dva radna dana.", "Dostava u Crnu Goru: dva do tri radna dana.", "Nema dodatnih carinskih troškova pri preuzimanju."],
        "Cijene dostave i prag za besplatnu dostavu ostaju isti. Status pošiljke pratite kao i dosad, putem poveznice u e-poruci s potvrdom slanja.",
        "Skladište u Sarajevu ima i cijeli asortiman proizvoda bez glutena i rashlađenih proizvoda, pa narudžbe više ne dijelimo u nekoliko paketa. Preuzimanje u trgovinama u Sarajevu i Podgorici i dalje je besplatno.",
      ],
    },
    en: {
      title: "Faster delivery to Bosnia and Herzegovina and Montenegro",
      headline: "A new warehouse in Sarajevo cuts delivery to two to three working days.",
      short: "From February we ship orders for Bosnia and Herzegovina and Montenegro from Sarajevo, with no customs wait at the border.",
      body: [
        "Until now, parcels for Bosnia and Herzegovina and Montenegro travelled from Zagreb and waited for customs clearance. From 1 February 2026 we ship them from our new warehouse in Sarajevo.",
        "## What changes",
        ["Delivery within Bosnia and Herzegovina: one to two working days.", "Delivery to Montenegro: two to three working days.", "No extra customs charges on delivery."],
        "Delivery prices and the free-delivery threshold stay the same. Track your parcel as before, using the link in your shipping confirmation email.",
        "The Sarajevo warehouse also stocks our full range of gluten-free and chilled products, so orders no longer have to be split into several parcels. Collection from our Sarajevo and Podgorica stores remains free.",
      ],
    },
    sl: {
      title: "Hitrejša dostava v Bosno in Hercegovino ter Črno goro",
      headline: "Novo skladišče v Sarajevu skrajša dostavo na dva do tri delovne dni.",
      short: "Od februarja naročila za Bosno in Hercegovino ter Črno goro pošiljamo iz Sarajeva, brez čakanja na carini.",
      body: [
        "Doslej so paketi za Bosno in Hercegovino ter Črno goro potovali iz Zagreba in čakali na carinjenje. Od 1. februarja 2026 jih pošiljamo iz novega skladišča v Sarajevu.",
        "## Kaj se spremeni",
        ["Dostava v BiH: en do dva delovna dneva.", "Dostava v Črno goro: dva do tri delovne dni.", "Brez dodatnih carinskih stroškov ob prevzemu."],
        "Cene dostave in prag za brezplačno dostavo ostajajo enaki. Pošiljko spremljate kot doslej, prek povezave v e-sporočilu o odpremi.",
        "Skladišče v Sarajevu ima tudi celoten izbor izdelkov brez glutena in ohlajenih izdelkov, zato naročil ne delimo več v več paketov. Prevzem v trgovinah v Sarajevu in Podgorici ostaja brezplačen.",
      ],
    },
    de: {
      title: "Schnellere Lieferung nach Bosnien und Herzegowina und Montenegro",
      headline: "Ein neues Lager in Sarajevo verkürzt die Lieferzeit auf zwei bis drei Werktage.",
      short: "Ab Februar versenden wir Bestellungen für Bosnien und Herzegowina und Montenegro aus Sarajevo – ohne Wartezeit am Zoll.",
      body: [
        "Bisher reisten Pakete für Bosnien und Herzegowina und Montenegro aus Zagreb an und warteten auf die Verzollung. Ab 1. Februar 2026 versenden wir sie aus unserem neuen Lager in Sarajevo.",
        "## Was sich ändert",
        ["Lieferung innerhalb von Bosnien und Herzegowina: ein bis zwei Werktage.", "Lieferung nach Montenegro: zwei bis drei Werktage.", "Keine zusätzlichen Zollgebühren bei der Zustellung."],
        "Versandkosten und die Grenze für kostenlosen Versand bleiben gleich. Ihre Sendung verfolgen Sie wie bisher über den Link in der Versandbestätigung.",
        "Das Lager in Sarajevo führt auch unser gesamtes glutenfreies Sortiment und Kühlware, sodass Bestellungen nicht mehr auf mehrere Pakete aufgeteilt werden. Die Abholung in den Filialen Sarajevo und Podgorica bleibt kostenlos.",
      ],
    },
    it: {
      title: "Consegne più rapide in Bosnia ed Erzegovina e in Montenegro",
      headline: "Un nuovo magazzino a Sarajevo riduce la consegna a due o tre giorni lavorativi.",
      short: "Da febbraio spediamo gli ordini per Bosnia ed Erzegovina e Montenegro da Sarajevo, senza attese doganali al confine.",
      body: [
        "Finora i pacchi per Bosnia ed Erzegovina e Montenegro partivano da Zagabria e aspettavano lo sdoganamento. Dal 1° febbraio 2026 li spediamo dal nuovo magazzino di Sarajevo.",
        "## Cosa cambia",
        ["Consegna in Bosnia ed Erzegovina: da uno a due giorni lavorativi.", "Consegna in Montenegro: da due a tre giorni lavorativi.", "Nessun costo doganale aggiuntivo alla consegna."],
        "I costi di spedizione e la soglia per la spedizione gratuita restano invariati. Seguite il pacco come sempre tramite il link nell'e-mail di conferma della spedizione.",
        "Il magazzino di Sarajevo dispone anche dell'intera gamma di prodotti senza glutine e refrigerati, quindi gli ordini non vengono più divisi in più pacchi. Il ritiro nei negozi di Sarajevo e Podgorica resta gratuito.",
      ],
    },
    es: {
      title: "Entregas más rápidas a Bosnia y Herzegovina y Montenegro",
      headline: "Un nuevo almacén en Sarajevo reduce la entrega a dos o tres días laborables.",
      short: "Desde febrero enviamos los pedidos para Bosnia y Herzegovina y Montenegro desde Sarajevo, sin esperas en la aduana.",
      body: [
        "Hasta ahora, los paquetes para Bosnia y Herzegovina y Montenegro salían de Zagreb y esperaban el despacho de aduanas. Desde el 1 de febrero de 2026 los enviamos desde nuestro nuevo almacén de Sarajevo.",
        "## Qué cambia",
        ["Entrega en Bosnia y Herzegovina: de uno a dos días laborables.", "Entrega en Montenegro: de dos a tres días laborables.", "Sin gastos de aduana adicionales en la entrega."],
        "Los gastos de envío y el importe mínimo para el envío gratuito no cambian. Sigue tu paquete como siempre con el enlace del correo de confirmación de envío.",
        "El almacén de Sarajevo dispone también de toda nuestra gama sin gluten y de productos refrigerados, así que los pedidos ya no se dividen en varios paquetes. La recogida en las tiendas de Sarajevo y Podgorica sigue siendo gratuita.",
      ],
    },
    sr: {
      title: "Brža dostava u Bosnu i Hercegovinu i Crnu Goru",
      headline: "Novo skladište u Sarajevu skraćuje dostavu na dva do tri radna dana.",
      short: "Od februara porudžbine za Bosnu i Hercegovinu i Crnu Goru šaljemo iz Sarajeva, bez carinskog čekanja na granici.",
      body: [
        "Do sada su paketi za Bosnu i Hercegovinu i Crnu Goru putovali iz Zagreba i čekali carinjenje. Od 1. februara 2026. šaljemo ih iz novog skladišta u Sarajevu.",
        "## Šta se menja",
        ["Dostava u BiH: jedan do dva radna dana.", "Dostava u Crnu Goru: dva do tri radna dana.", "Nema dodatnih carinskih troškova pri preuzimanju."],
        "Cene dostave i prag za besplatnu dostavu ostaju isti. Status pošiljke pratite kao i do sada, preko linka u imejlu sa potvrdom slanja.",
        "Skladište u Sarajevu ima i ceo asortiman proizvoda bez glutena i rashlađenih proizvoda, pa porudžbine više ne delimo u nekoliko paketa. Preuzimanje u prodavnicama u Sarajevu i Podgorici i dalje je besplatno.",
      ],
    },
    bs: {
      title: "Brža dostava u Bosnu i Hercegovinu i Crnu Goru",
      headline: "Novo skladište u Sarajevu skraćuje dostavu na jedan do dva radna dana.",
      short: "Od februara narudžbe za Bosnu i Hercegovinu i Crnu Goru šaljemo iz Sarajeva, bez carinskog čekanja na granici.",
      body: [
        "Do sada su paketi za Bosnu i Hercegovinu i Crnu Goru putovali iz Zagreba i čekali carinjenje. Od 1. februara 2026. šaljemo ih iz novog skladišta u Sarajevu.",
        "## Šta se mijenja",
        ["Dostava u BiH: jedan do dva radna dana.", "Dostava u Crnu Goru: dva do tri radna dana.", "Nema dodatnih carinskih troškova pri preuzimanju."],
        "Cijene dostave i prag za besplatnu dostavu ostaju isti. Status pošiljke pratite kao i do sada, putem linka u e-mailu s potvrdom slanja.",
        "Skladište u Sarajevu ima i cijeli asortiman proizvoda bez glutena i rashlađenih proizvoda, pa narudžbe više ne dijelimo u nekoliko paketa. Preuzimanje u poslovnicama u Sarajevu i Podgorici i dalje je besplatno.",
      ],
    },
    cnr: {
      title: "Brža dostava u Bosnu i Hercegovinu i Crnu Goru",
      headline: "Novo skladište u Sarajevu skraćuje dostavu do Crne Gore na dva do tri radna dana.",
      short: "Od februara porudžbine za Bosnu i Hercegovinu i Crnu Goru šaljemo iz Sarajeva, bez carinskog čekanja na granici.",
      body: [
        "Do sada su paketi za Bosnu i Hercegovinu i Crnu Goru putovali iz Zagreba i čekali carinjenje. Od 1. februara 2026. šaljemo ih iz novog skladišta u Sarajevu.",
        "## Šta se mijenja",
        ["Dostava u BiH: jedan do dva radna dana.", "Dostava u Crnu Goru: dva do tri radna dana.", "Nema dodatnih carinskih troškova pri preuzimanju."],
        "Cijene dostave i prag za besplatnu dostavu ostaju isti. Status pošiljke pratite kao i do sada, preko linka u imejlu sa potvrdom slanja.",
        "Skladište u Sarajevu ima i cijeli asortiman proizvoda bez glutena i rashlađenih proizvoda, pa porudžbine više ne dijelimo u nekoliko paketa. Preuzimanje u prodavnicama u Sarajevu i Podgorici i dalje je besplatno.",
      ],
    },
  },
);

const paperPackaging = post(
  { code: "news-paper-packaging", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2026-04-06T09:00:00Z", updatedAt: "2026-04-06T09:00:00Z", tags: ["zero_waste"], hue: 35 },
  {
    hr: {
      title: "Webshop narudžbe od sada bez plastike",
      headline: "Papirnata ispuna, kartonske kutije i traka od papira.",
      short: "Od travnja sve narudžbe pakiramo bez plastične folije i zračnih jastuka. Kutije možete reciklirati s papirom.",
      body: [
        "Prošle smo godine potrošili gotovo četiri tone plastične ispune. Od travnja 2026. koristimo samo reciklirani karton, zgužvani papir i ljepljivu traku od papira.",
        "## Što to znači za vas",
        ["Cijelu ambalažu odložite u kontejner za papir.", "Staklene boce i dalje štitimo kartonskim umetcima.", "Rashlađene proizvode šaljemo u izolaciji od ovčje vune."],
        "Nove kutije malo su veće, ali cijena dostave ostaje ista, a zaštita je bolja. Naš tim u skladištu tri je mjeseca testirao ambalažu sa staklenkama i bocama ulja prije nego što smo je uveli.",
        "Ako vam paket stigne oštećen, javite nam se u roku od tri dana s fotografijom, a mi ćemo poslati novi proizvod.",
      ],
    },
    en: {
      title: "Webshop orders are now plastic-free",
      headline: "Paper filling, cardboard boxes and paper tape.",
      short: "From April we pack every order without plastic film or air cushions. You can recycle the boxes with your paper.",
      body: [
        "Last year we used almost four tonnes of plastic filling. Since April 2026 we use only recycled cardboard, crumpled paper and paper adhesive tape.",
        "## What this means for you",
        ["Put all the packaging in the paper recycling bin.", "Glass bottles are still protected with cardboard inserts.", "Chilled products travel in sheep's wool insulation."],
        "The new boxes are slightly larger, but delivery costs stay the same and the protection is better. Our warehouse team tested the packaging for three months with glass jars and bottles of oil before the switch.",
        "If your parcel arrives damaged, contact us within three days with a photo and we will send a replacement.",
      ],
    },
    sl: {
      title: "Naročila iz spletne trgovine odslej brez plastike",
      headline: "Papirnato polnilo, kartonske škatle in papirnati lepilni trak.",
      short: "Od aprila vsa naročila pakiramo brez plastične folije in zračnih blazinic. Škatle lahko reciklirate s papirjem.",
      body: [
        "Lani smo porabili skoraj štiri tone plastičnega polnila. Od aprila 2026 uporabljamo samo reciklirani karton, zmečkan papir in papirnati lepilni trak.",
        "## Kaj to pomeni za vas",
        ["Vso embalažo odvrzite v zabojnik za papir.", "Steklenice še vedno ščitimo s kartonskimi vložki.", "Ohlajene izdelke pošiljamo v izolaciji iz ovčje volne."],
        "Nove škatle so nekoliko večje, a cena dostave ostaja enaka, zaščita pa je boljša. Ekipa v skladišču je embalažo pred uvedbo tri mesece preizkušala s kozarci in steklenicami olja.",
        "Če paket prispe poškodovan, nam v treh dneh pošljite fotografijo in poslali vam bomo nov izdelek.",
      ],
    },
    de: {
      title: "Onlinebestellungen jetzt ohne Plastik",
      headline: "Papierpolster, Kartons und Papierklebeband.",
      short: "Seit April verpacken wir alle Bestellungen ohne Plastikfolie und Luftpolster. Die Kartons kommen einfach ins Altpapier.",
      body: [
        "Im vergangenen Jahr haben wir fast vier Tonnen Kunststoff-Füllmaterial verbraucht. Seit April 2026 verwenden wir nur noch Recyclingkarton, Knüllpapier und Papierklebeband.",
        "## Was das für Sie bedeutet",
        ["Die gesamte Verpackung gehört ins Altpapier.", "Glasflaschen schützen wir weiterhin mit Karton-Einlagen.", "Gekühlte Produkte reisen in einer Isolierung aus Schafwolle."],
        "Die neuen Kartons sind etwas größer, die Versandkosten bleiben aber gleich und der Schutz ist besser. Unser Lagerteam hat die Verpackung vor der Umstellung drei Monate lang mit Gläsern und Ölflaschen getestet.",
        "Kommt Ihr Paket beschädigt an, melden Sie sich innerhalb von drei Tagen mit einem Foto, und wir schicken Ersatz.",
      ],
    },
    it: {
      title: "Gli ordini online ora sono senza plastica",
      headline: "Imbottitura di carta, scatole di cartone e nastro di carta.",
      short: "Da aprile imballiamo tutti gli ordini senza pellicola né cuscinetti d'aria in plastica. Le scatole si riciclano con la carta.",
      body: [
        "L'anno scorso abbiamo usato quasi quattro tonnellate di imbottitura in plastica. Da aprile 2026 utilizziamo solo cartone riciclato, carta accartocciata e nastro adesivo di carta.",
        "## Cosa significa per voi",
        ["Tutto l'imballaggio va nella raccolta della carta.", "Le bottiglie di vetro sono ancora protette da inserti in cartone.", "I prodotti refrigerati viaggiano in un isolamento di lana di pecora."],
        "Le nuove scatole sono leggermente più grandi, ma le spese di spedizione non cambiano e la protezione è migliore. Prima del passaggio il nostro magazzino ha testato gli imballaggi per tre mesi con barattoli di vetro e bottiglie d'olio.",
        "Se il pacco arriva danneggiato, scriveteci entro tre giorni con una foto e vi invieremo un prodotto nuovo.",
      ],
    },
    es: {
      title: "Los pedidos online ya llegan sin plástico",
      headline: "Relleno de papel, cajas de cartón y cinta de papel.",
      short: "Desde abril embalamos todos los pedidos sin film ni cojines de aire de plástico. Las cajas se reciclan con el papel.",
      body: [
        "El año pasado usamos casi cuatro toneladas de relleno de plástico. Desde abril de 2026 utilizamos solo cartón reciclado, papel arrugado y cinta adhesiva de papel.",
        "## Qué significa para ti",
        ["Todo el embalaje va al contenedor de papel.", "Las botellas de vidrio siguen protegidas con separadores de cartón.", "Los productos refrigerados viajan con aislamiento de lana de oveja."],
        "Las cajas nuevas son algo más grandes, pero los gastos de envío no cambian y la protección es mejor. Antes del cambio, nuestro equipo de almacén probó el embalaje durante tres meses con tarros de vidrio y botellas de aceite.",
        "Si tu paquete llega dañado, escríbenos en un plazo de tres días con una foto y te enviaremos un producto nuevo.",
      ],
    },
    sr: {
      title: "Onlajn porudžbine od sada bez plastike",
      headline: "Papirna ispuna, kartonske kutije i traka od papira.",
      short: "Od aprila sve porudžbine pakujemo bez plastične folije i vazdušnih jastučića. Kutije možete da reciklirate sa papirom.",
      body: [
        "Prošle godine potrošili smo gotovo četiri tone plastične ispune. Od aprila 2026. koristimo samo reciklirani karton, zgužvani papir i lepljivu traku od papira.",
        "## Šta to znači za vas",
        ["Celu ambalažu odložite u kontejner za papir.", "Staklene flaše i dalje štitimo kartonskim umecima.", "Rashlađene proizvode šaljemo u izolaciji od ovčje vune."],
        "Nove kutije su malo veće, ali cena dostave ostaje ista, a zaštita je bolja. Naš tim u magacinu je pre uvođenja tri meseca testirao ambalažu sa teglama i flašama ulja.",
        "Ako vam paket stigne oštećen, javite nam se u roku od tri dana sa fotografijom, a mi ćemo poslati novi proizvod.",
      ],
    },
    bs: {
      title: "Online narudžbe od sada bez plastike",
      headline: "Papirna ispuna, kartonske kutije i traka od papira.",
      short: "Od aprila sve narudžbe pakujemo bez plastične folije i zračnih jastučića. Kutije možete reciklirati s papirom.",
      body: [
        "Prošle godine potrošili smo gotovo četiri tone plastične ispune. Od aprila 2026. koristimo samo reciklirani karton, zgužvani papir i ljepljivu traku od papira.",
        "## Šta to znači za vas",
        ["Cijelu ambalažu odložite u kontejner za papir.", "Staklene flaše i dalje štitimo kartonskim umecima.", "Rashlađene proizvode šaljemo u izolaciji od ovčije vune."],
        "Nove kutije su malo veće, ali cijena dostave ostaje ista, a zaštita je bolja. Naš tim u skladištu je prije uvođenja tri mjeseca testirao ambalažu s teglama i flašama ulja.",
        "Ako vam paket stigne oštećen, javite nam se u roku od tri dana s fotografijom, a mi ćemo poslati novi proizvod.",
      ],
    },
    cnr: {
      title: "Onlajn porudžbine od sada bez plastike",
      headline: "Papirna ispuna, kartonske kutije i traka od papira.",
      short: "Od aprila sve porudžbine pakujemo bez plastične folije i vazdušnih jastučića. Kutije možete da reciklirate sa papirom.",
      body: [
        "Prošle godine potrošili smo gotovo četiri tone plastične ispune. Od aprila 2026. koristimo samo reciklirani karton, zgužvani papir i ljepljivu traku od papira.",
        "## Šta to znači za vas",
        ["Cijelu ambalažu odložite u kontejner za papir.", "Staklene flaše i dalje štitimo kartonskim umecima.", "Rashlađene proizvode šaljemo u izolaciji od ovčje vune."],
        "Nove kutije su malo veće, ali cijena dostave ostaje ista, a zaštita je bolja. Naš tim u magacinu je prije uvođenja tri mjeseca testirao ambalažu sa teglama i flašama ulja.",
        "Ako vam paket stigne oštećen, javite nam se u roku od tri dana sa fotografijom, a mi ćemo poslati novi proizvod.",
      ],
    },
  },
);

const cookingWorkshops = post(
  { code: "news-cooking-workshops-autumn", category: "news", author: "luka-peric", status: 4, publishedAt: "2026-09-07T09:00:00Z", updatedAt: "2026-09-14T09:00:00Z", tags: ["vegan", "gluten_free", "seasonal"], hue: 18 },
  {
    hr: {
      title: "Jesenske radionice kuhanja 2026.",
      headline: "Juhe, kruh bez glutena i fermentacija – prijave su otvorene.",
      short: "Od listopada do prosinca u Zagrebu i Splitu održavamo radionice za male grupe od najviše dvanaest polaznika.",
      body: [
        "Radionice vodi naš kuhar Luka Perić, a na nekima mu se pridružuju slastičarka Ana Bilić i nutricionistica Ivana Marković. Sve namirnice i recepte dobivate na radionici.",
        "## Program",
        ["Jesenske juhe i variva od mahunarki – utorkom u Zagrebu.", "Kruh i kolači bez glutena – subotom u Zagrebu i Splitu.", "Fermentacija kupusa, mrkve i cikle – četvrtkom u Zagrebu."],
        "Radionica traje tri sata i stoji 35 €, a vlasnici kartice vjernosti plaćaju 28 €. Prijave primamo u trgovinama i e-poštom; mjesta se brzo popune.",
        "Poklon-bonovi za radionice dostupni su u svim našim trgovinama i omiljen su dar za rođendane i blagdane. Polaznici kući nose ono što skuhaju i kupon od 10 % za namirnice.",
      ],
    },
    en: {
      title: "Autumn cooking workshops 2026",
      headline: "Soups, gluten-free bread and fermentation – booking is open.",
      short: "From October to December we run workshops in Zagreb and Split for small groups of up to twelve people.",
      body: [
        "The workshops are led by our chef Luka Perić, joined at some by pastry chef Ana Bilić and nutritionist Ivana Marković. All ingredients and recipes are included.",
        "## Programme",
        ["Autumn soups and pulse stews – Tuesdays in Zagreb.", "Gluten-free bread and cakes – Saturdays in Zagreb and Split.", "Fermenting cabbage, carrots and beetroot – Thursdays in Zagreb."],
        "A workshop lasts three hours and costs €35, or €28 for loyalty card holders. Book in our stores or by email; places fill up quickly.",
        "Gift vouchers for the workshops are available in all our stores and make a popular present for birthdays and holidays. Participants take home what they cook and a 10 % coupon for the ingredients.",
      ],
    },
    sl: {
      title: "Jesenske kuharske delavnice 2026",
      headline: "Juhe, kruh brez glutena in fermentacija – prijave so odprte.",
      short: "Od oktobra do decembra v Zagrebu in Splitu pripravljamo delavnice za majhne skupine do dvanajst udeležencev.",
      body: [
        "Delavnice vodi naš kuhar Luka Perić, na nekaterih pa se mu pridružita slaščičarka Ana Bilić in nutricionistka Ivana Marković. Vse sestavine in recepte dobite na delavnici.",
        "## Program",
        ["Jesenske juhe in enolončnice s stročnicami – ob torkih v Zagrebu.", "Kruh in pecivo brez glutena – ob sobotah v Zagrebu in Splitu.", "Fermentacija zelja, korenja in rdeče pese – ob četrtkih v Zagrebu."],
        "Delavnica traja tri ure in stane 35 €, imetniki kartice zvestobe plačajo 28 €. Prijave sprejemamo v trgovinah in po e-pošti; mesta se hitro zapolnijo.",
        "Darilni boni za delavnice so na voljo v vseh naših trgovinah in so priljubljeno darilo za rojstne dneve in praznike. Udeleženci domov odnesejo, kar skuhajo, in kupon za 10 % za sestavine.",
      ],
    },
    de: {
      title: "Herbst-Kochkurse 2026",
      headline: "Suppen, glutenfreies Brot und Fermentieren – jetzt anmelden.",
      short: "Von Oktober bis Dezember bieten wir in Zagreb und Split Kurse für kleine Gruppen mit höchstens zwölf Teilnehmenden an.",
      body: [
        "Die Kurse leitet unser Koch Luka Perić, bei einigen sind auch Konditorin Ana Bilić und Ernährungsexpertin Ivana Marković dabei. Alle Zutaten und Rezepte sind inklusive.",
        "## Programm",
        ["Herbstsuppen und Eintöpfe mit Hülsenfrüchten – dienstags in Zagreb.", "Glutenfreies Brot und Kuchen – samstags in Zagreb und Split.", "Kohl, Karotten und Rote Bete fermentieren – donnerstags in Zagreb."],
        "Ein Kurs dauert drei Stunden und kostet 35 €, mit Kundenkarte 28 €. Anmeldung in den Filialen oder per E-Mail; die Plätze sind schnell vergeben.",
        "Gutscheine für die Kurse gibt es in allen Filialen – ein beliebtes Geschenk zu Geburtstagen und Feiertagen. Die Teilnehmenden nehmen mit nach Hause, was sie kochen, dazu einen 10-%-Gutschein für die Zutaten.",
      ],
    },
    it: {
      title: "Corsi di cucina d'autunno 2026",
      headline: "Zuppe, pane senza glutine e fermentazione: iscrizioni aperte.",
      short: "Da ottobre a dicembre organizziamo a Zagabria e Spalato corsi per piccoli gruppi di massimo dodici persone.",
      body: [
        "I corsi sono tenuti dal nostro chef Luka Perić, affiancato in alcune date dalla pasticciera Ana Bilić e dalla nutrizionista Ivana Marković. Ingredienti e ricette sono inclusi.",
        "## Programma",
        ["Zuppe d'autunno e stufati di legumi: il martedì a Zagabria.", "Pane e dolci senza glutine: il sabato a Zagabria e Spalato.", "Fermentazione di cavoli, carote e barbabietole: il giovedì a Zagabria."],
        "Ogni corso dura tre ore e costa 35 €, 28 € per i titolari della carta fedeltà. Iscrizioni nei negozi o via e-mail; i posti si esauriscono in fretta.",
        "I buoni regalo per i corsi sono disponibili in tutti i nostri negozi e sono un regalo molto apprezzato per compleanni e feste. I partecipanti portano a casa ciò che cucinano e un coupon del 10 % sugli ingredienti.",
      ],
    },
    es: {
      title: "Talleres de cocina de otoño 2026",
      headline: "Sopas, pan sin gluten y fermentación: inscripciones abiertas.",
      short: "De octubre a diciembre organizamos en Zagreb y Split talleres para grupos reducidos de hasta doce personas.",
      body: [
        "Los talleres los imparte nuestro cocinero Luka Perić y, en algunas sesiones, se suman la pastelera Ana Bilić y la nutricionista Ivana Marković. Todos los ingredientes y recetas están incluidos.",
        "## Programa",
        ["Sopas de otoño y guisos de legumbres: martes en Zagreb.", "Pan y bizcochos sin gluten: sábados en Zagreb y Split.", "Fermentación de col, zanahoria y remolacha: jueves en Zagreb."],
        "Cada taller dura tres horas y cuesta 35 €, o 28 € con la tarjeta de fidelidad. Inscríbete en nuestras tiendas o por correo electrónico; las plazas vuelan.",
        "Los vales regalo para los talleres están disponibles en todas nuestras tiendas y son un regalo muy popular para cumpleaños y fiestas. Los participantes se llevan a casa lo que cocinan y un cupón del 10 % para los ingredientes.",
      ],
    },
    sr: {
      title: "Jesenje radionice kuvanja 2026.",
      headline: "Supe, hleb bez glutena i fermentacija – prijave su otvorene.",
      short: "Od oktobra do decembra u Zagrebu i Splitu održavamo radionice za male grupe od najviše dvanaest polaznika.",
      body: [
        "Radionice vodi naš kuvar Luka Perić, a na nekima mu se pridružuju poslastičarka Ana Bilić i nutricionistkinja Ivana Marković. Sve namirnice i recepte dobijate na radionici.",
        "## Program",
        ["Jesenje supe i variva od mahunarki – utorkom u Zagrebu.", "Hleb i kolači bez glutena – subotom u Zagrebu i Splitu.", "Fermentacija kupusa, šargarepe i cvekle – četvrtkom u Zagrebu."],
        "Radionica traje tri sata i košta 35 €, a vlasnici kartice lojalnosti plaćaju 28 €. Prijave primamo u prodavnicama i imejlom; mesta se brzo popune.",
        "Poklon-vaučeri za radionice dostupni su u svim našim prodavnicama i omiljen su poklon za rođendane i praznike. Polaznici kući nose ono što skuvaju i kupon od 10 % za namirnice.",
      ],
    },
    bs: {
      title: "Jesenje radionice kuhanja 2026.",
      headline: "Supe, hljeb bez glutena i fermentacija – prijave su otvorene.",
      short: "Od oktobra do decembra u Zagrebu i Splitu održavamo radionice za male grupe od najviše dvanaest polaznika.",
      body: [
        "Radionice vodi naš kuhar Luka Perić, a na nekima mu se pridružuju slastičarka Ana Bilić i nutricionistica Ivana Marković. Sve namirnice i recepte dobijate na radionici.",
        "## Program",
        ["Jesenje supe i variva od mahunarki – utorkom u Zagrebu.", "Hljeb i kolači bez glutena – subotom u Zagrebu i Splitu.", "Fermentacija kupusa, mrkve i cvekle – četvrtkom u Zagrebu."],
        "Radionica traje tri sata i košta 35 €, a vlasnici kartice lojalnosti plaćaju 28 €. Prijave primamo u poslovnicama i e-mailom; mjesta se brzo popune.",
        "Poklon-vaučeri za radionice dostupni su u svim našim poslovnicama i omiljen su poklon za rođendane i praznike. Polaznici kući nose ono što skuhaju i kupon od 10 % za namirnice.",
      ],
    },
    cnr: {
      title: "Jesenje radionice kuvanja 2026.",
      headline: "Supe, hljeb bez glutena i fermentacija – prijave su otvorene.",
      short: "Od oktobra do decembra u Zagrebu i Splitu održavamo radionice za male grupe od najviše dvanaest polaznika.",
      body: [
        "Radionice vodi naš kuvar Luka Perić, a na nekima mu se pridružuju poslastičarka Ana Bilić i nutricionistkinja Ivana Marković. Sve namirnice i recepte dobijate na radionici.",
        "## Program",
        ["Jesenje supe i variva od mahunarki – utorkom u Zagrebu.", "Hljeb i kolači bez glutena – subotom u Zagrebu i Splitu.", "Fermentacija kupusa, šargarepe i cvekle – četvrtkom u Zagrebu."],
        "Radionica traje tri sata i košta 35 €, a vlasnici kartice lojalnosti plaćaju 28 €. Prijave primamo u prodavnicama i imejlom; mjesta se brzo popune.",
        "Poklon-vaučeri za radionice dostupni su u svim našim prodavnicama i omiljen su poklon za rođendane i praznike. Polaznici kući nose ono što skuvaju i kupon od 10 % za namirnice.",
      ],
    },
  },
);

/** In review: the app launch date is not final yet, so the post must not be public. */
const appComing = post(
  { code: "news-app-coming", category: "news", author: "maja-horvat", status: 2, publishedAt: "2026-10-20T09:00:00Z", updatedAt: "2026-10-05T14:20:00Z", tags: ["budget"], hue: 265 },
  {
    hr: {
      title: "Stiže aplikacija Zrno",
      headline: "Kartica vjernosti, popis za kupnju i narudžbe na jednom mjestu.",
      short: "Krajem listopada objavljujemo aplikaciju za Android i iOS. Evo što će sve moći.",
      body: [
        "Mnogi ste nas pitali kada će kartica vjernosti stati u mobitel. Odgovor je: uskoro. Aplikacija Zrno bit će besplatna i povezana s vašim postojećim korisničkim računom.",
        "## Što donosi",
        ["Digitalnu karticu vjernosti i pregled bodova.", "Popis za kupnju koji se dijeli s ukućanima.", "Praćenje narudžbi i obavijesti o dostavi."],
        "Aplikacija će biti dostupna na svih devet jezika naših stranica i radit će u svim trgovinama, od Zagreba do Madrida. Do tada kartica vjernosti i korisnički račun rade kao i dosad.",
        "Prvih tisuću korisnika koji se prijave u aplikaciju dobiva kupon od 5 € za sljedeću kupnju.",
      ],
    },
    en: {
      title: "The Zrno app is coming",
      headline: "Loyalty card, shopping list and orders in one place.",
      short: "At the end of October we are launching our app for Android and iOS. Here is what it will do.",
      body: [
        "Many of you have asked when the loyalty card will fit into your phone. The answer is: soon. The Zrno app will be free and linked to your existing customer account.",
        "## What it brings",
        ["A digital loyalty card and your points balance.", "A shopping list you can share with your household.", "Order tracking and delivery notifications."],
        "The app will be available in all nine languages of our sites and will work in every store, from Zagreb to Madrid. Until then, your loyalty card and account keep working exactly as before.",
        "The first thousand customers to sign in to the app get a €5 coupon for their next purchase.",
      ],
    },
    sl: {
      title: "Prihaja aplikacija Zrno",
      headline: "Kartica zvestobe, nakupovalni seznam in naročila na enem mestu.",
      short: "Konec oktobra bomo objavili aplikacijo za Android in iOS. To bo znala.",
      body: [
        "Veliko vas je spraševalo, kdaj bo kartica zvestobe v telefonu. Odgovor je: kmalu. Aplikacija Zrno bo brezplačna in povezana z vašim obstoječim uporabniškim računom.",
        "## Kaj prinaša",
        ["Digitalno kartico zvestobe in pregled točk.", "Nakupovalni seznam, ki ga delite z domačimi.", "Sledenje naročilom in obvestila o dostavi."],
        "Aplikacija bo na voljo v vseh devetih jezikih naših strani in bo delovala v vseh trgovinah, od Zagreba do Madrida. Do takrat kartica zvestobe in uporabniški račun delujeta kot doslej.",
        "Prvih tisoč uporabnikov, ki se prijavijo v aplikacijo, prejme kupon za 5 € za naslednji nakup.",
      ],
    },
    de: {
      title: "Die Zrno-App kommt",
      headline: "Kundenkarte, Einkaufsliste und Bestellungen an einem Ort.",
      short: "Ende Oktober veröffentlichen wir unsere App für Android und iOS. Das kann sie.",
      body: [
        "Viele von Ihnen haben gefragt, wann die Kundenkarte aufs Handy kommt. Die Antwort: bald. Die Zrno-App ist kostenlos und mit Ihrem bestehenden Kundenkonto verbunden.",
        "## Was sie bietet",
        ["Digitale Kundenkarte und Punktestand.", "Eine Einkaufsliste, die Sie mit Ihrem Haushalt teilen.", "Sendungsverfolgung und Lieferbenachrichtigungen."],
        "Die App wird in allen neun Sprachen unserer Seiten verfügbar sein und in allen Filialen funktionieren, von Zagreb bis Madrid. Bis dahin funktionieren Kundenkarte und Kundenkonto wie gewohnt.",
        "Die ersten tausend Kundinnen und Kunden, die sich in der App anmelden, erhalten einen 5-€-Gutschein für den nächsten Einkauf.",
      ],
    },
    it: {
      title: "Sta arrivando l'app Zrno",
      headline: "Carta fedeltà, lista della spesa e ordini in un unico posto.",
      short: "A fine ottobre pubblicheremo l'app per Android e iOS. Ecco cosa potrà fare.",
      body: [
        "In tanti ci avete chiesto quando la carta fedeltà starà nel telefono. La risposta è: presto. L'app Zrno sarà gratuita e collegata al vostro account attuale.",
        "## Cosa offre",
        ["Carta fedeltà digitale e saldo punti.", "Una lista della spesa da condividere con la famiglia.", "Tracciamento degli ordini e notifiche di consegna."],
        "L'app sarà disponibile in tutte le nove lingue dei nostri siti e funzionerà in tutti i negozi, da Zagabria a Madrid. Fino ad allora carta fedeltà e account funzionano come sempre.",
        "I primi mille clienti che accedono all'app ricevono un buono di 5 € per l'acquisto successivo.",
      ],
    },
    es: {
      title: "Llega la app de Zrno",
      headline: "Tarjeta de fidelidad, lista de la compra y pedidos en un solo lugar.",
      short: "A finales de octubre lanzamos nuestra app para Android e iOS. Esto es lo que podrá hacer.",
      body: [
        "Muchos nos habéis preguntado cuándo cabrá la tarjeta de fidelidad en el móvil. La respuesta: muy pronto. La app de Zrno será gratuita y estará vinculada a tu cuenta de cliente actual.",
        "## Qué ofrece",
        ["Tarjeta de fidelidad digital y saldo de puntos.", "Una lista de la compra que puedes compartir en casa.", "Seguimiento de pedidos y avisos de entrega."],
        "La app estará disponible en los nueve idiomas de nuestras webs y funcionará en todas las tiendas, de Zagreb a Madrid. Hasta entonces, la tarjeta de fidelidad y tu cuenta funcionan igual que siempre.",
        "Los mil primeros clientes que inicien sesión en la app recibirán un cupón de 5 € para su próxima compra.",
      ],
    },
    sr: {
      title: "Stiže aplikacija Zrno",
      headline: "Kartica lojalnosti, spisak za kupovinu i porudžbine na jednom mestu.",
      short: "Krajem oktobra objavljujemo aplikaciju za Android i iOS. Evo šta će sve moći.",
      body: [
        "Mnogi ste nas pitali kada će kartica lojalnosti stati u telefon. Odgovor je: uskoro. Aplikacija Zrno biće besplatna i povezana sa vašim postojećim korisničkim nalogom.",
        "## Šta donosi",
        ["Digitalnu karticu lojalnosti i pregled poena.", "Spisak za kupovinu koji delite sa ukućanima.", "Praćenje porudžbina i obaveštenja o dostavi."],
        "Aplikacija će biti dostupna na svih devet jezika naših sajtova i radiće u svim prodavnicama, od Zagreba do Madrida. Do tada kartica lojalnosti i korisnički nalog rade kao i do sada.",
        "Prvih hiljadu korisnika koji se prijave u aplikaciju dobija kupon od 600 dinara za sledeću kupovinu.",
      ],
    },
    bs: {
      title: "Stiže aplikacija Zrno",
      headline: "Kartica lojalnosti, spisak za kupovinu i narudžbe na jednom mjestu.",
      short: "Krajem oktobra objavljujemo aplikaciju za Android i iOS. Evo šta će sve moći.",
      body: [
        "Mnogi ste nas pitali kada će kartica lojalnosti stati u telefon. Odgovor je: uskoro. Aplikacija Zrno bit će besplatna i povezana s vašim postojećim korisničkim profilom.",
        "## Šta donosi",
        ["Digitalnu karticu lojalnosti i pregled bodova.", "Spisak za kupovinu koji dijelite s ukućanima.", "Praćenje narudžbi i obavještenja o dostavi."],
        "Aplikacija će biti dostupna na svih devet jezika naših stranica i radit će u svim poslovnicama, od Zagreba do Madrida. Do tada kartica lojalnosti i korisnički profil rade kao i do sada.",
        "Prvih hiljadu korisnika koji se prijave u aplikaciju dobija kupon od 10 KM za sljedeću kupovinu.",
      ],
    },
    cnr: {
      title: "Stiže aplikacija Zrno",
      headline: "Kartica lojalnosti, spisak za kupovinu i porudžbine na jednom mjestu.",
      short: "Krajem oktobra objavljujemo aplikaciju za Android i iOS. Evo šta će sve moći.",
      body: [
        "Mnogi ste nas pitali kada će kartica lojalnosti stati u telefon. Odgovor je: uskoro. Aplikacija Zrno biće besplatna i povezana sa vašim postojećim korisničkim nalogom.",
        "## Šta donosi",
        ["Digitalnu karticu lojalnosti i pregled poena.", "Spisak za kupovinu koji dijelite sa ukućanima.", "Praćenje porudžbina i obavještenja o dostavi."],
        "Aplikacija će biti dostupna na svih devet jezika naših sajtova i radiće u svim prodavnicama, od Zagreba do Madrida. Do tada kartica lojalnosti i korisnički nalog rade kao i do sada.",
        "Prvih hiljadu korisnika koji se prijave u aplikaciju dobija kupon od 5 € za sljedeću kupovinu.",
      ],
    },
  },
);

const producersFair = post(
  { code: "news-producers-fair", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2026-09-21T09:00:00Z", updatedAt: "2026-09-21T09:00:00Z", tags: ["local_producers", "seasonal"], hue: 80 },
  {
    hr: {
      title: "Upoznajte naše proizvođače: jesenski sajam u Zagrebu",
      headline: "Subota, 10. listopada, od 9 do 14 sati ispred trgovine u Maksimirskoj.",
      short: "Dvadeset proizvođača iz regije donosi med, ulja, brašna, sireve i sezonsko voće. Kušanje je besplatno.",
      body: [
        "Svake jeseni pozivamo ljude koji stoje iza proizvoda na našim policama da se upoznaju s vama. Ove godine dolazi dvadeset proizvođača iz Hrvatske, Slovenije, Bosne i Hercegovine i Srbije.",
        "## Na sajmu",
        ["Kušanje maslinovih i bučinih ulja.", "Mlin na kamen koji uživo melje heljdu.", "Radionica za djecu: pečemo kekse od zobi."],
        "Sve što kupite na sajmu možete platiti karticom, a vlasnici kartice vjernosti skupljaju bodove kao u trgovini. U slučaju kiše sajam se seli pod šatore.",
        "Parkirališnih mjesta je malo, pa preporučujemo tramvaj: linije 11 i 12 staju ispred trgovine. Ponesite vlastite vrećice i staklenke jer mnogi proizvođači prodaju rasute namirnice.",
      ],
    },
    en: {
      title: "Meet our producers: autumn fair in Zagreb",
      headline: "Saturday 10 October, 9 am to 2 pm, outside our Maksimirska store.",
      short: "Twenty producers from the region bring honey, oils, flours, cheeses and seasonal fruit. Tasting is free.",
      body: [
        "Every autumn we invite the people behind the products on our shelves to meet you. This year twenty producers are coming from Croatia, Slovenia, Bosnia and Herzegovina and Serbia.",
        "## At the fair",
        ["Tastings of olive and pumpkin seed oils.", "A stone mill grinding buckwheat live.", "A children's workshop: baking oat biscuits."],
        "You can pay by card for everything you buy at the fair, and loyalty card holders collect points just as in the store. If it rains, the fair moves under tents.",
        "Parking is limited, so we recommend the tram: lines 11 and 12 stop right outside the store. Bring your own bags and jars, as many producers sell loose goods.",
      ],
    },
    sl: {
      title: "Spoznajte naše pridelovalce: jesenski sejem v Zagrebu",
      headline: "Sobota, 10. oktobra, od 9. do 14. ure pred trgovino na Maksimirski.",
      short: "Dvajset pridelovalcev iz regije prinaša med, olja, moke, sire in sezonsko sadje. Pokušina je brezplačna.",
      body: [
        "Vsako jesen povabimo ljudi, ki stojijo za izdelki na naših policah, da se spoznajo z vami. Letos prihaja dvajset pridelovalcev iz Hrvaške, Slovenije, Bosne in Hercegovine ter Srbije.",
        "## Na sejmu",
        ["Pokušina oljčnih in bučnih olj.", "Mlin na kamen, ki v živo melje ajdo.", "Delavnica za otroke: pečemo ovsene piškote."],
        "Vse, kar kupite na sejmu, lahko plačate s kartico, imetniki kartice zvestobe pa zbirajo točke kot v trgovini. Ob dežju se sejem preseli pod šotore.",
        "Parkirnih mest je malo, zato priporočamo tramvaj: liniji 11 in 12 ustavljata pred trgovino. Prinesite svoje vrečke in kozarce, saj mnogi pridelovalci prodajajo živila v razsutem stanju.",
      ],
    },
    de: {
      title: "Lernen Sie unsere Erzeuger kennen: Herbstmarkt in Zagreb",
      headline: "Samstag, 10. Oktober, 9 bis 14 Uhr vor der Filiale Maksimirska.",
      short: "Zwanzig Erzeuger aus der Region bringen Honig, Öle, Mehle, Käse und Saisonobst mit. Verkosten ist kostenlos.",
      body: [
        "Jeden Herbst laden wir die Menschen hinter den Produkten in unseren Regalen ein, Sie kennenzulernen. Dieses Jahr kommen zwanzig Erzeuger aus Kroatien, Slowenien, Bosnien und Herzegowina und Serbien.",
        "## Auf dem Markt",
        ["Verkostung von Oliven- und Kürbiskernöl.", "Eine Steinmühle, die live Buchweizen mahlt.", "Kinderwerkstatt: Haferkekse backen."],
        "Alles können Sie mit Karte bezahlen, und mit der Kundenkarte sammeln Sie Punkte wie in der Filiale. Bei Regen zieht der Markt unter Zelte.",
        "Parkplätze sind knapp, wir empfehlen daher die Straßenbahn: Die Linien 11 und 12 halten direkt vor der Filiale. Bringen Sie eigene Taschen und Gläser mit – viele Erzeuger verkaufen lose Ware.",
      ],
    },
    it: {
      title: "Conoscete i nostri produttori: fiera d'autunno a Zagabria",
      headline: "Sabato 10 ottobre, dalle 9 alle 14, davanti al negozio di Maksimirska.",
      short: "Venti produttori della regione portano miele, oli, farine, formaggi e frutta di stagione. La degustazione è gratuita.",
      body: [
        "Ogni autunno invitiamo le persone che stanno dietro ai prodotti dei nostri scaffali a conoscervi. Quest'anno arrivano venti produttori da Croazia, Slovenia, Bosnia ed Erzegovina e Serbia.",
        "## Alla fiera",
        ["Degustazione di oli d'oliva e di semi di zucca.", "Un mulino a pietra che macina grano saraceno dal vivo.", "Laboratorio per bambini: biscotti d'avena."],
        "Potete pagare tutto con carta, e i titolari della carta fedeltà accumulano punti come in negozio. In caso di pioggia la fiera si sposta sotto i tendoni.",
        "I parcheggi sono pochi, quindi consigliamo il tram: le linee 11 e 12 fermano proprio davanti al negozio. Portate borse e barattoli vostri, perché molti produttori vendono sfuso.",
      ],
    },
    es: {
      title: "Conoce a nuestros productores: feria de otoño en Zagreb",
      headline: "Sábado 10 de octubre, de 9 a 14 h, frente a la tienda de Maksimirska.",
      short: "Veinte productores de la región traen miel, aceites, harinas, quesos y fruta de temporada. La degustación es gratuita.",
      body: [
        "Cada otoño invitamos a las personas que hay detrás de los productos de nuestras estanterías a conocerte. Este año vienen veinte productores de Croacia, Eslovenia, Bosnia y Herzegovina y Serbia.",
        "## En la feria",
        ["Cata de aceites de oliva y de pepita de calabaza.", "Un molino de piedra que muele trigo sarraceno en directo.", "Taller infantil: galletas de avena."],
        "Puedes pagar con tarjeta todo lo que compres en la feria, y con la tarjeta de fidelidad sumas puntos igual que en la tienda. Si llueve, la feria se traslada bajo carpas.",
        "Hay poco aparcamiento, así que te recomendamos el tranvía: las líneas 11 y 12 paran justo delante de la tienda. Trae tus propias bolsas y tarros, porque muchos productores venden a granel.",
      ],
    },
    sr: {
      title: "Upoznajte naše proizvođače: jesenji sajam u Zagrebu",
      headline: "Subota, 10. oktobar, od 9 do 14 časova ispred prodavnice u Maksimirskoj.",
      short: "Dvadeset proizvođača iz regiona donosi med, ulja, brašna, sireve i sezonsko voće. Degustacija je besplatna.",
      body: [
        "Svake jeseni pozivamo ljude koji stoje iza proizvoda na našim policama da vas upoznaju. Ove godine dolazi dvadeset proizvođača iz Hrvatske, Slovenije, Bosne i Hercegovine i Srbije.",
        "## Na sajmu",
        ["Degustacija maslinovih ulja i ulja od semenki bundeve.", "Mlin na kamen koji uživo melje heljdu.", "Radionica za decu: pečemo kekse od ovsa."],
        "Sve što kupite na sajmu možete da platite karticom, a vlasnici kartice lojalnosti skupljaju poene kao u prodavnici. U slučaju kiše sajam se seli pod šatore.",
        "Parking mesta ima malo, pa preporučujemo tramvaj: linije 11 i 12 staju ispred prodavnice. Ponesite sopstvene kese i tegle jer mnogi proizvođači prodaju rinfuzu.",
      ],
    },
    bs: {
      title: "Upoznajte naše proizvođače: jesenji sajam u Zagrebu",
      headline: "Subota, 10. oktobar, od 9 do 14 sati ispred poslovnice u Maksimirskoj.",
      short: "Dvadeset proizvođača iz regije donosi med, ulja, brašna, sireve i sezonsko voće. Degustacija je besplatna.",
      body: [
        "Svake jeseni pozivamo ljude koji stoje iza proizvoda na našim policama da vas upoznaju. Ove godine dolazi dvadeset proizvođača iz Hrvatske, Slovenije, Bosne i Hercegovine i Srbije.",
        "## Na sajmu",
        ["Degustacija maslinovih i bundevinih ulja.", "Mlin na kamen koji uživo melje heljdu.", "Radionica za djecu: pečemo kekse od zobi."],
        "Sve što kupite na sajmu možete platiti karticom, a vlasnici kartice lojalnosti skupljaju bodove kao u poslovnici. U slučaju kiše sajam se seli pod šatore.",
        "Parking mjesta ima malo, pa preporučujemo tramvaj: linije 11 i 12 staju ispred poslovnice. Ponesite vlastite kese i tegle jer mnogi proizvođači prodaju rinfuzu.",
      ],
    },
    cnr: {
      title: "Upoznajte naše proizvođače: jesenji sajam u Zagrebu",
      headline: "Subota, 10. oktobar, od 9 do 14 časova ispred prodavnice u Maksimirskoj.",
      short: "Dvadeset proizvođača iz regiona donosi med, ulja, brašna, sireve i sezonsko voće. Degustacija je besplatna.",
      body: [
        "Svake jeseni pozivamo ljude koji stoje iza proizvoda na našim policama da vas upoznaju. Ove godine dolazi dvadeset proizvođača iz Hrvatske, Slovenije, Bosne i Hercegovine i Srbije.",
        "## Na sajmu",
        ["Degustacija maslinovih i bundevinih ulja.", "Mlin na kamen koji uživo melje heljdu.", "Radionica za đecu: pečemo kekse od ovsa."],
        "Sve što kupite na sajmu možete da platite karticom, a vlasnici kartice lojalnosti skupljaju poene kao u prodavnici. U slučaju kiše sajam se seli pod šatore.",
        "Parking mjesta ima malo, pa preporučujemo tramvaj: linije 11 i 12 staju ispred prodavnice. Ponesite sopstvene kese i tegle jer mnogi proizvođači prodaju rinfuzu.",
      ],
    },
  },
);

const viennaBerlin = post(
  { code: "news-vienna-berlin", category: "news", author: "maja-horvat", status: 3, publishedAt: "2026-06-15T09:00:00Z", updatedAt: "2026-06-15T09:00:00Z", tags: ["local_producers"], hue: 350 },
  {
    hr: {
      title: "Zrno otvara trgovine u Beču i Berlinu",
      headline: "Neubaugasse 8 u Beču i Kastanienallee 12 u Berlinu.",
      short: "Naše prve trgovine izvan regije donose proizvode iz Hrvatske, Slovenije i BiH kupcima u Austriji i Njemačkoj.",
      body: [
        "Sve više narudžbi stiže nam iz Austrije i Njemačke, pa smo odlučili biti bliže kupcima. U lipnju otvaramo trgovinu u bečkom 7. okrugu i u berlinskom Prenzlauer Bergu.",
        "## Posebnosti",
        ["Maslinova ulja, med i ajvar malih proizvođača iz regije.", "Preuzimanje webshop narudžbi za Austriju i Njemačku.", "Degustacije svake prve subote u mjesecu."],
        "U oba tima rade i kolege iz Hrvatske i Bosne i Hercegovine koji proizvode poznaju od kuće i rado savjetuju na njemačkom, engleskom ili našem jeziku. Za vikend otvorenja svaki kupac dobiva malu staklenku bagremova meda.",
        "Obje trgovine rade od ponedjeljka do subote, a nedjeljom su zatvorene. Vidimo se!",
      ],
    },
    en: {
      title: "Zrno opens stores in Vienna and Berlin",
      headline: "Neubaugasse 8 in Vienna and Kastanienallee 12 in Berlin.",
      short: "Our first stores outside the region bring products from Croatia, Slovenia and Bosnia and Herzegovina to shoppers in Austria and Germany.",
      body: [
        "More and more of our orders come from Austria and Germany, so we decided to move closer to our customers. In June we open stores in Vienna's 7th district and in Berlin's Prenzlauer Berg.",
        "## What makes them special",
        ["Olive oils, honey and ajvar from small producers in the region.", "Collection of webshop orders for Austria and Germany.", "Tastings on the first Saturday of every month."],
        "Both teams include colleagues from Croatia and Bosnia and Herzegovina who know the products from home and are happy to advise in German, English or their own language. On the opening weekend every customer gets a small jar of acacia honey.",
        "Both stores are open Monday to Saturday and closed on Sundays. See you there!",
      ],
    },
    sl: {
      title: "Zrno odpira trgovini na Dunaju in v Berlinu",
      headline: "Neubaugasse 8 na Dunaju in Kastanienallee 12 v Berlinu.",
      short: "Naši prvi trgovini zunaj regije prinašata izdelke iz Hrvaške, Slovenije in BiH kupcem v Avstriji in Nemčiji.",
      body: [
        "Vse več naročil prihaja iz Avstrije in Nemčije, zato smo se odločili, da bomo bliže kupcem. Junija odpiramo trgovini v 7. dunajskem okrožju in v berlinskem Prenzlauer Bergu.",
        "## Posebnosti",
        ["Oljčna olja, med in ajvar malih pridelovalcev iz regije.", "Prevzem spletnih naročil za Avstrijo in Nemčijo.", "Pokušine vsako prvo soboto v mesecu."],
        "V obeh ekipah delajo tudi sodelavci iz Hrvaške ter Bosne in Hercegovine, ki izdelke poznajo od doma in radi svetujejo v nemščini, angleščini ali naših jezikih. Ob koncu tedna odprtja vsak kupec prejme kozarček akacijevega medu.",
        "Obe trgovini sta odprti od ponedeljka do sobote, ob nedeljah pa zaprti. Se vidimo!",
      ],
    },
    de: {
      title: "Zrno eröffnet Filialen in Wien und Berlin",
      headline: "Neubaugasse 8 in Wien und Kastanienallee 12 in Berlin.",
      short: "Unsere ersten Filialen außerhalb der Region bringen Produkte aus Kroatien, Slowenien und Bosnien und Herzegowina nach Österreich und Deutschland.",
      body: [
        "Immer mehr Bestellungen kommen aus Österreich und Deutschland – also rücken wir näher an unsere Kundschaft. Im Juni eröffnen wir in Wien-Neubau und im Berliner Prenzlauer Berg.",
        "## Das Besondere",
        ["Olivenöl, Honig und Ajvar kleiner Erzeuger aus der Region.", "Abholung von Onlinebestellungen für Österreich und Deutschland.", "Verkostungen an jedem ersten Samstag im Monat."],
        "In beiden Teams arbeiten auch Kolleginnen und Kollegen aus Kroatien und Bosnien und Herzegowina, die die Produkte von zu Hause kennen und gern auf Deutsch, Englisch oder in ihrer Muttersprache beraten. Am Eröffnungswochenende bekommt jede Kundin und jeder Kunde ein Gläschen Akazienhonig.",
        "Beide Filialen haben Montag bis Samstag geöffnet, sonntags bleiben sie geschlossen. Wir freuen uns auf Sie!",
      ],
    },
    it: {
      title: "Zrno apre negozi a Vienna e Berlino",
      headline: "Neubaugasse 8 a Vienna e Kastanienallee 12 a Berlino.",
      short: "I nostri primi negozi fuori dalla regione portano prodotti di Croazia, Slovenia e Bosnia ed Erzegovina ai clienti in Austria e Germania.",
      body: [
        "Sempre più ordini arrivano da Austria e Germania, così abbiamo deciso di avvicinarci ai clienti. A giugno apriamo nel 7° distretto di Vienna e a Prenzlauer Berg, a Berlino.",
        "## Cosa li rende speciali",
        ["Oli d'oliva, miele e ajvar di piccoli produttori della regione.", "Ritiro degli ordini online per Austria e Germania.", "Degustazioni ogni primo sabato del mese."],
        "In entrambi i team lavorano anche colleghi di Croazia e Bosnia ed Erzegovina che conoscono i prodotti da casa e consigliano volentieri in tedesco, inglese o nella loro lingua. Nel weekend di apertura ogni cliente riceve un vasetto di miele d'acacia.",
        "Entrambi i negozi sono aperti dal lunedì al sabato e chiusi la domenica. Vi aspettiamo!",
      ],
    },
    es: {
      title: "Zrno abre tiendas en Viena y Berlín",
      headline: "Neubaugasse 8 en Viena y Kastanienallee 12 en Berlín.",
      short: "Nuestras primeras tiendas fuera de la región acercan productos de Croacia, Eslovenia y Bosnia y Herzegovina a los clientes de Austria y Alemania.",
      body: [
        "Cada vez recibimos más pedidos de Austria y Alemania, así que decidimos estar más cerca de nuestros clientes. En junio abrimos en el distrito 7 de Viena y en Prenzlauer Berg, en Berlín.",
        "## Lo que las hace especiales",
        ["Aceites de oliva, miel y ajvar de pequeños productores de la región.", "Recogida de pedidos online para Austria y Alemania.", "Catas el primer sábado de cada mes."],
        "En ambos equipos trabajan también compañeros de Croacia y de Bosnia y Herzegovina que conocen los productos de casa y asesoran encantados en alemán, inglés o en su idioma. El fin de semana de apertura, cada cliente recibe un tarrito de miel de acacia.",
        "Las dos tiendas abren de lunes a sábado y cierran los domingos. ¡Te esperamos!",
      ],
    },
    sr: {
      title: "Zrno otvara prodavnice u Beču i Berlinu",
      headline: "Neubaugasse 8 u Beču i Kastanienallee 12 u Berlinu.",
      short: "Naše prve prodavnice van regiona donose proizvode iz Hrvatske, Slovenije i BiH kupcima u Austriji i Nemačkoj.",
      body: [
        "Sve više porudžbina stiže nam iz Austrije i Nemačke, pa smo odlučili da budemo bliže kupcima. U junu otvaramo prodavnicu u bečkom 7. okrugu i u berlinskom Prenzlauer Bergu.",
        "## Posebnosti",
        ["Maslinova ulja, med i ajvar malih proizvođača iz regiona.", "Preuzimanje onlajn porudžbina za Austriju i Nemačku.", "Degustacije svake prve subote u mesecu."],
        "U oba tima rade i kolege iz Hrvatske i Bosne i Hercegovine koje proizvode poznaju od kuće i rado savetuju na nemačkom, engleskom ili našem jeziku. Za vikend otvaranja svaki kupac dobija malu teglu bagremovog meda.",
        "Obe prodavnice rade od ponedeljka do subote, a nedeljom su zatvorene. Vidimo se!",
      ],
    },
    bs: {
      title: "Zrno otvara poslovnice u Beču i Berlinu",
      headline: "Neubaugasse 8 u Beču i Kastanienallee 12 u Berlinu.",
      short: "Naše prve poslovnice izvan regije donose proizvode iz Hrvatske, Slovenije i BiH kupcima u Austriji i Njemačkoj.",
      body: [
        "Sve više narudžbi stiže nam iz Austrije i Njemačke, pa smo odlučili biti bliže kupcima. U junu otvaramo poslovnicu u bečkom 7. okrugu i u berlinskom Prenzlauer Bergu.",
        "## Posebnosti",
        ["Maslinova ulja, med i ajvar malih proizvođača iz regije.", "Preuzimanje online narudžbi za Austriju i Njemačku.", "Degustacije svake prve subote u mjesecu."],
        "U oba tima rade i kolege iz Hrvatske i Bosne i Hercegovine koje proizvode poznaju od kuće i rado savjetuju na njemačkom, engleskom ili našem jeziku. Za vikend otvaranja svaki kupac dobija malu teglu bagremovog meda.",
        "Obje poslovnice rade od ponedjeljka do subote, a nedjeljom su zatvorene. Vidimo se!",
      ],
    },
    cnr: {
      title: "Zrno otvara prodavnice u Beču i Berlinu",
      headline: "Neubaugasse 8 u Beču i Kastanienallee 12 u Berlinu.",
      short: "Naše prve prodavnice van regiona donose proizvode iz Hrvatske, Slovenije i BiH kupcima u Austriji i Njemačkoj.",
      body: [
        "Sve više porudžbina stiže nam iz Austrije i Njemačke, pa smo odlučili da budemo bliže kupcima. U junu otvaramo prodavnicu u bečkom 7. okrugu i u berlinskom Prenzlauer Bergu.",
        "## Posebnosti",
        ["Maslinova ulja, med i ajvar malih proizvođača iz regiona.", "Preuzimanje onlajn porudžbina za Austriju i Njemačku.", "Degustacije svake prve subote u mjesecu."],
        "U oba tima rade i kolege iz Hrvatske i Bosne i Hercegovine koje proizvode poznaju od kuće i rado savjetuju na njemačkom, engleskom ili našem jeziku. Za vikend otvaranja svaki kupac dobija malu teglu bagremovog meda.",
        "Obje prodavnice rade od ponedjeljka do subote, a nedjeljom su zatvorene. Vidimo se!",
      ],
    },
  },
);

export const NEWS_2: SeedPost[] = [fasterDelivery, paperPackaging, cookingWorkshops, appComing, producersFair, viennaBerlin];
