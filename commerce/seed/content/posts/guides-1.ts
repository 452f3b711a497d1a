// Guides: plant proteins, gluten-free baking, fermentation, seasonal calendar, herbal teas.
import type { SeedPost } from "../../types";
import { post } from "../build";

const plantProteins = post(
  { code: "guide-plant-proteins", category: "guides", author: "tomaz-kranjc", status: 4, publishedAt: "2025-03-24T08:00:00Z", updatedAt: "2026-02-10T08:00:00Z", tags: ["vegan", "sport"], hue: 100 },
  {
    hr: {
      title: "Biljni izvori bjelančevina: praktični vodič",
      headline: "Koliko bjelančevina trebamo i kako ih dobiti bez mesa.",
      short: "Mahunarke, tofu, tempeh, sjemenke i žitarice mogu pokriti potrebe i sportaša. Evo kako ih kombinirati.",
      body: [
        "Odrasloj osobi treba oko 0,8 g bjelančevina po kilogramu tjelesne mase, a rekreativcima i do 1,6 g. Biljni izvori mogu to pokriti ako su raznoliki i zastupljeni u svakom obroku.",
        "## Koliko bjelančevina ima u porciji",
        ["Kuhana leća, 200 g – oko 18 g.", "Tofu, 150 g – oko 20 g.", "Tempeh, 100 g – oko 19 g.", "Bučine sjemenke, 30 g – oko 9 g."],
        "Pojedine biljne namirnice imaju manje neke esencijalne aminokiseline, ali to se tijekom dana izjednači. Klasične kombinacije poput riže i graha ili humusa i kruha nisu slučajne.",
        "Ako trenirate više puta tjedno, nakon treninga dobro dođe i grašak ili rižin protein u prahu, ali prednost uvijek ima prava hrana.",
      ],
    },
    en: {
      title: "Plant proteins: a practical guide",
      headline: "How much protein we need and how to get it without meat.",
      short: "Pulses, tofu, tempeh, seeds and grains can cover the needs of athletes too. Here is how to combine them.",
      body: [
        "An adult needs about 0.8 g of protein per kilogram of body weight, and active people up to 1.6 g. Plant sources can cover this if they are varied and part of every meal.",
        "## How much protein is in a portion",
        ["Cooked lentils, 200 g – about 18 g.", "Tofu, 150 g – about 20 g.", "Tempeh, 100 g – about 19 g.", "Pumpkin seeds, 30 g – about 9 g."],
        "Some plant foods are lower in one essential amino acid or another, but this evens out over the day. Classic pairings such as rice and beans or hummus and bread are no accident.",
        "If you train several times a week, pea or rice protein powder is handy after a workout, but real food always comes first.",
      ],
    },
    sl: {
      title: "Rastlinske beljakovine: praktični vodnik",
      headline: "Koliko beljakovin potrebujemo in kako jih dobimo brez mesa.",
      short: "Stročnice, tofu, tempeh, semena in žita lahko pokrijejo tudi potrebe športnikov. Tako jih kombinirate.",
      body: [
        "Odrasel potrebuje približno 0,8 g beljakovin na kilogram telesne mase, rekreativci pa do 1,6 g. Rastlinski viri to pokrijejo, če so raznoliki in prisotni v vsakem obroku.",
        "## Koliko beljakovin je v porciji",
        ["Kuhana leča, 200 g – približno 18 g.", "Tofu, 150 g – približno 20 g.", "Tempeh, 100 g – približno 19 g.", "Bučna semena, 30 g – približno 9 g."],
        "Nekatera rastlinska živila imajo manj katere od esencialnih aminokislin, a to se čez dan izravna. Klasične kombinacije, kot sta riž s fižolom ali humus s kruhom, niso naključne.",
        "Če trenirate večkrat na teden, po treningu prav pridejo tudi grahove ali riževe beljakovine v prahu, prednost pa ima vedno prava hrana.",
      ],
    },
    de: {
      title: "Pflanzliches Eiweiß: ein praktischer Ratgeber",
      headline: "Wie viel Eiweiß wir brauchen und wie es ohne Fleisch gelingt.",
      short: "Hülsenfrüchte, Tofu, Tempeh, Samen und Getreide decken auch den Bedarf von Sportlern. So kombinieren Sie sie.",
      body: [
        "Erwachsene brauchen etwa 0,8 g Eiweiß pro Kilogramm Körpergewicht, Sportliche bis zu 1,6 g. Pflanzliche Quellen schaffen das, wenn sie abwechslungsreich sind und in jeder Mahlzeit vorkommen.",
        "## So viel Eiweiß steckt in einer Portion",
        ["Gekochte Linsen, 200 g – etwa 18 g.", "Tofu, 150 g – etwa 20 g.", "Tempeh, 100 g – etwa 19 g.", "Kürbiskerne, 30 g – etwa 9 g."],
        "Manchen Pflanzen fehlt es an der einen oder anderen essenziellen Aminosäure, doch über den Tag gleicht sich das aus. Klassiker wie Reis mit Bohnen oder Hummus mit Brot sind kein Zufall.",
        "Wer mehrmals pro Woche trainiert, kann nach dem Sport zu Erbsen- oder Reisprotein greifen – echtes Essen hat aber immer Vorrang.",
      ],
    },
    it: {
      title: "Proteine vegetali: una guida pratica",
      headline: "Quante proteine servono e come assumerle senza carne.",
      short: "Legumi, tofu, tempeh, semi e cereali coprono anche il fabbisogno degli sportivi. Ecco come abbinarli.",
      body: [
        "Un adulto ha bisogno di circa 0,8 g di proteine per chilo di peso corporeo, chi fa sport fino a 1,6 g. Le fonti vegetali bastano se sono varie e presenti in ogni pasto.",
        "## Quante proteine in una porzione",
        ["Lenticchie cotte, 200 g: circa 18 g.", "Tofu, 150 g: circa 20 g.", "Tempeh, 100 g: circa 19 g.", "Semi di zucca, 30 g: circa 9 g."],
        "Alcuni vegetali sono più poveri di questo o quell'amminoacido essenziale, ma nell'arco della giornata tutto si compensa. Abbinamenti classici come pasta e fagioli o hummus e pane non sono un caso.",
        "Se vi allenate più volte a settimana, dopo l'allenamento possono essere utili le proteine di pisello o di riso in polvere, ma il cibo vero viene sempre prima.",
      ],
    },
    es: {
      title: "Proteínas vegetales: guía práctica",
      headline: "Cuánta proteína necesitamos y cómo obtenerla sin carne.",
      short: "Legumbres, tofu, tempeh, semillas y cereales pueden cubrir también las necesidades de los deportistas. Así se combinan.",
      body: [
        "Un adulto necesita unos 0,8 g de proteína por kilo de peso corporal, y las personas activas hasta 1,6 g. Las fuentes vegetales lo cubren si son variadas y están presentes en cada comida.",
        "## Cuánta proteína hay en una ración",
        ["Lentejas cocidas, 200 g: unos 18 g.", "Tofu, 150 g: unos 20 g.", "Tempeh, 100 g: unos 19 g.", "Pipas de calabaza, 30 g: unos 9 g."],
        "Algunos vegetales tienen menos de algún aminoácido esencial, pero a lo largo del día se compensa. Combinaciones clásicas como arroz con alubias o hummus con pan no son casualidad.",
        "Si entrenas varias veces por semana, la proteína de guisante o de arroz en polvo viene bien después del ejercicio, pero la comida de verdad va siempre primero.",
      ],
    },
    sr: {
      title: "Biljni izvori proteina: praktični vodič",
      headline: "Koliko proteina nam treba i kako da ih unesemo bez mesa.",
      short: "Mahunarke, tofu, tempeh, semenke i žitarice mogu da pokriju potrebe i sportista. Evo kako da ih kombinujete.",
      body: [
        "Odrasloj osobi treba oko 0,8 g proteina po kilogramu telesne mase, a rekreativcima i do 1,6 g. Biljni izvori to mogu da pokriju ako su raznovrsni i zastupljeni u svakom obroku.",
        "## Koliko proteina ima u porciji",
        ["Kuvano sočivo, 200 g – oko 18 g.", "Tofu, 150 g – oko 20 g.", "Tempeh, 100 g – oko 19 g.", "Semenke bundeve, 30 g – oko 9 g."],
        "Pojedine biljne namirnice imaju manje neke esencijalne aminokiseline, ali se to tokom dana izjednači. Klasične kombinacije poput pirinča i pasulja ili humusa i hleba nisu slučajne.",
        "Ako trenirate više puta nedeljno, posle treninga dobro dođe i protein graška ili pirinča u prahu, ali prednost uvek ima prava hrana.",
      ],
    },
    bs: {
      title: "Biljni izvori proteina: praktični vodič",
      headline: "Koliko proteina nam treba i kako ih unijeti bez mesa.",
      short: "Mahunarke, tofu, tempeh, sjemenke i žitarice mogu pokriti potrebe i sportista. Evo kako ih kombinovati.",
      body: [
        "Odrasloj osobi treba oko 0,8 g proteina po kilogramu tjelesne mase, a rekreativcima i do 1,6 g. Biljni izvori to mogu pokriti ako su raznovrsni i zastupljeni u svakom obroku.",
        "## Koliko proteina ima u porciji",
        ["Kuhana leća, 200 g – oko 18 g.", "Tofu, 150 g – oko 20 g.", "Tempeh, 100 g – oko 19 g.", "Sjemenke bundeve, 30 g – oko 9 g."],
        "Pojedine biljne namirnice imaju manje neke esencijalne aminokiseline, ali se to tokom dana izjednači. Klasične kombinacije poput riže i graha ili humusa i hljeba nisu slučajne.",
        "Ako trenirate više puta sedmično, nakon treninga dobro dođe i protein graška ili riže u prahu, ali prednost uvijek ima prava hrana.",
      ],
    },
    cnr: {
      title: "Biljni izvori proteina: praktični vodič",
      headline: "Koliko proteina nam treba i kako da ih unesemo bez mesa.",
      short: "Mahunarke, tofu, tempeh, sjemenke i žitarice mogu da pokriju potrebe i sportista. Evo kako da ih kombinujete.",
      body: [
        "Odrasloj osobi treba oko 0,8 g proteina po kilogramu tjelesne mase, a rekreativcima i do 1,6 g. Biljni izvori to mogu da pokriju ako su raznovrsni i zastupljeni u svakom obroku.",
        "## Koliko proteina ima u porciji",
        ["Kuvano sočivo, 200 g – oko 18 g.", "Tofu, 150 g – oko 20 g.", "Tempeh, 100 g – oko 19 g.", "Sjemenke bundeve, 30 g – oko 9 g."],
        "Pojedine biljne namirnice imaju manje neke esencijalne aminokiseline, ali se to tokom dana izjednači. Klasične kombinacije poput pirinča i pasulja ili humusa i hljeba nijesu slučajne.",
        "Ako trenirate više puta nedjeljno, poslije treninga dobro dođe i protein graška ili pirinča u prahu, ali prednost uvijek ima prava hrana.",
      ],
    },
  },
);

const glutenFreeBaking = post(
  { code: "guide-gluten-free-baking", category: "guides", author: "ana-bilic", status: 4, publishedAt: "2025-04-28T08:00:00Z", updatedAt: "2025-12-05T08:00:00Z", tags: ["gluten_free", "baking"], hue: 42 },
  {
    hr: {
      title: "Pečenje bez glutena: brašna i vezivna sredstva",
      headline: "Zašto tijesto bez glutena puca i kako to spriječiti.",
      short: "Gluten tijestu daje elastičnost, pa ga bez njega treba zamijeniti pametnom kombinacijom brašna i veziva. Naša pravila iz pekare.",
      body: [
        "Nijedno brašno bez glutena ne ponaša se kao pšenično. Najbolje rezultate daje mješavina: jedno škrobno brašno za lakoću, jedno cjelovito za okus i jedno bogato bjelančevinama za strukturu.",
        "## Naša osnovna mješavina",
        ["40 % rižinog brašna.", "30 % heljdinog ili prosenog brašna.", "30 % škroba od krumpira ili tapioke."],
        "Za vezivanje dodajte psyllium ili ksantan: otprilike 1 žlicu psylliuma na 250 g brašna za kruh, a pola žličice ksantana za kolače. Tijesto će biti mekše i ljepljivije od običnog – tako i treba.",
        "Ako pečete za osobu s celijakijom, koristite samo certificirane sirovine i zasebne posude, jer i mrvica pšeničnog brašna može biti problem.",
      ],
    },
    en: {
      title: "Gluten-free baking: flours and binders",
      headline: "Why gluten-free dough cracks and how to stop it.",
      short: "Gluten makes dough elastic, so without it you need a smart mix of flours and binders. Our rules from the bakery.",
      body: [
        "No gluten-free flour behaves like wheat. The best results come from a blend: one starchy flour for lightness, one wholegrain flour for flavour and one high-protein flour for structure.",
        "## Our basic blend",
        ["40 % rice flour.", "30 % buckwheat or millet flour.", "30 % potato or tapioca starch."],
        "For binding, add psyllium or xanthan gum: about 1 tablespoon of psyllium per 250 g of flour for bread, half a teaspoon of xanthan for cakes. The dough will be softer and stickier than usual – that is how it should be.",
        "If you bake for someone with coeliac disease, use only certified ingredients and separate bowls, because even a crumb of wheat flour can cause trouble.",
      ],
    },
    sl: {
      title: "Peka brez glutena: moke in vezivna sredstva",
      headline: "Zakaj testo brez glutena poka in kako to preprečiti.",
      short: "Gluten testu daje prožnost, zato ga je treba nadomestiti s premišljeno kombinacijo mok in vezivnih sredstev. Naša pravila iz pekarne.",
      body: [
        "Nobena moka brez glutena se ne obnaša kot pšenična. Najboljše rezultate da mešanica: ena škrobna moka za rahlost, ena polnovredna za okus in ena beljakovinska za strukturo.",
        "## Naša osnovna mešanica",
        ["40 % riževe moke.", "30 % ajdove ali prosene moke.", "30 % krompirjevega ali tapiokinega škroba."],
        "Za vezavo dodajte psilij ali ksantan: približno 1 žlico psilija na 250 g moke za kruh in pol žličke ksantana za pecivo. Testo bo mehkejše in bolj lepljivo od običajnega – tako mora biti.",
        "Če pečete za osebo s celiakijo, uporabljajte samo certificirane sestavine in ločeno posodo, saj lahko težave povzroči že drobtina pšenične moke.",
      ],
    },
    de: {
      title: "Glutenfrei backen: Mehle und Bindemittel",
      headline: "Warum glutenfreier Teig reißt und wie Sie es verhindern.",
      short: "Gluten macht Teig elastisch – ohne ihn braucht es eine kluge Mischung aus Mehlen und Bindemitteln. Unsere Regeln aus der Backstube.",
      body: [
        "Kein glutenfreies Mehl verhält sich wie Weizen. Am besten gelingt eine Mischung: ein stärkehaltiges Mehl für Lockerheit, ein Vollkornmehl für Geschmack und ein eiweißreiches für die Struktur.",
        "## Unsere Grundmischung",
        ["40 % Reismehl.", "30 % Buchweizen- oder Hirsemehl.", "30 % Kartoffel- oder Tapiokastärke."],
        "Zum Binden Flohsamenschalen oder Xanthan zugeben: etwa 1 Esslöffel Flohsamenschalen auf 250 g Mehl für Brot, ein halber Teelöffel Xanthan für Kuchen. Der Teig wird weicher und klebriger als gewohnt – genau so soll es sein.",
        "Backen Sie für Menschen mit Zöliakie, verwenden Sie nur zertifizierte Zutaten und eigene Schüsseln, denn schon ein Krümel Weizenmehl kann Beschwerden auslösen.",
      ],
    },
    it: {
      title: "Dolci e pane senza glutine: farine e addensanti",
      headline: "Perché l'impasto senza glutine si crepa e come evitarlo.",
      short: "Il glutine rende l'impasto elastico: senza, serve un mix intelligente di farine e leganti. Le nostre regole di laboratorio.",
      body: [
        "Nessuna farina senza glutine si comporta come quella di frumento. I risultati migliori arrivano da un mix: una farina amidacea per la leggerezza, una integrale per il gusto e una proteica per la struttura.",
        "## Il nostro mix di base",
        ["40 % farina di riso.", "30 % farina di grano saraceno o di miglio.", "30 % fecola di patate o amido di tapioca."],
        "Per legare aggiungete psillio o gomma di xantano: circa 1 cucchiaio di psillio ogni 250 g di farina per il pane, mezzo cucchiaino di xantano per le torte. L'impasto sarà più morbido e appiccicoso del solito, ed è giusto così.",
        "Se preparate qualcosa per una persona celiaca, usate solo ingredienti certificati e ciotole separate: anche una briciola di farina di frumento può creare problemi.",
      ],
    },
    es: {
      title: "Repostería sin gluten: harinas y espesantes",
      headline: "Por qué la masa sin gluten se agrieta y cómo evitarlo.",
      short: "El gluten da elasticidad a la masa; sin él, hace falta una buena mezcla de harinas y aglutinantes. Nuestras reglas del obrador.",
      body: [
        "Ninguna harina sin gluten se comporta como la de trigo. Los mejores resultados salen de una mezcla: una harina rica en almidón para la ligereza, una integral para el sabor y una rica en proteína para la estructura.",
        "## Nuestra mezcla básica",
        ["40 % de harina de arroz.", "30 % de harina de trigo sarraceno o de mijo.", "30 % de fécula de patata o almidón de tapioca."],
        "Para ligar, añade psyllium o goma xantana: una cucharada de psyllium por cada 250 g de harina para pan y media cucharadita de xantana para bizcochos. La masa quedará más blanda y pegajosa de lo habitual, y así debe ser.",
        "Si horneas para alguien con celiaquía, usa solo ingredientes certificados y recipientes aparte, porque hasta una miga de harina de trigo puede causar problemas.",
      ],
    },
    sr: {
      title: "Pečenje bez glutena: brašna i vezivna sredstva",
      headline: "Zašto testo bez glutena puca i kako to da sprečite.",
      short: "Gluten testu daje elastičnost, pa bez njega treba pametna kombinacija brašna i veziva. Naša pravila iz pekare.",
      body: [
        "Nijedno brašno bez glutena se ne ponaša kao pšenično. Najbolje rezultate daje mešavina: jedno skrobno brašno za lakoću, jedno integralno za ukus i jedno bogato proteinima za strukturu.",
        "## Naša osnovna mešavina",
        ["40 % pirinčanog brašna.", "30 % heljdinog ili prosenog brašna.", "30 % skroba od krompira ili tapioke."],
        "Za vezivanje dodajte psilijum ili ksantan: otprilike 1 kašiku psilijuma na 250 g brašna za hleb, a pola kašičice ksantana za kolače. Testo će biti mekše i lepljivije od običnog – tako i treba.",
        "Ako pečete za osobu sa celijakijom, koristite samo sertifikovane sirovine i posebne posude, jer i mrvica pšeničnog brašna može da napravi problem.",
      ],
    },
    bs: {
      title: "Pečenje bez glutena: brašna i vezivna sredstva",
      headline: "Zašto tijesto bez glutena puca i kako to spriječiti.",
      short: "Gluten tijestu daje elastičnost, pa bez njega treba pametna kombinacija brašna i veziva. Naša pravila iz pekare.",
      body: [
        "Nijedno brašno bez glutena se ne ponaša kao pšenično. Najbolje rezultate daje mješavina: jedno škrobno brašno za lakoću, jedno integralno za okus i jedno bogato proteinima za strukturu.",
        "## Naša osnovna mješavina",
        ["40 % rižinog brašna.", "30 % heljdinog ili prosenog brašna.", "30 % škroba od krompira ili tapioke."],
        "Za vezivanje dodajte psyllium ili ksantan: otprilike 1 kašiku psylliuma na 250 g brašna za hljeb, a pola kašičice ksantana za kolače. Tijesto će biti mekše i ljepljivije od običnog – tako i treba.",
        "Ako pečete za osobu s celijakijom, koristite samo certificirane sirovine i posebne posude, jer i mrvica pšeničnog brašna može napraviti problem.",
      ],
    },
    cnr: {
      title: "Pečenje bez glutena: brašna i vezivna sredstva",
      headline: "Zašto tijesto bez glutena puca i kako to da spriječite.",
      short: "Gluten tijestu daje elastičnost, pa bez njega treba pametna kombinacija brašna i veziva. Naša pravila iz pekare.",
      body: [
        "Nijedno brašno bez glutena se ne ponaša kao pšenično. Najbolje rezultate daje mješavina: jedno skrobno brašno za lakoću, jedno integralno za ukus i jedno bogato proteinima za strukturu.",
        "## Naša osnovna mješavina",
        ["40 % pirinčanog brašna.", "30 % heljdinog ili prosenog brašna.", "30 % skroba od krompira ili tapioke."],
        "Za vezivanje dodajte psilijum ili ksantan: otprilike 1 kašiku psilijuma na 250 g brašna za hljeb, a pola kašičice ksantana za kolače. Tijesto će biti mekše i ljepljivije od običnog – tako i treba.",
        "Ako pečete za osobu sa celijakijom, koristite samo sertifikovane sirovine i posebne posude, jer i mrvica pšeničnog brašna može da napravi problem.",
      ],
    },
  },
);

const fermentation = post(
  { code: "guide-fermentation", category: "guides", author: "luka-peric", status: 3, publishedAt: "2025-10-13T08:00:00Z", updatedAt: "2025-10-13T08:00:00Z", tags: ["fermentation", "immunity", "zero_waste"], hue: 75 },
  {
    hr: {
      title: "Fermentacija kod kuće: kupus, kefir i još ponešto",
      headline: "Sol, vrijeme i strpljenje – to je cijeli recept.",
      short: "Fermentirane namirnice obogaćuju probavu i okus. Kako početi sa staklenkom, soli i malo strpljenja.",
      body: [
        "Pri fermentaciji bakterije mliječne kiseline pretvaraju šećere iz povrća u kiselinu koja hranu čuva i daje joj karakterističan okus. Naše bake tako su kiselile zelje i repu, a isto načelo vrijedi i za mrkvu, ciklu ili papriku.",
        "## Što vam treba",
        ["Staklenka s poklopcem i uteg koji drži povrće pod salamurom.", "Nejodirana sol – oko 2 % težine povrća.", "Sobna temperatura i pet do četrnaest dana."],
        "Svakih nekoliko dana probajte: kad je okus dovoljno kiseo, staklenku preselite u hladnjak. Bijela prevlaka na površini obično je bezopasna, ali plijesan u boji znači da sadržaj treba baciti.",
        "Za početak su najlakši kefir i jogurt, a tko želi dalje, neka proba miso ili kombuchu.",
      ],
    },
    en: {
      title: "Fermenting at home: sauerkraut, kefir and more",
      headline: "Salt, time and patience – that is the whole recipe.",
      short: "Fermented foods enrich digestion and flavour. How to start with a jar, some salt and a little patience.",
      body: [
        "During fermentation, lactic acid bacteria turn the sugars in vegetables into acid, which preserves the food and gives it its typical taste. Our grandmothers did it with cabbage and turnips, and the same principle works for carrots, beetroot or peppers.",
        "## What you need",
        ["A jar with a lid and a weight to keep the vegetables under the brine.", "Non-iodised salt – about 2 % of the vegetables' weight.", "Room temperature and five to fourteen days."],
        "Taste every few days: when it is sour enough, move the jar to the fridge. A white film on the surface is usually harmless, but coloured mould means the contents should be thrown away.",
        "Kefir and yoghurt are the easiest to start with; if you want to go further, try miso or kombucha.",
      ],
    },
    sl: {
      title: "Fermentacija doma: zelje, kefir in še kaj",
      headline: "Sol, čas in potrpežljivost – to je ves recept.",
      short: "Fermentirana živila obogatijo prebavo in okus. Kako začeti s kozarcem, soljo in malo potrpljenja.",
      body: [
        "Pri fermentaciji mlečnokislinske bakterije sladkorje iz zelenjave spremenijo v kislino, ki živilo ohranja in mu daje značilen okus. Naše babice so tako kisale zelje in repo, isto načelo pa velja za korenje, rdečo peso ali papriko.",
        "## Kaj potrebujete",
        ["Kozarec s pokrovom in utež, ki drži zelenjavo pod slanico.", "Nejodirano sol – približno 2 % teže zelenjave.", "Sobno temperaturo in pet do štirinajst dni."],
        "Vsakih nekaj dni poskusite: ko je okus dovolj kisel, kozarec preselite v hladilnik. Bela prevleka na površini je običajno neškodljiva, barvna plesen pa pomeni, da je treba vsebino zavreči.",
        "Za začetek sta najlažja kefir in jogurt, kdor želi naprej, pa naj poskusi miso ali kombučo.",
      ],
    },
    de: {
      title: "Fermentieren zu Hause: Sauerkraut, Kefir und mehr",
      headline: "Salz, Zeit und Geduld – mehr braucht das Rezept nicht.",
      short: "Fermentiertes bereichert Verdauung und Geschmack. So starten Sie mit einem Glas, etwas Salz und ein wenig Geduld.",
      body: [
        "Beim Fermentieren verwandeln Milchsäurebakterien den Zucker im Gemüse in Säure, die es haltbar macht und ihm den typischen Geschmack gibt. Unsere Großmütter machten so Kraut und Rüben ein; dasselbe Prinzip funktioniert mit Karotten, Roter Bete oder Paprika.",
        "## Was Sie brauchen",
        ["Ein Glas mit Deckel und ein Gewicht, das das Gemüse unter der Lake hält.", "Unjodiertes Salz – etwa 2 % des Gemüsegewichts.", "Zimmertemperatur und fünf bis vierzehn Tage."],
        "Alle paar Tage probieren: Ist es sauer genug, kommt das Glas in den Kühlschrank. Ein weißer Film an der Oberfläche ist meist harmlos, farbiger Schimmel bedeutet dagegen, dass der Inhalt weg muss.",
        "Am einfachsten starten Sie mit Kefir und Joghurt; wer weiter will, versucht sich an Miso oder Kombucha.",
      ],
    },
    it: {
      title: "Fermentare in casa: crauti, kefir e non solo",
      headline: "Sale, tempo e pazienza: ecco tutta la ricetta.",
      short: "Gli alimenti fermentati arricchiscono digestione e sapore. Come iniziare con un barattolo, un po' di sale e un po' di pazienza.",
      body: [
        "Durante la fermentazione i batteri lattici trasformano gli zuccheri delle verdure in acido, che conserva il cibo e gli dà il suo gusto tipico. Le nostre nonne lo facevano con cavoli e rape, e lo stesso principio vale per carote, barbabietole o peperoni.",
        "## Cosa serve",
        ["Un barattolo con coperchio e un peso che tenga le verdure sotto la salamoia.", "Sale non iodato, circa il 2 % del peso delle verdure.", "Temperatura ambiente e da cinque a quattordici giorni."],
        "Assaggiate ogni pochi giorni: quando è abbastanza acido, spostate il barattolo in frigorifero. Una patina bianca in superficie di solito è innocua, mentre la muffa colorata significa che il contenuto va buttato.",
        "Kefir e yogurt sono i più facili per cominciare; chi vuole andare oltre può provare il miso o la kombucha.",
      ],
    },
    es: {
      title: "Fermentar en casa: chucrut, kéfir y mucho más",
      headline: "Sal, tiempo y paciencia: esa es toda la receta.",
      short: "Los fermentados enriquecen la digestión y el sabor. Cómo empezar con un tarro, algo de sal y un poco de paciencia.",
      body: [
        "Durante la fermentación, las bacterias lácticas convierten los azúcares de las verduras en ácido, que conserva el alimento y le da su sabor característico. Nuestras abuelas lo hacían con col y nabos, y el mismo principio sirve para zanahoria, remolacha o pimiento.",
        "## Qué necesitas",
        ["Un tarro con tapa y un peso que mantenga las verduras bajo la salmuera.", "Sal sin yodo: alrededor del 2 % del peso de las verduras.", "Temperatura ambiente y entre cinco y catorce días."],
        "Prueba cada pocos días: cuando esté lo bastante ácido, pasa el tarro a la nevera. Una película blanca en la superficie suele ser inofensiva, pero el moho de colores significa que hay que tirar el contenido.",
        "El kéfir y el yogur son lo más fácil para empezar; si quieres ir más allá, prueba el miso o la kombucha.",
      ],
    },
    sr: {
      title: "Fermentacija kod kuće: kupus, kefir i još ponešto",
      headline: "So, vreme i strpljenje – to je ceo recept.",
      short: "Fermentisane namirnice obogaćuju varenje i ukus. Kako da počnete sa teglom, solju i malo strpljenja.",
      body: [
        "Pri fermentaciji bakterije mlečne kiseline pretvaraju šećere iz povrća u kiselinu koja hranu čuva i daje joj karakterističan ukus. Naše bake su tako kiselile kupus i repu, a isto načelo važi i za šargarepu, cveklu ili papriku.",
        "## Šta vam treba",
        ["Tegla sa poklopcem i teg koji drži povrće pod rasolom.", "Nejodirana so – oko 2 % težine povrća.", "Sobna temperatura i pet do četrnaest dana."],
        "Svakih nekoliko dana probajte: kada je ukus dovoljno kiseo, teglu premestite u frižider. Bela skrama na površini obično je bezopasna, ali buđ u boji znači da sadržaj treba baciti.",
        "Za početak su najlakši kefir i jogurt, a ko želi dalje, neka proba miso ili kombuhu.",
      ],
    },
    bs: {
      title: "Fermentacija kod kuće: kupus, kefir i još ponešto",
      headline: "So, vrijeme i strpljenje – to je cijeli recept.",
      short: "Fermentirane namirnice obogaćuju probavu i okus. Kako početi s teglom, solju i malo strpljenja.",
      body: [
        "Pri fermentaciji bakterije mliječne kiseline pretvaraju šećere iz povrća u kiselinu koja hranu čuva i daje joj karakterističan okus. Naše nane su tako kiselile kupus i repu, a isto načelo vrijedi i za mrkvu, cviklu ili papriku.",
        "## Šta vam treba",
        ["Tegla s poklopcem i teg koji drži povrće pod rasolom.", "Nejodirana so – oko 2 % težine povrća.", "Sobna temperatura i pet do četrnaest dana."],
        "Svakih nekoliko dana probajte: kada je okus dovoljno kiseo, teglu premjestite u frižider. Bijela skrama na površini obično je bezopasna, ali plijesan u boji znači da sadržaj treba baciti.",
        "Za početak su najlakši kefir i jogurt, a ko želi dalje, neka proba miso ili kombuchu.",
      ],
    },
    cnr: {
      title: "Fermentacija kod kuće: kupus, kefir i još ponešto",
      headline: "So, vrijeme i strpljenje – to je cijeli recept.",
      short: "Fermentisane namirnice obogaćuju varenje i ukus. Kako da počnete sa teglom, solju i malo strpljenja.",
      body: [
        "Pri fermentaciji bakterije mliječne kiseline pretvaraju šećere iz povrća u kiselinu koja hranu čuva i daje joj karakterističan ukus. Naše babe su tako kiselile kupus i repu, a isto načelo važi i za šargarepu, cveklu ili papriku.",
        "## Šta vam treba",
        ["Tegla sa poklopcem i teg koji drži povrće pod rasolom.", "Nejodirana so – oko 2 % težine povrća.", "Sobna temperatura i pet do četrnaest dana."],
        "Svakih nekoliko dana probajte: kada je ukus dovoljno kiseo, teglu premjestite u frižider. Bijela skrama na površini obično je bezopasna, ali buđ u boji znači da sadržaj treba baciti.",
        "Za početak su najlakši kefir i jogurt, a ko želi dalje, neka proba miso ili kombuhu.",
      ],
    },
  },
);

const seasonalCalendar = post(
  { code: "guide-seasonal-calendar", category: "guides", author: "nikola-radovic", status: 3, publishedAt: "2025-05-19T08:00:00Z", updatedAt: "2026-03-02T08:00:00Z", tags: ["seasonal", "budget", "local_producers"], hue: 130 },
  {
    hr: {
      title: "Sezonski kalendar voća i povrća za našu regiju",
      headline: "Kad je namirnica u sezoni, ukusnija je i jeftinija.",
      short: "Što je sezonsko od ožujka do veljače i zašto se isplati kupovati po kalendaru. Ispišite i zalijepite na hladnjak.",
      body: [
        "Voće i povrće ubrano u punoj zrelosti ima više okusa i često više vitamina od onog koje tjednima putuje. K tome je u sezoni najjeftinije, a proizvođači iz regije tada imaju najviše ponude.",
        "## Ukratko po godišnjim dobima",
        ["Proljeće: šparoge, mladi luk, rotkvice, blitva, jagode.", "Ljeto: rajčice, paprike, tikvice, lubenice, marelice.", "Jesen: bundeve, jabuke, kruške, grožđe, kupus.", "Zima: korjenasto povrće, kelj, poriluk, mandarine."],
        "Kad je sezona na vrhuncu, kupite više i spremite za zimu: ajvar, pekmez, smrznuto bobičasto voće ili sušene rajčice. Tako ljeto traje do veljače.",
        "U našim trgovinama sezonske proizvode lokalnih proizvođača označavamo zelenom etiketom.",
      ],
    },
    en: {
      title: "A seasonal fruit and vegetable calendar for our region",
      headline: "When food is in season, it tastes better and costs less.",
      short: "What is in season from March to February and why shopping by the calendar pays off. Print it and stick it on the fridge.",
      body: [
        "Fruit and vegetables picked fully ripe have more flavour and often more vitamins than produce that travels for weeks. They are also cheapest in season, when regional growers have the most to offer.",
        "## The seasons at a glance",
        ["Spring: asparagus, spring onions, radishes, chard, strawberries.", "Summer: tomatoes, peppers, courgettes, watermelons, apricots.", "Autumn: pumpkins, apples, pears, grapes, cabbage.", "Winter: root vegetables, kale, leeks, mandarins."],
        "When the season peaks, buy more and preserve it for winter: ajvar, jam, frozen berries or dried tomatoes. That way summer lasts until February.",
        "In our stores, seasonal products from local growers carry a green label.",
      ],
    },
    sl: {
      title: "Sezonski koledar sadja in zelenjave za našo regijo",
      headline: "Ko je živilo v sezoni, je okusnejše in cenejše.",
      short: "Kaj je sezonsko od marca do februarja in zakaj se splača kupovati po koledarju. Natisnite ga in pritrdite na hladilnik.",
      body: [
        "Sadje in zelenjava, obrana v polni zrelosti, imata več okusa in pogosto več vitaminov kot pridelki, ki potujejo tedne. V sezoni so tudi najcenejši, takrat pa imajo pridelovalci iz regije največ ponudbe.",
        "## Na kratko po letnih časih",
        ["Pomlad: beluši, mlada čebula, redkvice, blitva, jagode.", "Poletje: paradižnik, paprika, bučke, lubenice, marelice.", "Jesen: buče, jabolka, hruške, grozdje, zelje.", "Zima: korenovke, ohrovt, por, mandarine."],
        "Ko je sezona na vrhuncu, kupite več in shranite za zimo: ajvar, marmelado, zamrznjene jagode ali sušen paradižnik. Tako poletje traja do februarja.",
        "V naših trgovinah sezonske izdelke lokalnih pridelovalcev označujemo z zeleno etiketo.",
      ],
    },
    de: {
      title: "Saisonkalender für Obst und Gemüse aus der Region",
      headline: "Was Saison hat, schmeckt besser und kostet weniger.",
      short: "Was von März bis Februar Saison hat und warum sich Einkaufen nach Kalender lohnt. Zum Ausdrucken für den Kühlschrank.",
      body: [
        "Vollreif geerntetes Obst und Gemüse hat mehr Aroma und oft mehr Vitamine als Ware, die wochenlang unterwegs ist. In der Saison ist es zudem am günstigsten, und regionale Erzeuger haben dann das größte Angebot.",
        "## Die Jahreszeiten im Überblick",
        ["Frühling: Spargel, Frühlingszwiebeln, Radieschen, Mangold, Erdbeeren.", "Sommer: Tomaten, Paprika, Zucchini, Wassermelonen, Aprikosen.", "Herbst: Kürbis, Äpfel, Birnen, Trauben, Kohl.", "Winter: Wurzelgemüse, Grünkohl, Lauch, Mandarinen."],
        "Auf dem Höhepunkt der Saison lohnt es sich, mehr zu kaufen und für den Winter haltbar zu machen: Ajvar, Marmelade, tiefgekühlte Beeren oder getrocknete Tomaten. So dauert der Sommer bis Februar.",
        "In unseren Filialen tragen Saisonprodukte regionaler Erzeuger ein grünes Etikett.",
      ],
    },
    it: {
      title: "Il calendario della frutta e della verdura di stagione nella nostra regione",
      slug: "calendario-frutta-e-verdura-di-stagione",
      headline: "Quando un alimento è di stagione, è più buono e costa meno.",
      short: "Cosa è di stagione da marzo a febbraio e perché conviene fare la spesa seguendo il calendario. Da stampare e attaccare al frigo.",
      body: [
        "Frutta e verdura raccolte ben mature hanno più sapore e spesso più vitamine dei prodotti che viaggiano per settimane. In stagione costano anche meno, e i produttori della regione hanno l'offerta più ampia.",
        "## Le stagioni in breve",
        ["Primavera: asparagi, cipollotti, ravanelli, bietole, fragole.", "Estate: pomodori, peperoni, zucchine, angurie, albicocche.", "Autunno: zucche, mele, pere, uva, cavoli.", "Inverno: ortaggi a radice, cavolo riccio, porri, mandarini."],
        "Quando la stagione è al culmine, comprate di più e conservate per l'inverno: ajvar, confetture, frutti di bosco surgelati o pomodori secchi. Così l'estate dura fino a febbraio.",
        "Nei nostri negozi i prodotti di stagione dei produttori locali hanno un'etichetta verde.",
      ],
    },
    es: {
      title: "Calendario de frutas y verduras de temporada de nuestra región",
      slug: "calendario-frutas-y-verduras-de-temporada",
      headline: "Cuando un alimento está de temporada, sabe mejor y cuesta menos.",
      short: "Qué está de temporada de marzo a febrero y por qué compensa comprar según el calendario. Imprímelo y pégalo en la nevera.",
      body: [
        "La fruta y la verdura recogidas en su punto tienen más sabor y a menudo más vitaminas que las que viajan durante semanas. Además, en temporada son más baratas y los productores de la región tienen la mayor oferta.",
        "## Las estaciones de un vistazo",
        ["Primavera: espárragos, cebolletas, rábanos, acelgas y fresas.", "Verano: tomates, pimientos, calabacines, sandías y albaricoques.", "Otoño: calabazas, manzanas, peras, uvas y col.", "Invierno: tubérculos, kale, puerros y mandarinas."],
        "Cuando la temporada está en su mejor momento, compra más y conserva para el invierno: ajvar, mermelada, frutos rojos congelados o tomates secos. Así el verano dura hasta febrero.",
        "En nuestras tiendas, los productos de temporada de productores locales llevan una etiqueta verde.",
      ],
    },
    sr: {
      title: "Sezonski kalendar voća i povrća za naš region",
      headline: "Kada je namirnica u sezoni, ukusnija je i jeftinija.",
      short: "Šta je sezonsko od marta do februara i zašto se isplati kupovati po kalendaru. Odštampajte ga i zalepite na frižider.",
      body: [
        "Voće i povrće ubrano u punoj zrelosti ima više ukusa i često više vitamina od onog koje nedeljama putuje. Uz to je u sezoni najjeftinije, a proizvođači iz regiona tada imaju najveću ponudu.",
        "## Ukratko po godišnjim dobima",
        ["Proleće: špargla, mladi luk, rotkvice, blitva, jagode.", "Leto: paradajz, paprike, tikvice, lubenice, kajsije.", "Jesen: bundeve, jabuke, kruške, grožđe, kupus.", "Zima: korenasto povrće, kelj, praziluk, mandarine."],
        "Kada je sezona na vrhuncu, kupite više i spremite za zimu: ajvar, džem, zamrznuto bobičasto voće ili sušeni paradajz. Tako leto traje do februara.",
        "U našim prodavnicama sezonske proizvode lokalnih proizvođača označavamo zelenom etiketom.",
      ],
    },
    bs: {
      title: "Sezonski kalendar voća i povrća za našu regiju",
      headline: "Kada je namirnica u sezoni, ukusnija je i jeftinija.",
      short: "Šta je sezonsko od marta do februara i zašto se isplati kupovati po kalendaru. Odštampajte ga i zalijepite na frižider.",
      body: [
        "Voće i povrće ubrano u punoj zrelosti ima više okusa i često više vitamina od onog koje sedmicama putuje. Uz to je u sezoni najjeftinije, a proizvođači iz regije tada imaju najveću ponudu.",
        "## Ukratko po godišnjim dobima",
        ["Proljeće: šparoge, mladi luk, rotkvice, blitva, jagode.", "Ljeto: paradajz, paprike, tikvice, lubenice, kajsije.", "Jesen: bundeve, jabuke, kruške, grožđe, kupus.", "Zima: korjenasto povrće, kelj, praziluk, mandarine."],
        "Kada je sezona na vrhuncu, kupite više i spremite za zimu: ajvar, pekmez, zamrznuto bobičasto voće ili sušeni paradajz. Tako ljeto traje do februara.",
        "U našim poslovnicama sezonske proizvode lokalnih proizvođača označavamo zelenom etiketom.",
      ],
    },
    cnr: {
      title: "Sezonski kalendar voća i povrća za naš region",
      headline: "Kada je namirnica u sezoni, ukusnija je i jeftinija.",
      short: "Šta je sezonsko od marta do februara i zašto se isplati kupovati po kalendaru. Odštampajte ga i zalijepite na frižider.",
      body: [
        "Voće i povrće ubrano u punoj zrelosti ima više ukusa i često više vitamina od onog koje nedjeljama putuje. Uz to je u sezoni najjeftinije, a proizvođači iz regiona tada imaju najveću ponudu.",
        "## Ukratko po godišnjim dobima",
        ["Proljeće: špargla, mladi luk, rotkvice, blitva, jagode.", "Ljeto: paradajz, paprike, tikvice, lubenice, kajsije.", "Jesen: bundeve, jabuke, kruške, grožđe, kupus.", "Zima: korjenasto povrće, kelj, praziluk, mandarine."],
        "Kada je sezona na vrhuncu, kupite više i spremite za zimu: ajvar, džem, zamrznuto bobičasto voće ili sušeni paradajz. Tako ljeto traje do februara.",
        "U našim prodavnicama sezonske proizvode domaćih proizvođača označavamo zelenom etiketom.",
      ],
    },
  },
);

const herbalTeas = post(
  { code: "guide-herbal-teas", category: "guides", author: "lejla-hodzic", status: 3, publishedAt: "2025-11-17T08:00:00Z", updatedAt: "2025-11-17T08:00:00Z", tags: ["immunity", "seasonal"], hue: 105 },
  {
    hr: {
      title: "Vodič kroz biljne čajeve",
      headline: "Kamilica, metvica, lipa, kadulja – što koja biljka može.",
      short: "Šalica biljnog čaja grije, opušta i zamjenjuje zaslađene napitke. Kratki vodič kroz najpopularnije biljke i pravilnu pripremu.",
      body: [
        "Biljni čajevi nisu lijek, ali mogu biti ugodan dio dana. Većina nema kofeina pa ih možete piti i navečer, a bez šećera nemaju ni kalorija.",
        "## Najčešće biljke",
        ["Kamilica – za opuštanje i nakon obilnog obroka.", "Metvica – osvježava i ugodna je i hladna.", "Lipa i majčina dušica – omiljene kad nas hvata prehlada.", "Kadulja – za grgljanje kad grebe grlo."],
        "Listove i cvjetove prelijte vodom koja je upravo prestala kipjeti i ostavite poklopljeno pet do deset minuta, da eterična ulja ne ispare. Korijenje poput đumbira treba kratko prokuhati.",
        "Trudnice i osobe koje uzimaju lijekove neka se o biljnim čajevima posavjetuju s liječnikom, jer neke biljke mogu utjecati na djelovanje lijekova.",
      ],
    },
    en: {
      title: "A guide to herbal teas",
      headline: "Chamomile, mint, linden, sage – what each plant can do.",
      short: "A cup of herbal tea warms, relaxes and replaces sweet drinks. A short guide to the most popular herbs and how to brew them.",
      body: [
        "Herbal teas are not medicine, but they can be a pleasant part of the day. Most contain no caffeine, so you can drink them in the evening, and without sugar they have no calories.",
        "## The most common herbs",
        ["Chamomile – for relaxing and after a heavy meal.", "Mint – refreshing, and pleasant iced too.", "Linden and thyme – favourites when a cold is coming.", "Sage – for gargling when your throat is scratchy."],
        "Pour water that has just stopped boiling over leaves and flowers and leave covered for five to ten minutes so the essential oils do not evaporate. Roots such as ginger should simmer briefly.",
        "If you are pregnant or take medication, ask your doctor about herbal teas, as some herbs can affect how medicines work.",
      ],
    },
    sl: {
      title: "Vodnik po zeliščnih čajih",
      headline: "Kamilica, meta, lipa, žajbelj – kaj zmore katera rastlina.",
      short: "Skodelica zeliščnega čaja greje, sprošča in nadomesti sladkane pijače. Kratek vodnik po najbolj priljubljenih zeliščih in pravilni pripravi.",
      body: [
        "Zeliščni čaji niso zdravilo, so pa lahko prijeten del dneva. Večina nima kofeina, zato jih lahko pijete tudi zvečer, brez sladkorja pa nimajo kalorij.",
        "## Najpogostejša zelišča",
        ["Kamilica – za sprostitev in po obilnem obroku.", "Meta – osveži in je prijetna tudi hladna.", "Lipa in materina dušica – priljubljeni, ko nas lovi prehlad.", "Žajbelj – za grgranje, ko praska v grlu."],
        "Liste in cvetove prelijte z vodo, ki je ravno nehala vreti, in pokrite pustite pet do deset minut, da eterična olja ne izhlapijo. Korenine, kot je ingver, na kratko prevrite.",
        "Nosečnice in osebe, ki jemljejo zdravila, naj se o zeliščnih čajih posvetujejo z zdravnikom, saj lahko nekatera zelišča vplivajo na delovanje zdravil.",
      ],
    },
    de: {
      title: "Kräutertee-Ratgeber",
      headline: "Kamille, Minze, Linde, Salbei – was welche Pflanze kann.",
      short: "Eine Tasse Kräutertee wärmt, entspannt und ersetzt süße Getränke. Ein kurzer Überblick über beliebte Kräuter und die richtige Zubereitung.",
      body: [
        "Kräutertees sind keine Medizin, aber ein angenehmer Teil des Tages. Die meisten enthalten kein Koffein, eignen sich also auch für den Abend, und ohne Zucker haben sie keine Kalorien.",
        "## Die häufigsten Kräuter",
        ["Kamille – zum Entspannen und nach einem üppigen Essen.", "Minze – erfrischend, auch kalt ein Genuss.", "Lindenblüten und Thymian – beliebt, wenn eine Erkältung naht.", "Salbei – zum Gurgeln bei kratzendem Hals."],
        "Blätter und Blüten mit Wasser übergießen, das gerade aufgehört hat zu kochen, und abgedeckt fünf bis zehn Minuten ziehen lassen, damit die ätherischen Öle nicht verfliegen. Wurzeln wie Ingwer kurz köcheln.",
        "Schwangere und Menschen, die Medikamente nehmen, sollten Kräutertees mit ihrer Ärztin oder ihrem Arzt besprechen, da manche Kräuter die Wirkung beeinflussen können.",
      ],
    },
    it: {
      title: "Guida alle tisane",
      headline: "Camomilla, menta, tiglio, salvia: cosa può ogni pianta.",
      short: "Una tazza di tisana riscalda, rilassa e sostituisce le bevande zuccherate. Una breve guida alle erbe più amate e alla giusta preparazione.",
      body: [
        "Le tisane non sono medicine, ma possono essere un momento piacevole della giornata. La maggior parte non contiene caffeina, quindi si possono bere anche la sera, e senza zucchero non hanno calorie.",
        "## Le erbe più comuni",
        ["Camomilla: per rilassarsi e dopo un pasto abbondante.", "Menta: rinfresca ed è ottima anche fredda.", "Tiglio e timo: i preferiti quando arriva il raffreddore.", "Salvia: per i gargarismi quando la gola pizzica."],
        "Versate su foglie e fiori acqua che ha appena smesso di bollire e lasciate in infusione coperto da cinque a dieci minuti, perché gli oli essenziali non evaporino. Le radici come lo zenzero vanno fatte bollire brevemente.",
        "In gravidanza o se assumete farmaci, chiedete al medico: alcune erbe possono influire sull'effetto dei medicinali.",
      ],
    },
    es: {
      title: "Guía de infusiones de hierbas",
      headline: "Manzanilla, menta, tila, salvia: lo que aporta cada planta.",
      short: "Una taza de infusión calienta, relaja y sustituye a las bebidas azucaradas. Una breve guía de las hierbas más populares y de cómo prepararlas.",
      body: [
        "Las infusiones no son medicamentos, pero pueden ser un momento agradable del día. La mayoría no tiene cafeína, así que se pueden tomar por la noche, y sin azúcar no tienen calorías.",
        "## Las hierbas más habituales",
        ["Manzanilla: para relajarse y después de una comida copiosa.", "Menta: refresca y también está rica fría.", "Tila y tomillo: las favoritas cuando amenaza un resfriado.", "Salvia: para hacer gárgaras cuando pica la garganta."],
        "Vierte sobre las hojas y flores agua que acabe de dejar de hervir y deja reposar tapado entre cinco y diez minutos para que no se evaporen los aceites esenciales. Las raíces como el jengibre deben hervir brevemente.",
        "Si estás embarazada o tomas medicación, consulta al médico, porque algunas hierbas pueden influir en el efecto de los medicamentos.",
      ],
    },
    sr: {
      title: "Vodič kroz biljne čajeve",
      headline: "Kamilica, nana, lipa, žalfija – šta koja biljka može.",
      short: "Šolja biljnog čaja greje, opušta i zamenjuje zaslađene napitke. Kratak vodič kroz najpopularnije biljke i pravilnu pripremu.",
      body: [
        "Biljni čajevi nisu lek, ali mogu biti prijatan deo dana. Većina nema kofein pa ih možete piti i uveče, a bez šećera nemaju ni kalorija.",
        "## Najčešće biljke",
        ["Kamilica – za opuštanje i posle obilnog obroka.", "Nana – osvežava i prija i hladna.", "Lipa i majčina dušica – omiljene kada nas hvata prehlada.", "Žalfija – za grgljanje kada grebe grlo."],
        "Listove i cvetove prelijte vodom koja je upravo prestala da ključa i ostavite poklopljeno pet do deset minuta, da eterična ulja ne ispare. Korenje poput đumbira treba kratko prokuvati.",
        "Trudnice i osobe koje uzimaju lekove neka se o biljnim čajevima posavetuju sa lekarom, jer neke biljke mogu da utiču na dejstvo lekova.",
      ],
    },
    bs: {
      title: "Vodič kroz biljne čajeve",
      headline: "Kamilica, nana, lipa, žalfija – šta koja biljka može.",
      short: "Šolja biljnog čaja grije, opušta i zamjenjuje zaslađene napitke. Kratak vodič kroz najpopularnije biljke i pravilnu pripremu.",
      body: [
        "Biljni čajevi nisu lijek, ali mogu biti ugodan dio dana. Većina nema kofeina pa ih možete piti i navečer, a bez šećera nemaju ni kalorija.",
        "## Najčešće biljke",
        ["Kamilica – za opuštanje i nakon obilnog obroka.", "Nana – osvježava i prija i hladna.", "Lipa i majčina dušica – omiljene kada nas hvata prehlada.", "Žalfija – za grgljanje kada grebe grlo."],
        "Listove i cvjetove prelijte vodom koja je upravo prestala ključati i ostavite poklopljeno pet do deset minuta, da eterična ulja ne ispare. Korijenje poput đumbira treba kratko prokuhati.",
        "Trudnice i osobe koje uzimaju lijekove neka se o biljnim čajevima posavjetuju s ljekarom, jer neke biljke mogu uticati na djelovanje lijekova.",
      ],
    },
    cnr: {
      title: "Vodič kroz biljne čajeve",
      headline: "Kamilica, nana, lipa, žalfija – šta koja biljka može.",
      short: "Šolja biljnog čaja grije, opušta i zamjenjuje zaslađene napitke. Kratak vodič kroz najpopularnije biljke i pravilnu pripremu.",
      body: [
        "Biljni čajevi nijesu lijek, ali mogu biti prijatan dio dana. Većina nema kofein pa ih možete piti i uveče, a bez šećera nemaju ni kalorija.",
        "## Najčešće biljke",
        ["Kamilica – za opuštanje i poslije obilnog obroka.", "Nana – osvježava i prija i hladna.", "Lipa i majčina dušica – omiljene kada nas hvata prehlada.", "Žalfija – za grgljanje kada grebe grlo."],
        "Listove i cvjetove prelijte vodom koja je upravo prestala da ključa i ostavite poklopljeno pet do deset minuta, da eterična ulja ne ispare. Korijenje poput đumbira treba kratko prokuvati.",
        "Trudnice i osobe koje uzimaju ljekove neka se o biljnim čajevima posavjetuju sa ljekarom, jer neke biljke mogu da utiču na djelovanje ljekova.",
      ],
    },
  },
);

export const GUIDES_1: SeedPost[] = [plantProteins, glutenFreeBaking, fermentation, seasonalCalendar, herbalTeas];
