// Tips (blog): nuts, seeds, oils and snacks for children.
import type { SeedPost } from "../../types";
import { post } from "../build";

const nuts = post(
  { code: "tips-nuts", category: "tips", author: "ivana-markovic", status: 3, publishedAt: "2025-05-05T08:00:00Z", updatedAt: "2025-05-05T08:00:00Z", tags: ["heart_health", "superfoods"], hue: 30 },
  {
    hr: {
      title: "Šaka orašastih plodova na dan",
      headline: "Mala porcija, velika korist za srce i sitost.",
      short: "Orašasti plodovi kalorični su, ali u pravoj količini pomažu srcu i čuvaju od grickanja. Koliko je dosta i koje odabrati?",
      body: [
        "Oko 30 grama dnevno, otprilike jedna šaka, dovoljno je da dobijete zdrave masti, bjelančevine, vitamin E i magnezij. Istraživanja redovito povezuju takvu porciju s manjim rizikom od bolesti srca.",
        "## Svaki plod ima svoju snagu",
        ["Orasi – najviše omega-3 masnih kiselina.", "Bademi – kalcij i vitamin E.", "Indijski oraščići – željezo i cink, a kremasti su za umake."],
        "Birajte nesoljene i nepržene plodove, a pržite ih sami nekoliko minuta u tavi kad želite jači okus. Čuvajte ih u staklenci na hladnom i tamnom mjestu jer masti na toplom brzo užegnu.",
        "Šaka oraha uz jabuku odlična je užina, a mljeveni bademi mogu zamijeniti dio brašna u kolačima.",
      ],
    },
    en: {
      title: "A handful of nuts a day",
      headline: "A small portion with big benefits for your heart and appetite.",
      short: "Nuts are rich in calories, but in the right amount they help your heart and stop the snacking. How much is enough and which to choose?",
      body: [
        "Around 30 grams a day, roughly one handful, gives you healthy fats, protein, vitamin E and magnesium. Studies regularly link a portion like this with a lower risk of heart disease.",
        "## Every nut has its strength",
        ["Walnuts – the most omega-3 fatty acids.", "Almonds – calcium and vitamin E.", "Cashews – iron and zinc, and creamy enough for sauces."],
        "Choose unsalted, unroasted nuts and toast them yourself for a few minutes in a dry pan when you want a deeper flavour. Keep them in a jar somewhere cool and dark, because their fats turn rancid quickly in the warmth.",
        "A handful of walnuts with an apple makes a great snack, and ground almonds can replace part of the flour in cakes.",
      ],
    },
    sl: {
      title: "Pest oreščkov na dan",
      headline: "Majhna porcija z veliko koristjo za srce in sitost.",
      short: "Oreščki so kalorični, v pravi količini pa pomagajo srcu in preprečijo prigrizovanje. Koliko je dovolj in katere izbrati?",
      body: [
        "Približno 30 gramov na dan, kar je ena pest, zadošča za zdrave maščobe, beljakovine, vitamin E in magnezij. Raziskave takšno porcijo redno povezujejo z manjšim tveganjem za bolezni srca.",
        "## Vsak orešček ima svojo moč",
        ["Orehi – največ omega-3 maščobnih kislin.", "Mandlji – kalcij in vitamin E.", "Indijski oreščki – železo in cink, poleg tega so kremasti za omake."],
        "Izberite nesoljene in nepražene oreščke ter jih sami nekaj minut popražite v ponvi, ko želite močnejši okus. Hranite jih v kozarcu na hladnem in temnem, saj se maščobe na toplem hitro žarkijo.",
        "Pest orehov z jabolkom je odlična malica, mleti mandlji pa lahko v pecivu nadomestijo del moke.",
      ],
    },
    de: {
      title: "Eine Handvoll Nüsse am Tag",
      headline: "Kleine Portion, großer Nutzen für Herz und Sättigung.",
      short: "Nüsse haben viele Kalorien, doch in der richtigen Menge tun sie dem Herzen gut und bremsen Heißhunger. Wie viel ist genug, und welche sollen es sein?",
      body: [
        "Etwa 30 Gramm am Tag, also rund eine Handvoll, liefern gesunde Fette, Eiweiß, Vitamin E und Magnesium. Studien bringen eine solche Portion immer wieder mit einem geringeren Risiko für Herzerkrankungen in Verbindung.",
        "## Jede Nuss hat ihre Stärke",
        ["Walnüsse – die meisten Omega-3-Fettsäuren.", "Mandeln – Calcium und Vitamin E.", "Cashews – Eisen und Zink, dazu cremig genug für Saucen."],
        "Greifen Sie zu ungesalzenen, ungerösteten Nüssen und rösten Sie sie bei Bedarf selbst ein paar Minuten in der Pfanne. Lagern Sie sie im Glas kühl und dunkel, denn in der Wärme werden die Fette schnell ranzig.",
        "Eine Handvoll Walnüsse mit einem Apfel ist ein idealer Snack, und gemahlene Mandeln ersetzen im Kuchen einen Teil des Mehls.",
      ],
    },
    it: {
      title: "Una manciata di frutta secca al giorno",
      headline: "Una piccola porzione, grandi benefici per cuore e sazietà.",
      short: "La frutta secca è calorica, ma nella giusta quantità fa bene al cuore e tiene lontani gli spuntini. Quanta mangiarne e quale scegliere?",
      body: [
        "Circa 30 grammi al giorno, più o meno una manciata, forniscono grassi buoni, proteine, vitamina E e magnesio. Gli studi associano regolarmente questa porzione a un minor rischio di malattie cardiache.",
        "## Ogni frutto ha il suo punto di forza",
        ["Noci: il contenuto più alto di omega-3.", "Mandorle: calcio e vitamina E.", "Anacardi: ferro e zinco, e sono abbastanza cremosi per le salse."],
        "Scegliete frutta secca non salata e non tostata, e tostatela voi in padella per qualche minuto quando volete un gusto più intenso. Conservatela in un barattolo al fresco e al buio, perché al caldo i grassi irrancidiscono in fretta.",
        "Una manciata di noci con una mela è uno spuntino perfetto, e le mandorle tritate possono sostituire parte della farina nelle torte.",
      ],
    },
    es: {
      title: "Un puñado de frutos secos al día",
      headline: "Una ración pequeña con grandes beneficios para el corazón y la saciedad.",
      short: "Los frutos secos son calóricos, pero en la cantidad adecuada cuidan el corazón y frenan el picoteo. ¿Cuánto es suficiente y cuáles elegir?",
      body: [
        "Unos 30 gramos al día, más o menos un puñado, aportan grasas saludables, proteínas, vitamina E y magnesio. Los estudios relacionan una y otra vez esta ración con un menor riesgo de enfermedad cardiovascular.",
        "## Cada fruto seco tiene su punto fuerte",
        ["Nueces: las que más omega-3 aportan.", "Almendras: calcio y vitamina E.", "Anacardos: hierro y zinc, y son lo bastante cremosos para salsas."],
        "Elige frutos secos sin sal y sin tostar, y tuéstalos tú mismo unos minutos en la sartén cuando quieras un sabor más intenso. Guárdalos en un tarro en un lugar fresco y oscuro, porque con el calor sus grasas se enrancian rápido.",
        "Un puñado de nueces con una manzana es una merienda estupenda, y la almendra molida puede sustituir parte de la harina en los bizcochos.",
      ],
    },
    sr: {
      title: "Šaka orašastih plodova dnevno",
      headline: "Mala porcija, velika korist za srce i sitost.",
      short: "Orašasti plodovi su kalorični, ali u pravoj količini pomažu srcu i čuvaju od grickanja. Koliko je dovoljno i koje da izaberete?",
      body: [
        "Oko 30 grama dnevno, otprilike jedna šaka, dovoljno je za zdrave masti, proteine, vitamin E i magnezijum. Istraživanja redovno povezuju takvu porciju sa manjim rizikom od bolesti srca.",
        "## Svaki plod ima svoju snagu",
        ["Orasi – najviše omega-3 masnih kiselina.", "Bademi – kalcijum i vitamin E.", "Indijski orasi – gvožđe i cink, a kremasti su za sosove."],
        "Birajte neslane i nepržene plodove, a pržite ih sami nekoliko minuta u tiganju kada želite jači ukus. Čuvajte ih u tegli na hladnom i tamnom mestu jer se masti na toplom brzo užegnu.",
        "Šaka oraha uz jabuku odlična je užina, a mleveni bademi mogu da zamene deo brašna u kolačima.",
      ],
    },
    bs: {
      title: "Šaka orašastih plodova dnevno",
      headline: "Mala porcija, velika korist za srce i sitost.",
      short: "Orašasti plodovi su kalorični, ali u pravoj količini pomažu srcu i čuvaju od grickanja. Koliko je dovoljno i koje odabrati?",
      body: [
        "Oko 30 grama dnevno, otprilike jedna šaka, dovoljno je za zdrave masti, proteine, vitamin E i magnezij. Istraživanja redovno povezuju takvu porciju s manjim rizikom od bolesti srca.",
        "## Svaki plod ima svoju snagu",
        ["Orasi – najviše omega-3 masnih kiselina.", "Bademi – kalcij i vitamin E.", "Indijski orasi – željezo i cink, a kremasti su za umake."],
        "Birajte neslane i nepržene plodove, a pržite ih sami nekoliko minuta u tavi kada želite jači okus. Čuvajte ih u tegli na hladnom i tamnom mjestu jer masti na toplom brzo užegnu.",
        "Šaka oraha uz jabuku odlična je užina, a mljeveni bademi mogu zamijeniti dio brašna u kolačima.",
      ],
    },
    cnr: {
      title: "Šaka orašastih plodova svakoga dana",
      headline: "Mala porcija, velika korist za srce i sitost.",
      short: "Orašasti plodovi su kalorični, ali u pravoj količini pomažu srcu i čuvaju od grickanja. Koliko je dovoljno i koje da izaberete?",
      body: [
        "Oko 30 grama dnevno, otprilike jedna šaka, dovoljno je za zdrave masti, proteine, vitamin E i magnezijum. Istraživanja redovno povezuju takvu porciju sa manjim rizikom od bolesti srca.",
        "## Svaki plod ima svoju snagu",
        ["Orasi – najviše omega-3 masnih kiselina.", "Bademi – kalcijum i vitamin E.", "Indijski orasi – gvožđe i cink, a kremasti su za sosove."],
        "Birajte neslane i nepržene plodove, a pržite ih sami nekoliko minuta u tiganju kada želite jači ukus. Čuvajte ih u tegli na hladnom i tamnom mjestu jer se masti na toplom brzo užegnu.",
        "Šaka oraha uz jabuku odlična je užina, a mljeveni bademi mogu da zamijene dio brašna u kolačima.",
      ],
    },
  },
);

const seeds = post(
  { code: "tips-seeds", category: "tips", author: "ivana-markovic", status: 3, publishedAt: "2025-07-07T08:00:00Z", updatedAt: "2025-07-07T08:00:00Z", tags: ["superfoods", "breakfast"], hue: 95 },
  {
    hr: {
      title: "Chia, lan i bučine sjemenke u svakodnevnoj kuhinji",
      headline: "Žlica sjemenki dnevno – i ništa komplicirano.",
      short: "Sjemenke su sitne, ali pune vlakana, masti i minerala. Evo kako ih koristiti da tijelo iz njih doista nešto dobije.",
      body: [
        "Chia i lan bogati su omega-3 masnim kiselinama i topljivim vlaknima koja u tekućini bubre i stvaraju gel. Bučine i suncokretove sjemenke donose cink, magnezij i bjelančevine.",
        "## Kako ih jesti",
        ["Lanene sjemenke sameljite neposredno prije jela – cijele prolaze kroz probavu netaknute.", "Chia namočite barem 15 minuta u mlijeku ili jogurtu.", "Bučine i suncokretove sjemenke kratko popržite i pospite po salati ili juhi."],
        "Mljeveni lan pomiješan s vodom zamjenjuje jaje u pečenju: jedna žlica lana i tri žlice vode za jedno jaje. Chia puding pripremite navečer i doručak vas čeka u hladnjaku.",
        "Mljeveni lan čuvajte u hladnjaku i potrošite ga u dva tjedna jer brzo oksidira.",
      ],
    },
    en: {
      title: "Chia, flax and pumpkin seeds in everyday cooking",
      headline: "A spoonful of seeds a day – and nothing complicated.",
      short: "Seeds are tiny but full of fibre, fats and minerals. Here is how to eat them so your body actually gets something from them.",
      body: [
        "Chia and flax are rich in omega-3 fatty acids and soluble fibre that swells in liquid and forms a gel. Pumpkin and sunflower seeds bring zinc, magnesium and protein.",
        "## How to eat them",
        ["Grind flaxseed just before eating – whole seeds pass through undigested.", "Soak chia for at least 15 minutes in milk or yoghurt.", "Toast pumpkin and sunflower seeds briefly and scatter them over salads or soup."],
        "Ground flax mixed with water replaces an egg in baking: one tablespoon of flax and three tablespoons of water per egg. Make chia pudding in the evening and breakfast is waiting in the fridge.",
        "Keep ground flax in the fridge and use it within two weeks, as it oxidises quickly.",
      ],
    },
    sl: {
      title: "Chia, lan in bučna semena v vsakdanji kuhinji",
      headline: "Žlica semen na dan – in nič zapletenega.",
      short: "Semena so drobna, a polna vlaknin, maščob in mineralov. Tako jih uživajte, da bo telo od njih res kaj imelo.",
      body: [
        "Chia in lan sta bogata z omega-3 maščobnimi kislinami in topnimi vlakninami, ki v tekočini nabreknejo in tvorijo gel. Bučna in sončnična semena prinašajo cink, magnezij in beljakovine.",
        "## Kako jih jesti",
        ["Lanena semena zmeljite tik pred jedjo – cela gredo skozi prebavila nepredelana.", "Chia namakajte vsaj 15 minut v mleku ali jogurtu.", "Bučna in sončnična semena na hitro popražite in jih potresite po solati ali juhi."],
        "Mleti lan, pomešan z vodo, pri peki nadomesti jajce: ena žlica lana in tri žlice vode za eno jajce. Chia puding pripravite zvečer in zajtrk vas čaka v hladilniku.",
        "Mleti lan hranite v hladilniku in ga porabite v dveh tednih, ker hitro oksidira.",
      ],
    },
    de: {
      title: "Chia, Leinsamen und Kürbiskerne in der Alltagsküche",
      headline: "Ein Löffel Samen am Tag – ganz ohne Aufwand.",
      short: "Samen sind winzig, aber voller Ballaststoffe, Fette und Mineralstoffe. So essen Sie sie, damit Ihr Körper auch wirklich etwas davon hat.",
      body: [
        "Chia und Leinsamen sind reich an Omega-3-Fettsäuren und löslichen Ballaststoffen, die in Flüssigkeit quellen und ein Gel bilden. Kürbis- und Sonnenblumenkerne liefern Zink, Magnesium und Eiweiß.",
        "## So essen Sie sie richtig",
        ["Leinsamen erst kurz vor dem Essen schroten – ganze Samen werden unverdaut ausgeschieden.", "Chia mindestens 15 Minuten in Milch oder Joghurt quellen lassen.", "Kürbis- und Sonnenblumenkerne kurz rösten und über Salat oder Suppe streuen."],
        "Geschroteter Leinsamen mit Wasser ersetzt beim Backen ein Ei: ein Esslöffel Leinsamen und drei Esslöffel Wasser pro Ei. Chiapudding abends ansetzen, dann wartet das Frühstück im Kühlschrank.",
        "Geschroteten Leinsamen im Kühlschrank lagern und innerhalb von zwei Wochen aufbrauchen, da er schnell oxidiert.",
      ],
    },
    it: {
      title: "Chia, lino e semi di zucca nella cucina di tutti i giorni",
      headline: "Un cucchiaio di semi al giorno, senza complicazioni.",
      short: "I semi sono piccoli ma ricchi di fibre, grassi e minerali. Ecco come mangiarli perché l'organismo ne tragga davvero beneficio.",
      body: [
        "Chia e lino sono ricchi di omega-3 e di fibre solubili che nei liquidi si gonfiano formando un gel. I semi di zucca e di girasole apportano zinco, magnesio e proteine.",
        "## Come mangiarli",
        ["Macinate i semi di lino appena prima di consumarli: interi attraversano l'intestino senza essere digeriti.", "Lasciate la chia in ammollo almeno 15 minuti nel latte o nello yogurt.", "Tostate brevemente i semi di zucca e di girasole e spargeteli su insalate o zuppe."],
        "Il lino macinato mescolato con acqua sostituisce l'uovo nei dolci: un cucchiaio di lino e tre di acqua per ogni uovo. Preparate il budino di chia la sera e la colazione vi aspetta in frigorifero.",
        "Conservate il lino macinato in frigorifero e usatelo entro due settimane, perché ossida rapidamente.",
      ],
    },
    es: {
      title: "Chía, lino y pipas de calabaza en la cocina diaria",
      headline: "Una cucharada de semillas al día, sin complicaciones.",
      short: "Las semillas son diminutas, pero están llenas de fibra, grasas y minerales. Así debes tomarlas para que tu cuerpo las aproveche de verdad.",
      body: [
        "La chía y el lino son ricos en ácidos grasos omega-3 y en fibra soluble, que se hincha en líquido y forma un gel. Las pipas de calabaza y de girasol aportan zinc, magnesio y proteínas.",
        "## Cómo tomarlas",
        ["Muele las semillas de lino justo antes de comerlas: enteras atraviesan el intestino sin digerirse.", "Deja la chía en remojo al menos 15 minutos en leche o yogur.", "Tuesta un momento las pipas de calabaza y girasol y espárcelas sobre ensaladas o cremas."],
        "El lino molido mezclado con agua sustituye al huevo en repostería: una cucharada de lino y tres de agua por huevo. Prepara el pudin de chía por la noche y el desayuno te espera en la nevera.",
        "Guarda el lino molido en la nevera y gástalo en dos semanas, porque se oxida rápido.",
      ],
    },
    sr: {
      title: "Čija, lan i semenke bundeve u svakodnevnoj kuhinji",
      headline: "Kašika semenki dnevno – i ništa komplikovano.",
      short: "Semenke su sitne, ali pune vlakana, masti i minerala. Evo kako da ih koristite da bi telo od njih zaista imalo koristi.",
      body: [
        "Čija i lan su bogati omega-3 masnim kiselinama i rastvorljivim vlaknima koja u tečnosti bubre i stvaraju gel. Semenke bundeve i suncokreta donose cink, magnezijum i proteine.",
        "## Kako da ih jedete",
        ["Laneno seme sameljite neposredno pre jela – celo prolazi kroz varenje netaknuto.", "Čiju potopite bar 15 minuta u mleko ili jogurt.", "Semenke bundeve i suncokreta kratko propržite i pospite po salati ili supi."],
        "Mleveni lan pomešan sa vodom menja jaje u pečenju: jedna kašika lana i tri kašike vode za jedno jaje. Čija puding pripremite uveče i doručak vas čeka u frižideru.",
        "Mleveni lan čuvajte u frižideru i potrošite ga za dve nedelje jer brzo oksidiše.",
      ],
    },
    bs: {
      title: "Chia, lan i sjemenke bundeve u svakodnevnoj kuhinji",
      headline: "Kašika sjemenki dnevno – i ništa komplikovano.",
      short: "Sjemenke su sitne, ali pune vlakana, masti i minerala. Evo kako ih koristiti da tijelo od njih zaista ima koristi.",
      body: [
        "Chia i lan su bogati omega-3 masnim kiselinama i topivim vlaknima koja u tečnosti bubre i stvaraju gel. Sjemenke bundeve i suncokreta donose cink, magnezij i proteine.",
        "## Kako ih jesti",
        ["Laneno sjeme sameljite neposredno prije jela – cijelo prolazi kroz probavu netaknuto.", "Chiu potopite barem 15 minuta u mlijeko ili jogurt.", "Sjemenke bundeve i suncokreta kratko propržite i pospite po salati ili supi."],
        "Mljeveni lan pomiješan s vodom mijenja jaje u pečenju: jedna kašika lana i tri kašike vode za jedno jaje. Chia puding pripremite navečer i doručak vas čeka u frižideru.",
        "Mljeveni lan čuvajte u frižideru i potrošite ga za dvije sedmice jer brzo oksidira.",
      ],
    },
    cnr: {
      title: "Čija, lan i sjemenke bundeve u svakodnevnoj kuhinji",
      headline: "Kašika sjemenki dnevno – i ništa komplikovano.",
      short: "Sjemenke su sitne, ali pune vlakana, masti i minerala. Evo kako da ih koristite da bi tijelo od njih zaista imalo koristi.",
      body: [
        "Čija i lan su bogati omega-3 masnim kiselinama i rastvorljivim vlaknima koja u tečnosti bubre i stvaraju gel. Sjemenke bundeve i suncokreta donose cink, magnezijum i proteine.",
        "## Kako da ih jedete",
        ["Laneno sjeme sameljite neposredno prije jela – cijelo prolazi kroz varenje netaknuto.", "Čiju potopite najmanje 15 minuta u mlijeko ili jogurt.", "Sjemenke bundeve i suncokreta kratko propržite i pospite po salati ili supi."],
        "Mljeveni lan pomiješan sa vodom mijenja jaje u pečenju: jedna kašika lana i tri kašike vode za jedno jaje. Čija puding pripremite uveče i doručak vas čeka u frižideru.",
        "Mljeveni lan čuvajte u frižideru i potrošite ga za dvije nedjelje jer brzo oksidiše.",
      ],
    },
  },
);

const oils = post(
  { code: "tips-oils", category: "tips", author: "luka-peric", status: 3, publishedAt: "2025-08-18T08:00:00Z", updatedAt: "2025-08-18T08:00:00Z", tags: ["heart_health", "quick_meals"], hue: 55 },
  {
    hr: {
      title: "Koje ulje za koje jelo",
      headline: "Maslinovo, kokosovo, bučino i repičino – svako ima svoje mjesto.",
      short: "Nije svako ulje za prženje, a ni svako za salatu. Kratki pregled koji štedi i novac i okus.",
      body: [
        "Hladno prešana ulja čuvaju okus i vitamine, ali ne podnose visoke temperature. Kad ulje počne dimiti, masti se razgrađuju i nastaju spojevi koji nisu dobri ni za okus ni za zdravlje.",
        "## Kratki vodič",
        ["Ekstra djevičansko maslinovo ulje – salate, pirjanje i pečenje u pećnici do 180 °C.", "Bučino i laneno ulje – samo hladno, na gotovo jelo.", "Kokosovo i rafinirano repičino ulje – za jače prženje i wok."],
        "Ulja čuvajte u tamnim bocama, daleko od štednjaka, i potrošite ih u nekoliko mjeseci nakon otvaranja. Laneno ulje drži se u hladnjaku.",
        "Kap bučina ulja na juhi od bundeve ili na vanilijinu sladoledu jedan je od najboljih trikova naše kuhinje.",
      ],
    },
    en: {
      title: "Which oil for which dish",
      headline: "Olive, coconut, pumpkin seed and rapeseed – each has its place.",
      short: "Not every oil is for frying, and not every oil is for salad. A short overview that saves both money and flavour.",
      body: [
        "Cold-pressed oils keep their flavour and vitamins but cannot take high heat. Once an oil starts to smoke, its fats break down into compounds that are good for neither taste nor health.",
        "## A quick guide",
        ["Extra virgin olive oil – salads, gentle frying and oven roasting up to 180 °C.", "Pumpkin seed and flaxseed oil – cold only, drizzled on finished dishes.", "Coconut and refined rapeseed oil – for high-heat frying and the wok."],
        "Store oils in dark bottles away from the hob and use them within a few months of opening. Flaxseed oil belongs in the fridge.",
        "A few drops of pumpkin seed oil on pumpkin soup or vanilla ice cream is one of our kitchen's best tricks.",
      ],
    },
    sl: {
      title: "Katero olje za katero jed",
      headline: "Oljčno, kokosovo, bučno in repično – vsako ima svoje mesto.",
      short: "Ni vsako olje za cvrtje in ni vsako za solato. Kratek pregled, ki prihrani denar in okus.",
      body: [
        "Hladno stiskana olja ohranijo okus in vitamine, a ne prenesejo visokih temperatur. Ko se olje začne kaditi, se maščobe razgradijo in nastanejo spojine, ki niso dobre ne za okus ne za zdravje.",
        "## Kratek vodnik",
        ["Ekstra deviško oljčno olje – solate, dušenje in peka v pečici do 180 °C.", "Bučno in laneno olje – samo hladno, na končano jed.", "Kokosovo in rafinirano repično olje – za močnejše cvrtje in vok."],
        "Olja hranite v temnih steklenicah, stran od štedilnika, in jih porabite v nekaj mesecih po odprtju. Laneno olje sodi v hladilnik.",
        "Nekaj kapljic bučnega olja na bučni juhi ali vaniljevem sladoledu je eden najboljših trikov naše kuhinje.",
      ],
    },
    de: {
      title: "Welches Öl für welches Gericht",
      headline: "Oliven-, Kokos-, Kürbiskern- und Rapsöl – jedes hat seinen Platz.",
      short: "Nicht jedes Öl taugt zum Braten und nicht jedes für den Salat. Ein kurzer Überblick, der Geld und Geschmack spart.",
      body: [
        "Kaltgepresste Öle bewahren Aroma und Vitamine, vertragen aber keine hohe Hitze. Beginnt ein Öl zu rauchen, zersetzen sich die Fette zu Stoffen, die weder dem Geschmack noch der Gesundheit guttun.",
        "## Kurzer Wegweiser",
        ["Natives Olivenöl extra – Salate, sanftes Anbraten und Ofengerichte bis 180 °C.", "Kürbiskern- und Leinöl – nur kalt, über das fertige Gericht.", "Kokosöl und raffiniertes Rapsöl – für starkes Anbraten und den Wok."],
        "Lagern Sie Öle in dunklen Flaschen fern vom Herd und verbrauchen Sie sie wenige Monate nach dem Öffnen. Leinöl gehört in den Kühlschrank.",
        "Ein paar Tropfen Kürbiskernöl auf Kürbissuppe oder Vanilleeis gehören zu den besten Tricks unserer Küche.",
      ],
    },
    it: {
      title: "Quale olio per quale piatto",
      headline: "Oliva, cocco, semi di zucca e colza: ognuno ha il suo posto.",
      short: "Non tutti gli oli sono adatti alla frittura e non tutti all'insalata. Una breve panoramica che fa risparmiare soldi e sapore.",
      body: [
        "Gli oli spremuti a freddo conservano aroma e vitamine, ma non sopportano le alte temperature. Quando l'olio comincia a fumare, i grassi si degradano in composti che non fanno bene né al gusto né alla salute.",
        "## Una guida rapida",
        ["Olio extravergine d'oliva: insalate, soffritti delicati e forno fino a 180 °C.", "Olio di semi di zucca e di lino: solo a crudo, sul piatto finito.", "Olio di cocco e olio di colza raffinato: per fritture più intense e il wok."],
        "Conservate gli oli in bottiglie scure, lontano dai fornelli, e consumateli entro pochi mesi dall'apertura. L'olio di lino va tenuto in frigorifero.",
        "Qualche goccia di olio di semi di zucca sulla vellutata di zucca o sul gelato alla vaniglia è uno dei trucchi migliori della nostra cucina.",
      ],
    },
    es: {
      title: "Qué aceite usar en cada plato",
      headline: "Oliva, coco, pepita de calabaza y colza: cada uno tiene su sitio.",
      short: "No todos los aceites sirven para freír ni todos para ensalada. Un repaso rápido que ahorra dinero y sabor.",
      body: [
        "Los aceites prensados en frío conservan su sabor y sus vitaminas, pero no aguantan altas temperaturas. Cuando el aceite empieza a humear, sus grasas se descomponen en compuestos que no son buenos ni para el sabor ni para la salud.",
        "## Guía rápida",
        ["Aceite de oliva virgen extra: ensaladas, sofritos suaves y horno hasta 180 °C.", "Aceite de pepita de calabaza y de lino: solo en crudo, sobre el plato terminado.", "Aceite de coco y de colza refinado: para freír a fuego fuerte y saltear en wok."],
        "Guarda los aceites en botellas oscuras, lejos de los fogones, y gástalos en unos meses tras abrirlos. El aceite de lino va a la nevera.",
        "Unas gotas de aceite de pepita de calabaza sobre una crema de calabaza o un helado de vainilla es uno de los mejores trucos de nuestra cocina.",
      ],
    },
    sr: {
      title: "Koje ulje za koje jelo",
      headline: "Maslinovo, kokosovo, ulje semenki bundeve i repičino – svako ima svoje mesto.",
      short: "Nije svako ulje za prženje, a ni svako za salatu. Kratak pregled koji štedi i novac i ukus.",
      body: [
        "Hladno ceđena ulja čuvaju ukus i vitamine, ali ne podnose visoke temperature. Kada ulje počne da se dimi, masti se razgrađuju i nastaju jedinjenja koja nisu dobra ni za ukus ni za zdravlje.",
        "## Kratak vodič",
        ["Ekstra devičansko maslinovo ulje – salate, dinstanje i pečenje u rerni do 180 °C.", "Ulje semenki bundeve i laneno ulje – samo hladno, na gotovo jelo.", "Kokosovo i rafinisano repičino ulje – za jače prženje i vok."],
        "Ulja čuvajte u tamnim bocama, dalje od šporeta, i potrošite ih za nekoliko meseci posle otvaranja. Laneno ulje se drži u frižideru.",
        "Kap ulja od semenki bundeve na čorbi od bundeve ili na sladoledu od vanile jedan je od najboljih trikova naše kuhinje.",
      ],
    },
    bs: {
      title: "Koje ulje za koje jelo",
      headline: "Maslinovo, kokosovo, bundevino i repičino – svako ima svoje mjesto.",
      short: "Nije svako ulje za prženje, a ni svako za salatu. Kratak pregled koji štedi i novac i okus.",
      body: [
        "Hladno cijeđena ulja čuvaju okus i vitamine, ali ne podnose visoke temperature. Kada ulje počne da se dimi, masti se razgrađuju i nastaju spojevi koji nisu dobri ni za okus ni za zdravlje.",
        "## Kratak vodič",
        ["Ekstra djevičansko maslinovo ulje – salate, dinstanje i pečenje u rerni do 180 °C.", "Bundevino i laneno ulje – samo hladno, na gotovo jelo.", "Kokosovo i rafinirano repičino ulje – za jače prženje i wok."],
        "Ulja čuvajte u tamnim bocama, dalje od šporeta, i potrošite ih za nekoliko mjeseci nakon otvaranja. Laneno ulje se drži u frižideru.",
        "Kap bundevinog ulja na supi od bundeve ili na sladoledu od vanilije jedan je od najboljih trikova naše kuhinje.",
      ],
    },
    cnr: {
      title: "Koje ulje za koje jelo",
      headline: "Maslinovo, kokosovo, bundevino i repičino – svako ima svoje mjesto.",
      short: "Nije svako ulje za prženje, a ni svako za salatu. Kratak pregled koji štedi i novac i ukus.",
      body: [
        "Hladno cijeđena ulja čuvaju ukus i vitamine, ali ne podnose visoke temperature. Kada ulje počne da se dimi, masti se razgrađuju i nastaju jedinjenja koja nijesu dobra ni za ukus ni za zdravlje.",
        "## Kratak vodič",
        ["Ekstra djevičansko maslinovo ulje – salate, dinstanje i pečenje u rerni do 180 °C.", "Bundevino i laneno ulje – samo hladno, na gotovo jelo.", "Kokosovo i rafinisano repičino ulje – za jače prženje i vok."],
        "Ulja čuvajte u tamnim bocama, dalje od šporeta, i potrošite ih za nekoliko mjeseci nakon otvaranja. Laneno ulje se drži u frižideru.",
        "Kap bundevinog ulja na čorbi od bundeve ili na sladoledu od vanile jedan je od najboljih trikova naše kuhinje.",
      ],
    },
  },
);

const kidsSnacks = post(
  { code: "tips-kids-snacks", category: "tips", author: "lejla-hodzic", status: 4, publishedAt: "2025-09-01T07:00:00Z", updatedAt: "2026-08-25T07:00:00Z", tags: ["kids", "budget", "quick_meals"], hue: 340 },
  {
    hr: {
      title: "Užine za školu koje djeca stvarno pojedu",
      headline: "Malo planiranja, puno boja i ništa iz automata.",
      short: "Dobra školska užina drži dijete sitim do ručka i ne vraća se kući netaknuta. Ideje koje su prošle test naše djece.",
      body: [
        "Djeca jedu očima, zato je kutija s tri ili četiri mala dijela privlačnija od jednog velikog sendviča. Kombinirajte žitarice, bjelančevine i voće ili povrće.",
        "## Provjerene kombinacije",
        ["Integralni kruh s maslacem od kikirikija i kriške jabuke.", "Kuglice od zobi i datulja uz mrkvu i humus.", "Palačinke od heljde s jogurtom i šumskim voćem."],
        "Uključite dijete u pripremu: kad samo složi kutiju, veća je šansa da je isprazni. Na vikend ispecite veću količinu kuglica ili muffina i zamrznite ih po porcijama.",
        "Provjerite pravila škole o orašastim plodovima – mnoge ih zbog alergija ne dopuštaju, pa maslac od suncokreta može biti dobra zamjena.",
      ],
    },
    en: {
      title: "School snacks children actually eat",
      headline: "A little planning, lots of colour and nothing from the vending machine.",
      short: "A good school snack keeps a child full until lunch and does not come home untouched. Ideas that passed our own kids' test.",
      body: [
        "Children eat with their eyes, so a box with three or four small compartments is more tempting than one big sandwich. Combine grains, protein and fruit or vegetables.",
        "## Tried-and-tested combinations",
        ["Wholegrain bread with peanut butter and apple slices.", "Oat and date balls with carrot sticks and hummus.", "Buckwheat pancakes with yoghurt and berries."],
        "Let your child help: when they pack the box themselves, it is far more likely to come back empty. Bake a big batch of balls or muffins at the weekend and freeze them in portions.",
        "Check your school's rules on nuts – many do not allow them because of allergies, and sunflower seed butter is a good alternative.",
      ],
    },
    sl: {
      title: "Malice za šolo, ki jih otroci res pojedo",
      headline: "Malo načrtovanja, veliko barv in nič iz avtomata.",
      short: "Dobra šolska malica otroka drži sitega do kosila in se ne vrne domov nedotaknjena. Ideje, ki so prestale test naših otrok.",
      body: [
        "Otroci jedo z očmi, zato je škatlica s tremi ali štirimi majhnimi predali privlačnejša od enega velikega sendviča. Kombinirajte žita, beljakovine in sadje ali zelenjavo.",
        "## Preizkušene kombinacije",
        ["Polnozrnat kruh z arašidovim maslom in rezinami jabolka.", "Ovsene kroglice z dateljni, korenček in humus.", "Ajdove palačinke z jogurtom in gozdnimi sadeži."],
        "Otroka vključite v pripravo: ko sam napolni škatlico, jo bo bolj verjetno tudi izpraznil. Ob vikendu specite večjo količino kroglic ali mafinov in jih zamrznite po porcijah.",
        "Preverite šolska pravila glede oreščkov – številne šole jih zaradi alergij ne dovolijo, dobra zamenjava pa je sončnično maslo.",
      ],
    },
    de: {
      title: "Pausenbrote, die Kinder wirklich essen",
      headline: "Etwas Planung, viel Farbe und nichts aus dem Automaten.",
      short: "Eine gute Pausenmahlzeit hält bis zum Mittagessen satt und kommt nicht unberührt zurück. Ideen, die unsere eigenen Kinder getestet haben.",
      body: [
        "Kinder essen mit den Augen: Eine Box mit drei oder vier kleinen Fächern reizt mehr als ein großes Brot. Kombinieren Sie Getreide, Eiweiß und Obst oder Gemüse.",
        "## Bewährte Kombinationen",
        ["Vollkornbrot mit Erdnussmus und Apfelspalten.", "Hafer-Dattel-Bällchen mit Karottensticks und Hummus.", "Buchweizenpfannkuchen mit Joghurt und Beeren."],
        "Lassen Sie Ihr Kind mithelfen: Wer die Box selbst packt, bringt sie viel eher leer zurück. Backen Sie am Wochenende eine größere Menge Bällchen oder Muffins und frieren Sie sie portionsweise ein.",
        "Fragen Sie nach den Regeln der Schule zu Nüssen – viele verbieten sie wegen Allergien; Sonnenblumenkernmus ist eine gute Alternative.",
      ],
    },
    it: {
      title: "Merende per la scuola che i bambini mangiano davvero",
      headline: "Un po' di organizzazione, tanti colori e niente dal distributore.",
      short: "Una buona merenda tiene il bambino sazio fino a pranzo e non torna a casa intatta. Idee che hanno superato l'esame dei nostri figli.",
      body: [
        "I bambini mangiano con gli occhi: un contenitore con tre o quattro scomparti piccoli attira più di un grande panino. Combinate cereali, proteine e frutta o verdura.",
        "## Abbinamenti collaudati",
        ["Pane integrale con burro di arachidi e fettine di mela.", "Palline di avena e datteri con bastoncini di carota e hummus.", "Crêpe di grano saraceno con yogurt e frutti di bosco."],
        "Coinvolgete il bambino nella preparazione: se riempie da solo il contenitore, è molto più probabile che lo riporti vuoto. Nel weekend preparate una grande quantità di palline o muffin e congelateli in porzioni.",
        "Verificate le regole della scuola sulla frutta secca: molte la vietano per le allergie, e la crema di semi di girasole è una buona alternativa.",
      ],
    },
    es: {
      title: "Almuerzos para el cole que los niños sí se comen",
      headline: "Un poco de planificación, mucho color y nada de la máquina expendedora.",
      short: "Un buen almuerzo escolar mantiene al niño saciado hasta la comida y no vuelve a casa intacto. Ideas que han superado la prueba de nuestros hijos.",
      body: [
        "Los niños comen por los ojos, así que una fiambrera con tres o cuatro compartimentos pequeños atrae más que un gran bocadillo. Combina cereales, proteína y fruta o verdura.",
        "## Combinaciones probadas",
        ["Pan integral con crema de cacahuete y rodajas de manzana.", "Bolitas de avena y dátiles con palitos de zanahoria y hummus.", "Tortitas de trigo sarraceno con yogur y frutos rojos."],
        "Haz que tu hijo participe: si prepara la fiambrera él mismo, es mucho más probable que vuelva vacía. El fin de semana hornea una buena tanda de bolitas o magdalenas y congélalas por raciones.",
        "Consulta las normas del colegio sobre frutos secos: muchos no los permiten por las alergias, y la crema de pipas de girasol es una buena alternativa.",
      ],
    },
    sr: {
      title: "Užine za školu koje deca zaista pojedu",
      headline: "Malo planiranja, mnogo boja i ništa iz automata.",
      short: "Dobra školska užina drži dete sitim do ručka i ne vraća se kući netaknuta. Ideje koje su prošle test naše dece.",
      body: [
        "Deca jedu očima, zato je kutija sa tri ili četiri mala dela privlačnija od jednog velikog sendviča. Kombinujte žitarice, proteine i voće ili povrće.",
        "## Proverene kombinacije",
        ["Integralni hleb sa puterom od kikirikija i kriškama jabuke.", "Kuglice od ovsa i urmi uz šargarepu i humus.", "Palačinke od heljde sa jogurtom i šumskim voćem."],
        "Uključite dete u pripremu: kada samo složi kutiju, veća je šansa da je isprazni. Za vikend ispecite veću količinu kuglica ili mafina i zamrznite ih po porcijama.",
        "Proverite pravila škole o orašastim plodovima – mnoge ih zbog alergija ne dozvoljavaju, pa puter od suncokreta može biti dobra zamena.",
      ],
    },
    bs: {
      title: "Užine za školu koje djeca zaista pojedu",
      headline: "Malo planiranja, mnogo boja i ništa iz automata.",
      short: "Dobra školska užina drži dijete sitim do ručka i ne vraća se kući netaknuta. Ideje koje su prošle test naše djece.",
      body: [
        "Djeca jedu očima, zato je kutija s tri ili četiri mala dijela privlačnija od jednog velikog sendviča. Kombinujte žitarice, proteine i voće ili povrće.",
        "## Provjerene kombinacije",
        ["Integralni hljeb s puterom od kikirikija i kriškama jabuke.", "Kuglice od zobi i hurmi uz mrkvu i humus.", "Palačinke od heljde s jogurtom i šumskim voćem."],
        "Uključite dijete u pripremu: kada samo složi kutiju, veća je šansa da je isprazni. Za vikend ispecite veću količinu kuglica ili mafina i zamrznite ih po porcijama.",
        "Provjerite pravila škole o orašastim plodovima – mnoge ih zbog alergija ne dozvoljavaju, pa puter od suncokreta može biti dobra zamjena.",
      ],
    },
    cnr: {
      title: "Užine za školu koje đeca zaista pojedu",
      headline: "Malo planiranja, mnogo boja i ništa iz automata.",
      short: "Dobra školska užina drži dijete sitim do ručka i ne vraća se kući netaknuta. Ideje koje su prošle test naše đece.",
      body: [
        "Đeca jedu očima, zato je kutija sa tri ili četiri mala dijela privlačnija od jednog velikog sendviča. Kombinujte žitarice, proteine i voće ili povrće.",
        "## Provjerene kombinacije",
        ["Integralni hljeb sa puterom od kikirikija i kriškama jabuke.", "Kuglice od ovsa i urmi uz šargarepu i humus.", "Palačinke od heljde sa jogurtom i šumskim voćem."],
        "Uključite dijete u pripremu: kada samo složi kutiju, veća je šansa da je isprazni. Za vikend ispecite veću količinu kuglica ili mafina i zamrznite ih po porcijama.",
        "Provjerite pravila škole o orašastim plodovima – mnoge ih zbog alergija ne dozvoljavaju, pa puter od suncokreta može biti dobra zamjena.",
      ],
    },
  },
);

export const TIPS_2: SeedPost[] = [nuts, seeds, oils, kidsSnacks];
