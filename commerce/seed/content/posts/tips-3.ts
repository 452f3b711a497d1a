// Tips (blog): planning, storing, quick breakfasts, winter pantry, and an old post that now redirects.
import type { SeedPost } from "../../types";
import { post, postPath } from "../build";
import { categoryByCode } from "../categories";
import { wholeGrains } from "./tips-1";

const budgetMealPrep = post(
  { code: "tips-budget-meal-prep", category: "tips", author: "luka-peric", status: 4, publishedAt: "2025-10-06T07:00:00Z", updatedAt: "2025-10-20T07:00:00Z", tags: ["meal_prep", "budget"], hue: 120 },
  {
    hr: {
      title: "Priprema obroka unaprijed: tjedan za dvoje za 40 eura",
      headline: "Dva sata u nedjelju, pet ručkova bez stresa.",
      short: "S vrećicom leće, kilogramom riže i sezonskim povrćem možete skuhati cijeli radni tjedan. Evo našeg plana.",
      body: [
        "Tajna povoljne pripreme nije u posebnim receptima nego u osnovama koje se kombiniraju. Skuhajte jednu žitaricu, jednu mahunarku i pecite pleh povrća istovremeno.",
        "## Nedjeljni popis",
        ["1 kg smeđe riže ili prosa.", "500 g crvene leće i 500 g slanutka.", "Sezonsko povrće: bundeva, kupus, mrkva, luk."],
        "Od istih sastojaka u ponedjeljak radite zdjelu s rižom i pečenim povrćem, u utorak juhu od leće, u srijedu salatu sa slanutkom. Umaci – tahini s limunom ili jogurt s češnjakom – čine da se obroci ne ponavljaju.",
        "Kuhana jela u hladnjaku traju tri do četiri dana, pa dio za četvrtak i petak odmah zamrznite.",
      ],
    },
    en: {
      title: "Meal prep on a budget: a week for two for 40 euros",
      headline: "Two hours on Sunday, five stress-free lunches.",
      short: "With a bag of lentils, a kilo of rice and seasonal vegetables you can cook a whole working week. Here is our plan.",
      body: [
        "The secret of budget meal prep is not special recipes but basics that combine. Cook one grain and one pulse and roast a tray of vegetables at the same time.",
        "## The Sunday list",
        ["1 kg brown rice or millet.", "500 g red lentils and 500 g chickpeas.", "Seasonal vegetables: pumpkin, cabbage, carrots, onions."],
        "From the same ingredients you make a rice bowl with roasted vegetables on Monday, lentil soup on Tuesday and a chickpea salad on Wednesday. Sauces – tahini with lemon or garlic yoghurt – keep the meals from feeling repetitive.",
        "Cooked dishes keep for three to four days in the fridge, so freeze the portions for Thursday and Friday straight away.",
      ],
    },
    sl: {
      title: "Priprava obrokov vnaprej: teden za dva za 40 evrov",
      headline: "Dve uri v nedeljo, pet kosil brez stresa.",
      short: "Z vrečko leče, kilogramom riža in sezonsko zelenjavo skuhate za ves delovni teden. To je naš načrt.",
      body: [
        "Skrivnost ugodne priprave niso posebni recepti, temveč osnove, ki jih kombinirate. Hkrati skuhajte eno žito, eno stročnico in specite pekač zelenjave.",
        "## Nedeljski seznam",
        ["1 kg rjavega riža ali prosa.", "500 g rdeče leče in 500 g čičerike.", "Sezonska zelenjava: buča, zelje, korenje, čebula."],
        "Iz istih sestavin v ponedeljek pripravite skledo z rižem in pečeno zelenjavo, v torek lečino juho, v sredo solato s čičeriko. Omake – tahini z limono ali jogurt s česnom – poskrbijo, da se obroki ne ponavljajo.",
        "Kuhane jedi v hladilniku zdržijo tri do štiri dni, zato porcije za četrtek in petek takoj zamrznite.",
      ],
    },
    de: {
      title: "Günstig vorkochen: eine Woche für zwei für 40 Euro",
      headline: "Zwei Stunden am Sonntag, fünf Mittagessen ohne Stress.",
      short: "Mit einer Tüte Linsen, einem Kilo Reis und Saisongemüse kochen Sie für die ganze Arbeitswoche. Hier ist unser Plan.",
      body: [
        "Das Geheimnis des günstigen Vorkochens sind keine besonderen Rezepte, sondern Grundzutaten, die sich kombinieren lassen. Kochen Sie gleichzeitig ein Getreide und eine Hülsenfrucht und rösten Sie ein Blech Gemüse.",
        "## Die Sonntagsliste",
        ["1 kg Naturreis oder Hirse.", "500 g rote Linsen und 500 g Kichererbsen.", "Saisongemüse: Kürbis, Kohl, Karotten, Zwiebeln."],
        "Aus denselben Zutaten wird am Montag eine Reisbowl mit Ofengemüse, am Dienstag Linsensuppe und am Mittwoch Kichererbsensalat. Saucen wie Tahini mit Zitrone oder Knoblauchjoghurt sorgen für Abwechslung.",
        "Gekochte Gerichte halten im Kühlschrank drei bis vier Tage – frieren Sie die Portionen für Donnerstag und Freitag daher sofort ein.",
      ],
    },
    it: {
      title: "Pasti pronti in anticipo: una settimana per due con 40 euro",
      headline: "Due ore la domenica, cinque pranzi senza stress.",
      short: "Con un sacchetto di lenticchie, un chilo di riso e verdure di stagione si cucina per tutta la settimana lavorativa. Ecco il nostro piano.",
      body: [
        "Il segreto non sono ricette speciali, ma basi che si combinano tra loro. Cuocete contemporaneamente un cereale e un legume e arrostite una teglia di verdure.",
        "## La lista della domenica",
        ["1 kg di riso integrale o miglio.", "500 g di lenticchie rosse e 500 g di ceci.", "Verdure di stagione: zucca, cavolo, carote, cipolle."],
        "Con gli stessi ingredienti il lunedì preparate una bowl di riso e verdure arrosto, il martedì una zuppa di lenticchie e il mercoledì un'insalata di ceci. Le salse, tahina e limone o yogurt all'aglio, evitano la monotonia.",
        "I piatti cotti durano tre o quattro giorni in frigorifero, quindi congelate subito le porzioni di giovedì e venerdì.",
      ],
    },
    es: {
      title: "Cocinar por adelantado con poco dinero: una semana para dos por 40 euros",
      slug: "cocinar-por-adelantado-una-semana-para-dos",
      headline: "Dos horas el domingo, cinco comidas sin estrés.",
      short: "Con una bolsa de lentejas, un kilo de arroz y verdura de temporada cocinas para toda la semana laboral. Este es nuestro plan.",
      body: [
        "El secreto no está en recetas especiales, sino en bases que se combinan. Cuece a la vez un cereal y una legumbre y asa una bandeja de verduras.",
        "## La lista del domingo",
        ["1 kg de arroz integral o mijo.", "500 g de lentejas rojas y 500 g de garbanzos.", "Verdura de temporada: calabaza, col, zanahoria y cebolla."],
        "Con los mismos ingredientes, el lunes preparas un bol de arroz con verduras asadas, el martes una sopa de lentejas y el miércoles una ensalada de garbanzos. Las salsas, tahini con limón o yogur con ajo, evitan que las comidas se repitan.",
        "Los platos cocinados aguantan de tres a cuatro días en la nevera, así que congela enseguida las raciones del jueves y el viernes.",
      ],
    },
    sr: {
      title: "Priprema obroka unapred: nedelja za dvoje za 40 evra",
      headline: "Dva sata u nedelju, pet ručkova bez stresa.",
      short: "Sa kesom sočiva, kilogramom pirinča i sezonskim povrćem možete da skuvate celu radnu nedelju. Evo našeg plana.",
      body: [
        "Tajna povoljne pripreme nisu posebni recepti, već osnove koje se kombinuju. Istovremeno skuvajte jednu žitaricu i jednu mahunarku i ispecite pleh povrća.",
        "## Nedeljni spisak",
        ["1 kg braon pirinča ili prosa.", "500 g crvenog sočiva i 500 g leblebija.", "Sezonsko povrće: bundeva, kupus, šargarepa, luk."],
        "Od istih sastojaka u ponedeljak pravite činiju sa pirinčem i pečenim povrćem, u utorak čorbu od sočiva, u sredu salatu sa leblebijama. Sosovi – tahini sa limunom ili jogurt sa belim lukom – čine da se obroci ne ponavljaju.",
        "Kuvana jela u frižideru traju tri do četiri dana, pa porcije za četvrtak i petak odmah zamrznite.",
      ],
    },
    bs: {
      title: "Priprema obroka unaprijed: sedmica za dvoje za 80 KM",
      headline: "Dva sata u nedjelju, pet ručkova bez stresa.",
      short: "S kesom leće, kilogramom riže i sezonskim povrćem možete skuhati cijelu radnu sedmicu. Evo našeg plana.",
      body: [
        "Tajna povoljne pripreme nisu posebni recepti, nego osnove koje se kombinuju. Istovremeno skuhajte jednu žitaricu i jednu mahunarku i ispecite pleh povrća.",
        "## Nedjeljni spisak",
        ["1 kg smeđe riže ili prosa.", "500 g crvene leće i 500 g slanutka.", "Sezonsko povrće: bundeva, kupus, mrkva, luk."],
        "Od istih sastojaka u ponedjeljak pravite zdjelu s rižom i pečenim povrćem, u utorak čorbu od leće, u srijedu salatu sa slanutkom. Umaci – tahini s limunom ili jogurt s bijelim lukom – čine da se obroci ne ponavljaju.",
        "Kuhana jela u frižideru traju tri do četiri dana, pa porcije za četvrtak i petak odmah zamrznite.",
      ],
    },
    cnr: {
      title: "Priprema obroka unaprijed: nedjelja za dvoje za 40 eura",
      headline: "Dva sata u nedjelju, pet ručkova bez stresa.",
      short: "Sa kesom sočiva, kilogramom pirinča i sezonskim povrćem možete da skuvate cijelu radnu nedjelju. Evo našeg plana.",
      body: [
        "Tajna povoljne pripreme nijesu posebni recepti, već osnove koje se kombinuju. Istovremeno skuvajte jednu žitaricu i jednu mahunarku i ispecite pleh povrća.",
        "## Spisak za nedjelju",
        ["1 kg braon pirinča ili prosa.", "500 g crvenog sočiva i 500 g leblebija.", "Sezonsko povrće: bundeva, kupus, šargarepa, luk."],
        "Od istih sastojaka u ponedjeljak pravite činiju sa pirinčem i pečenim povrćem, u utorak čorbu od sočiva, u srijedu salatu sa leblebijama. Sosovi – tahini sa limunom ili jogurt sa bijelim lukom – čine da se obroci ne ponavljaju.",
        "Kuvana jela u frižideru traju tri do četiri dana, pa porcije za četvrtak i petak odmah zamrznite.",
      ],
    },
  },
);

const storing = post(
  { code: "tips-storing-pantry", category: "tips", author: "nikola-radovic", status: 3, publishedAt: "2025-11-03T08:00:00Z", updatedAt: "2025-11-03T08:00:00Z", tags: ["zero_waste", "budget"], hue: 160 },
  {
    hr: {
      title: "Kako čuvati žitarice, orašaste plodove i brašno",
      headline: "Manje bačene hrane, manje moljaca i bolji okus.",
      short: "Pravilno spremljena smočnica štedi novac. Evo što ide u staklenku, što u hladnjak, a što u zamrzivač.",
      body: [
        "Neprijatelji suhe hrane su toplina, vlaga, svjetlo i zrak. Zato sve što otvorite prebacite u dobro zatvorene staklenke i označite ih datumom otvaranja.",
        "## Gdje što čuvati",
        ["Riža, tjestenina, mahunarke – u staklenki na polici, do godinu dana.", "Integralno brašno i pahuljice – na hladnom, do tri mjeseca.", "Orašasti plodovi i mljeveni lan – u hladnjaku ili zamrzivaču."],
        "Integralna brašna sadrže klicu bogatu mastima, pa brže užegnu od bijelih. Ako kupujete veće pakiranje, dio odmah stavite u zamrzivač.",
        "Ako primijetite moljce, bacite zaraženu hranu, operite police octom i nove namirnice prvih nekoliko dana držite u zamrzivaču.",
      ],
    },
    en: {
      title: "How to store grains, nuts and flour",
      headline: "Less food waste, fewer pantry moths and better flavour.",
      short: "A well-organised pantry saves money. Here is what goes in a jar, what goes in the fridge and what goes in the freezer.",
      body: [
        "The enemies of dry food are heat, moisture, light and air. So move everything you open into tightly closed jars and label them with the date you opened them.",
        "## Where to keep what",
        ["Rice, pasta, pulses – in a jar on the shelf, up to a year.", "Wholegrain flour and flakes – somewhere cool, up to three months.", "Nuts and ground flax – in the fridge or freezer."],
        "Wholegrain flours contain the fat-rich germ, so they turn rancid faster than white flour. If you buy a large bag, put part of it in the freezer right away.",
        "If you spot moths, throw out the affected food, wipe the shelves with vinegar and keep new groceries in the freezer for the first few days.",
      ],
    },
    sl: {
      title: "Kako shranjevati žita, oreščke in moko",
      headline: "Manj zavržene hrane, manj molj in boljši okus.",
      short: "Pravilno urejena shramba prihrani denar. Kaj sodi v kozarec, kaj v hladilnik in kaj v zamrzovalnik.",
      body: [
        "Sovražniki suhih živil so toplota, vlaga, svetloba in zrak. Zato vse, kar odprete, preložite v dobro zaprte kozarce in nanje napišite datum odprtja.",
        "## Kje kaj shranjevati",
        ["Riž, testenine, stročnice – v kozarcu na polici, do enega leta.", "Polnozrnata moka in kosmiči – na hladnem, do tri mesece.", "Oreščki in mleti lan – v hladilniku ali zamrzovalniku."],
        "Polnozrnate moke vsebujejo kalček, bogat z maščobami, zato se žarkijo hitreje od belih. Če kupite večje pakiranje, del takoj dajte v zamrzovalnik.",
        "Če opazite molje, zavrzite okužena živila, police obrišite s kisom in nova živila prve dni hranite v zamrzovalniku.",
      ],
    },
    de: {
      title: "Getreide, Nüsse und Mehl richtig lagern",
      headline: "Weniger Lebensmittelabfall, weniger Motten und besserer Geschmack.",
      short: "Ein gut sortierter Vorratsschrank spart Geld. Was ins Glas, was in den Kühlschrank und was in den Gefrierschrank gehört.",
      body: [
        "Feinde trockener Lebensmittel sind Wärme, Feuchtigkeit, Licht und Luft. Füllen Sie deshalb alles Angebrochene in gut schließende Gläser um und beschriften Sie sie mit dem Öffnungsdatum.",
        "## Was wohin gehört",
        ["Reis, Nudeln, Hülsenfrüchte – im Glas im Regal, bis zu einem Jahr.", "Vollkornmehl und Flocken – kühl, bis zu drei Monate.", "Nüsse und geschroteter Leinsamen – in Kühl- oder Gefrierschrank."],
        "Vollkornmehl enthält den fettreichen Keimling und wird daher schneller ranzig als Weißmehl. Kaufen Sie eine große Packung, geben Sie einen Teil gleich in den Gefrierschrank.",
        "Entdecken Sie Motten, werfen Sie betroffene Lebensmittel weg, wischen Sie die Regale mit Essig aus und lagern Sie neue Vorräte die ersten Tage im Gefrierfach.",
      ],
    },
    it: {
      title: "Come conservare cereali, frutta secca e farine",
      headline: "Meno sprechi, meno tarme e più sapore.",
      short: "Una dispensa ben organizzata fa risparmiare. Ecco cosa va nel barattolo, cosa in frigorifero e cosa in freezer.",
      body: [
        "I nemici degli alimenti secchi sono calore, umidità, luce e aria. Trasferite quindi tutto ciò che aprite in barattoli ben chiusi e scriveteci la data di apertura.",
        "## Dove conservare cosa",
        ["Riso, pasta, legumi: in barattolo sullo scaffale, fino a un anno.", "Farine integrali e fiocchi: al fresco, fino a tre mesi.", "Frutta secca e lino macinato: in frigorifero o in freezer."],
        "Le farine integrali contengono il germe, ricco di grassi, e per questo irrancidiscono prima di quelle bianche. Se comprate una confezione grande, mettetene subito una parte in freezer.",
        "Se notate le tarme, buttate gli alimenti colpiti, pulite i ripiani con aceto e tenete la spesa nuova in freezer per i primi giorni.",
      ],
    },
    es: {
      title: "Cómo conservar cereales, frutos secos y harinas",
      headline: "Menos desperdicio, menos polillas y mejor sabor.",
      short: "Una despensa bien organizada ahorra dinero. Esto es lo que va en un tarro, lo que va a la nevera y lo que va al congelador.",
      body: [
        "Los enemigos de los alimentos secos son el calor, la humedad, la luz y el aire. Pasa todo lo que abras a tarros bien cerrados y apunta en ellos la fecha de apertura.",
        "## Dónde guardar cada cosa",
        ["Arroz, pasta y legumbres: en tarro en la estantería, hasta un año.", "Harinas integrales y copos: en un lugar fresco, hasta tres meses.", "Frutos secos y lino molido: en la nevera o el congelador."],
        "Las harinas integrales contienen el germen, rico en grasa, y por eso se enrancian antes que las blancas. Si compras un paquete grande, mete una parte en el congelador enseguida.",
        "Si ves polillas, tira los alimentos afectados, limpia las baldas con vinagre y guarda la compra nueva en el congelador los primeros días.",
      ],
    },
    sr: {
      title: "Kako čuvati žitarice, orašaste plodove i brašno",
      headline: "Manje bačene hrane, manje moljaca i bolji ukus.",
      short: "Pravilno složena ostava štedi novac. Evo šta ide u teglu, šta u frižider, a šta u zamrzivač.",
      body: [
        "Neprijatelji suve hrane su toplota, vlaga, svetlost i vazduh. Zato sve što otvorite prebacite u dobro zatvorene tegle i označite ih datumom otvaranja.",
        "## Gde šta čuvati",
        ["Pirinač, testenina, mahunarke – u tegli na polici, do godinu dana.", "Integralno brašno i pahuljice – na hladnom, do tri meseca.", "Orašasti plodovi i mleveni lan – u frižideru ili zamrzivaču."],
        "Integralna brašna sadrže klicu bogatu mastima, pa se brže užegnu od belih. Ako kupujete veće pakovanje, deo odmah stavite u zamrzivač.",
        "Ako primetite moljce, bacite zaraženu hranu, operite police sirćetom i nove namirnice prvih nekoliko dana držite u zamrzivaču.",
      ],
    },
    bs: {
      title: "Kako čuvati žitarice, orašaste plodove i brašno",
      headline: "Manje bačene hrane, manje moljaca i bolji okus.",
      short: "Pravilno složena ostava štedi novac. Evo šta ide u teglu, šta u frižider, a šta u zamrzivač.",
      body: [
        "Neprijatelji suhe hrane su toplota, vlaga, svjetlost i zrak. Zato sve što otvorite prebacite u dobro zatvorene tegle i označite ih datumom otvaranja.",
        "## Gdje šta čuvati",
        ["Riža, tjestenina, mahunarke – u tegli na polici, do godinu dana.", "Integralno brašno i pahuljice – na hladnom, do tri mjeseca.", "Orašasti plodovi i mljeveni lan – u frižideru ili zamrzivaču."],
        "Integralna brašna sadrže klicu bogatu mastima, pa brže užegnu od bijelih. Ako kupujete veće pakovanje, dio odmah stavite u zamrzivač.",
        "Ako primijetite moljce, bacite zaraženu hranu, operite police sirćetom i nove namirnice prvih nekoliko dana držite u zamrzivaču.",
      ],
    },
    cnr: {
      title: "Kako da čuvate žitarice, orašaste plodove i brašno",
      headline: "Manje bačene hrane, manje moljaca i bolji ukus.",
      short: "Pravilno složena ostava štedi novac. Evo šta ide u teglu, šta u frižider, a šta u zamrzivač.",
      body: [
        "Neprijatelji suve hrane su toplota, vlaga, svjetlost i vazduh. Zato sve što otvorite prebacite u dobro zatvorene tegle i označite ih datumom otvaranja.",
        "## Đe šta čuvati",
        ["Pirinač, tjestenina, mahunarke – u tegli na polici, do godinu dana.", "Integralno brašno i pahuljice – na hladnom, do tri mjeseca.", "Orašasti plodovi i mljeveni lan – u frižideru ili zamrzivaču."],
        "Integralna brašna sadrže klicu bogatu mastima, pa se brže užegnu od bijelih. Ako kupujete veće pakovanje, dio odmah stavite u zamrzivač.",
        "Ako primijetite moljce, bacite zaraženu hranu, operite police sirćetom i nove namirnice prvih nekoliko dana držite u zamrzivaču.",
      ],
    },
  },
);

const quickBreakfasts = post(
  { code: "tips-quick-breakfasts", category: "tips", author: "ivana-markovic", status: 3, publishedAt: "2026-01-12T07:00:00Z", updatedAt: "2026-01-12T07:00:00Z", tags: ["breakfast", "quick_meals"], hue: 48 },
  {
    hr: {
      title: "Pet doručaka za manje od deset minuta",
      headline: "Jutarnja žurba nije izgovor za preskakanje doručka.",
      short: "Doručak s vlaknima i bjelančevinama drži koncentraciju do podneva. Pet ideja koje stanu u deset minuta.",
      body: [
        "Dobar doručak ima tri dijela: cjelovitu žitaricu, izvor bjelančevina i nešto svježe. Kad su osnovne namirnice na dohvat ruke, priprema traje kraće od kuhanja kave.",
        "## Naših pet favorita",
        ["Zobena kaša s maslacem od kikirikija i bananom.", "Grčki jogurt s granolom i bobičastim voćem.", "Integralni tost s avokadom i jajetom.", "Chia puding pripremljen večer prije.", "Smoothie od špinata, banane i zobenih pahuljica."],
        "Ako ujutro stvarno nemate vremena, napravite kašu u staklenki navečer: pahuljice, mlijeko i sjemenke ostavite u hladnjaku i ujutro je samo uzmete sa sobom.",
        "Zaslađene žitarice i peciva zadovolje glad brzo, ali kratko – oko deset sati opet posegnete za grickalicom.",
      ],
    },
    en: {
      title: "Five breakfasts in under ten minutes",
      headline: "The morning rush is no excuse to skip breakfast.",
      short: "A breakfast with fibre and protein keeps you focused until noon. Five ideas that fit into ten minutes.",
      body: [
        "A good breakfast has three parts: a whole grain, a source of protein and something fresh. When the basics are within reach, it takes less time than making coffee.",
        "## Our five favourites",
        ["Porridge with peanut butter and banana.", "Greek yoghurt with granola and berries.", "Wholegrain toast with avocado and egg.", "Chia pudding made the night before.", "A smoothie of spinach, banana and oats."],
        "If you really have no time in the morning, make jar oats in the evening: leave the flakes, milk and seeds in the fridge and just grab the jar on your way out.",
        "Sweetened cereals and pastries fill you up fast but not for long – by ten o'clock you are reaching for a snack again.",
      ],
    },
    sl: {
      title: "Pet zajtrkov v manj kot desetih minutah",
      headline: "Jutranja naglica ni izgovor za izpuščen zajtrk.",
      short: "Zajtrk z vlakninami in beljakovinami ohranja zbranost do poldneva. Pet idej, ki jih pripravite v desetih minutah.",
      body: [
        "Dober zajtrk ima tri dele: polnozrnato žito, vir beljakovin in nekaj svežega. Ko so osnovna živila pri roki, priprava traja manj kot kuhanje kave.",
        "## Naših pet najljubših",
        ["Ovsena kaša z arašidovim maslom in banano.", "Grški jogurt z granolo in jagodičevjem.", "Polnozrnat toast z avokadom in jajcem.", "Chia puding, pripravljen prejšnji večer.", "Smuti iz špinače, banane in ovsenih kosmičev."],
        "Če zjutraj res nimate časa, si kašo v kozarcu pripravite zvečer: kosmiče, mleko in semena pustite v hladilniku in zjutraj kozarec samo vzamete s seboj.",
        "Sladkani kosmiči in pecivo hitro nasitijo, a ne za dolgo – okoli desete že spet sežete po prigrizku.",
      ],
    },
    de: {
      title: "Fünf Frühstücksideen in unter zehn Minuten",
      headline: "Morgenstress ist keine Ausrede, das Frühstück auszulassen.",
      short: "Ein Frühstück mit Ballaststoffen und Eiweiß hält bis mittags konzentriert. Fünf Ideen, die in zehn Minuten fertig sind.",
      body: [
        "Ein gutes Frühstück hat drei Teile: Vollkorn, eine Eiweißquelle und etwas Frisches. Liegen die Grundzutaten griffbereit, dauert es kürzer als das Kaffeekochen.",
        "## Unsere fünf Favoriten",
        ["Porridge mit Erdnussmus und Banane.", "Griechischer Joghurt mit Granola und Beeren.", "Vollkorntoast mit Avocado und Ei.", "Chiapudding vom Vorabend.", "Smoothie aus Spinat, Banane und Haferflocken."],
        "Wer morgens wirklich keine Zeit hat, setzt abends Overnight Oats im Glas an: Flocken, Milch und Samen über Nacht in den Kühlschrank, morgens nur noch mitnehmen.",
        "Gezuckerte Cerealien und Gebäck machen schnell satt, aber nicht lange – gegen zehn Uhr greifen Sie wieder zum Snack.",
      ],
    },
    it: {
      title: "Cinque colazioni in meno di dieci minuti",
      headline: "La fretta del mattino non è una scusa per saltare la colazione.",
      short: "Una colazione con fibre e proteine mantiene la concentrazione fino a mezzogiorno. Cinque idee che stanno in dieci minuti.",
      body: [
        "Una buona colazione ha tre elementi: un cereale integrale, una fonte di proteine e qualcosa di fresco. Se le basi sono a portata di mano, ci vuole meno tempo che a fare il caffè.",
        "## Le nostre cinque preferite",
        ["Porridge con burro di arachidi e banana.", "Yogurt greco con granola e frutti di bosco.", "Pane integrale tostato con avocado e uovo.", "Budino di chia preparato la sera prima.", "Frullato di spinaci, banana e fiocchi d'avena."],
        "Se la mattina proprio non avete tempo, preparate l'avena in barattolo la sera: fiocchi, latte e semi in frigorifero e al mattino basta prendere il barattolo.",
        "Cereali zuccherati e brioche saziano in fretta ma per poco: verso le dieci si torna a cercare uno spuntino.",
      ],
    },
    es: {
      title: "Cinco desayunos en menos de diez minutos",
      headline: "Las prisas de la mañana no son excusa para saltarse el desayuno.",
      short: "Un desayuno con fibra y proteína mantiene la concentración hasta el mediodía. Cinco ideas que caben en diez minutos.",
      body: [
        "Un buen desayuno tiene tres partes: un cereal integral, una fuente de proteína y algo fresco. Si tienes lo básico a mano, se tarda menos que en preparar el café.",
        "## Nuestros cinco favoritos",
        ["Gachas de avena con crema de cacahuete y plátano.", "Yogur griego con granola y frutos rojos.", "Tostada integral con aguacate y huevo.", "Pudin de chía preparado la noche anterior.", "Batido de espinacas, plátano y copos de avena."],
        "Si de verdad no tienes tiempo por la mañana, prepara la avena en un tarro por la noche: copos, leche y semillas en la nevera y por la mañana solo tienes que cogerlo.",
        "Los cereales azucarados y la bollería sacian rápido, pero poco tiempo: a las diez vuelves a buscar algo para picar.",
      ],
    },
    sr: {
      title: "Pet doručaka za manje od deset minuta",
      headline: "Jutarnja žurba nije izgovor za preskakanje doručka.",
      short: "Doručak sa vlaknima i proteinima čuva koncentraciju do podneva. Pet ideja koje staju u deset minuta.",
      body: [
        "Dobar doručak ima tri dela: integralnu žitaricu, izvor proteina i nešto sveže. Kada su osnovne namirnice nadohvat ruke, priprema traje kraće od kuvanja kafe.",
        "## Naših pet favorita",
        ["Ovsena kaša sa puterom od kikirikija i bananom.", "Grčki jogurt sa granolom i bobičastim voćem.", "Integralni tost sa avokadom i jajetom.", "Čija puding pripremljen veče pre.", "Smuti od spanaća, banane i ovsenih pahuljica."],
        "Ako ujutru zaista nemate vremena, napravite kašu u tegli uveče: pahuljice, mleko i semenke ostavite u frižideru i ujutru je samo ponesete.",
        "Zaslađene žitarice i peciva brzo zasite, ali kratko – oko deset sati ponovo posežete za grickalicom.",
      ],
    },
    bs: {
      title: "Pet doručaka za manje od deset minuta",
      headline: "Jutarnja žurba nije izgovor za preskakanje doručka.",
      short: "Doručak s vlaknima i proteinima čuva koncentraciju do podne. Pet ideja koje stanu u deset minuta.",
      body: [
        "Dobar doručak ima tri dijela: integralnu žitaricu, izvor proteina i nešto svježe. Kada su osnovne namirnice nadohvat ruke, priprema traje kraće od kuhanja kahve.",
        "## Naših pet favorita",
        ["Zobena kaša s puterom od kikirikija i bananom.", "Grčki jogurt s granolom i bobičastim voćem.", "Integralni tost s avokadom i jajetom.", "Chia puding pripremljen večer prije.", "Smoothie od špinata, banane i zobenih pahuljica."],
        "Ako ujutro zaista nemate vremena, napravite kašu u tegli navečer: pahuljice, mlijeko i sjemenke ostavite u frižideru i ujutro je samo ponesete.",
        "Zaslađene žitarice i peciva brzo zasite, ali kratko – oko deset sati ponovo posežete za grickalicom.",
      ],
    },
    cnr: {
      title: "Pet doručaka za manje od deset minuta",
      headline: "Jutarnja žurba nije izgovor da preskočite doručak.",
      short: "Doručak sa vlaknima i proteinima čuva koncentraciju do podneva. Pet ideja koje staju u deset minuta.",
      body: [
        "Dobar doručak ima tri dijela: integralnu žitaricu, izvor proteina i nešto svježe. Kada su osnovne namirnice nadohvat ruke, priprema traje kraće od kuvanja kafe.",
        "## Naših pet favorita",
        ["Ovsena kaša sa puterom od kikirikija i bananom.", "Grčki jogurt sa granolom i bobičastim voćem.", "Integralni tost sa avokadom i jajetom.", "Čija puding pripremljen veče prije.", "Smuti od spanaća, banane i ovsenih pahuljica."],
        "Ako ujutru zaista nemate vremena, napravite kašu u tegli uveče: pahuljice, mlijeko i sjemenke ostavite u frižideru i ujutru je samo ponesete.",
        "Zaslađene žitarice i peciva brzo zasite, ali kratko – oko deset sati opet posežete za grickalicom.",
      ],
    },
  },
);

const winterPantry = post(
  { code: "tips-winter-immunity", category: "tips", author: "lejla-hodzic", status: 3, publishedAt: "2025-12-01T08:00:00Z", updatedAt: "2025-12-15T08:00:00Z", tags: ["immunity", "seasonal"], hue: 15 },
  {
    hr: {
      title: "Zimska smočnica za jači imunitet",
      headline: "Nema čudotvornih pilula, ali ima dobrih navika.",
      short: "Imunitet se ne gradi preko noći, nego tanjurom po tanjurom. Namirnice koje zimi uvijek imamo pri ruci.",
      body: [
        "Za obrambeni sustav najvažniji su raznolika prehrana, san i kretanje. Hrana ipak pomaže: vitamin C, cink, vitamin D i vlakna koja hrane crijevne bakterije.",
        "## Što držimo u smočnici",
        ["Kiseli kupus i druge fermentirane namirnice.", "Bučine sjemenke i leća – cink i željezo.", "Đumbir, kurkuma i češnjak za juhe i čajeve.", "Sušeni šipak i biljni čajevi."],
        "Vitamin D zimi je teško dobiti iz hrane, pa je dobro o dodatku razgovarati s liječnikom ili ljekarnikom. Vitamin C najlakše ćete unijeti svježim paprikama, kupusom i citrusima.",
        "Topla juha od leće s kurkumom i kriškom limuna naša je omiljena zimska večera.",
      ],
    },
    en: {
      title: "A winter pantry for a stronger immune system",
      headline: "There are no miracle pills, but there are good habits.",
      short: "Immunity is not built overnight but plate by plate. The foods we always keep to hand in winter.",
      body: [
        "What matters most for your immune system is a varied diet, sleep and movement. Food still helps: vitamin C, zinc, vitamin D and the fibre that feeds gut bacteria.",
        "## What we keep in the pantry",
        ["Sauerkraut and other fermented foods.", "Pumpkin seeds and lentils – zinc and iron.", "Ginger, turmeric and garlic for soups and teas.", "Dried rosehips and herbal teas."],
        "Vitamin D is hard to get from food in winter, so it is worth discussing a supplement with your doctor or pharmacist. Vitamin C is easiest to get from fresh peppers, cabbage and citrus fruit.",
        "A warm lentil soup with turmeric and a slice of lemon is our favourite winter dinner.",
      ],
    },
    sl: {
      title: "Zimska shramba za močnejšo odpornost",
      headline: "Čudežnih tablet ni, so pa dobre navade.",
      short: "Odpornost ne nastane čez noč, temveč krožnik za krožnikom. Živila, ki jih pozimi vedno imamo pri roki.",
      body: [
        "Za imunski sistem so najpomembnejši raznolika prehrana, spanec in gibanje. Hrana vseeno pomaga: vitamin C, cink, vitamin D in vlaknine, ki hranijo črevesne bakterije.",
        "## Kaj imamo v shrambi",
        ["Kislo zelje in druga fermentirana živila.", "Bučna semena in leča – cink in železo.", "Ingver, kurkuma in česen za juhe in čaje.", "Suhi šipek in zeliščni čaji."],
        "Vitamin D je pozimi težko dobiti s hrano, zato se o dodatku posvetujte z zdravnikom ali farmacevtom. Vitamin C najlažje zaužijete s svežo papriko, zeljem in citrusi.",
        "Topla lečina juha s kurkumo in rezino limone je naša najljubša zimska večerja.",
      ],
    },
    de: {
      title: "Der Wintervorrat für ein starkes Immunsystem",
      headline: "Wunderpillen gibt es nicht, gute Gewohnheiten schon.",
      short: "Abwehrkräfte entstehen nicht über Nacht, sondern Teller für Teller. Diese Lebensmittel haben wir im Winter immer im Haus.",
      body: [
        "Am wichtigsten für das Immunsystem sind abwechslungsreiche Ernährung, Schlaf und Bewegung. Das Essen hilft trotzdem: Vitamin C, Zink, Vitamin D und Ballaststoffe, die die Darmbakterien füttern.",
        "## Was in unserem Vorrat steht",
        ["Sauerkraut und andere fermentierte Lebensmittel.", "Kürbiskerne und Linsen – Zink und Eisen.", "Ingwer, Kurkuma und Knoblauch für Suppen und Tee.", "Getrocknete Hagebutten und Kräutertees."],
        "Vitamin D lässt sich im Winter kaum über das Essen decken – sprechen Sie mit Ärztin, Arzt oder Apotheke über ein Präparat. Vitamin C liefern frische Paprika, Kohl und Zitrusfrüchte am einfachsten.",
        "Eine warme Linsensuppe mit Kurkuma und einer Zitronenscheibe ist unser liebstes Winterabendessen.",
      ],
    },
    it: {
      title: "La dispensa d'inverno per difese più forti",
      headline: "Non esistono pillole miracolose, ma buone abitudini sì.",
      short: "Le difese non si costruiscono in una notte, ma piatto dopo piatto. Gli alimenti che d'inverno teniamo sempre a portata di mano.",
      body: [
        "Per il sistema immunitario contano soprattutto un'alimentazione varia, il sonno e il movimento. Il cibo aiuta comunque: vitamina C, zinco, vitamina D e le fibre che nutrono i batteri intestinali.",
        "## Cosa teniamo in dispensa",
        ["Crauti e altri alimenti fermentati.", "Semi di zucca e lenticchie: zinco e ferro.", "Zenzero, curcuma e aglio per zuppe e tisane.", "Rosa canina essiccata e tisane."],
        "D'inverno la vitamina D è difficile da ottenere dal cibo: parlatene con il medico o il farmacista per un integratore. La vitamina C arriva più facilmente da peperoni freschi, cavoli e agrumi.",
        "Una zuppa calda di lenticchie con curcuma e una fetta di limone è la nostra cena invernale preferita.",
      ],
    },
    es: {
      title: "Una despensa de invierno para reforzar las defensas",
      headline: "No hay pastillas milagrosas, pero sí buenos hábitos.",
      short: "Las defensas no se construyen de un día para otro, sino plato a plato. Los alimentos que siempre tenemos a mano en invierno.",
      body: [
        "Para el sistema inmunitario lo más importante es una dieta variada, dormir bien y moverse. Aun así, la comida ayuda: vitamina C, zinc, vitamina D y la fibra que alimenta a las bacterias intestinales.",
        "## Lo que hay en nuestra despensa",
        ["Chucrut y otros fermentados.", "Pipas de calabaza y lentejas: zinc y hierro.", "Jengibre, cúrcuma y ajo para sopas e infusiones.", "Escaramujo seco e infusiones de hierbas."],
        "En invierno es difícil obtener vitamina D de la comida, así que conviene consultar un suplemento con el médico o el farmacéutico. La vitamina C es más fácil de conseguir con pimiento fresco, col y cítricos.",
        "Una sopa caliente de lentejas con cúrcuma y una rodaja de limón es nuestra cena de invierno favorita.",
      ],
    },
    sr: {
      title: "Zimska ostava za jači imunitet",
      headline: "Nema čudotvornih pilula, ali ima dobrih navika.",
      short: "Imunitet se ne gradi preko noći, već tanjir po tanjir. Namirnice koje zimi uvek imamo pri ruci.",
      body: [
        "Za imuni sistem najvažniji su raznovrsna ishrana, san i kretanje. Hrana ipak pomaže: vitamin C, cink, vitamin D i vlakna koja hrane crevne bakterije.",
        "## Šta držimo u ostavi",
        ["Kiseli kupus i druge fermentisane namirnice.", "Semenke bundeve i sočivo – cink i gvožđe.", "Đumbir, kurkuma i beli luk za supe i čajeve.", "Sušeni šipak i biljni čajevi."],
        "Vitamin D je zimi teško uneti hranom, pa je dobro da o suplementu razgovarate sa lekarom ili farmaceutom. Vitamin C najlakše ćete uneti svežim paprikama, kupusom i citrusima.",
        "Topla čorba od sočiva sa kurkumom i kriškom limuna naša je omiljena zimska večera.",
      ],
    },
    bs: {
      title: "Zimska ostava za jači imunitet",
      headline: "Nema čudotvornih tableta, ali ima dobrih navika.",
      short: "Imunitet se ne gradi preko noći, nego tanjir po tanjir. Namirnice koje zimi uvijek imamo pri ruci.",
      body: [
        "Za imuni sistem najvažniji su raznovrsna ishrana, san i kretanje. Hrana ipak pomaže: vitamin C, cink, vitamin D i vlakna koja hrane crijevne bakterije.",
        "## Šta držimo u ostavi",
        ["Kiseli kupus i druge fermentirane namirnice.", "Sjemenke bundeve i leća – cink i željezo.", "Đumbir, kurkuma i bijeli luk za supe i čajeve.", "Sušeni šipak i biljni čajevi."],
        "Vitamin D je zimi teško unijeti hranom, pa je dobro o dodatku razgovarati s ljekarom ili farmaceutom. Vitamin C najlakše ćete unijeti svježim paprikama, kupusom i citrusima.",
        "Topla čorba od leće s kurkumom i kriškom limuna naša je omiljena zimska večera.",
      ],
    },
    cnr: {
      title: "Zimska ostava za jači imunitet",
      headline: "Nema čudotvornih pilula, ali ima dobrih navika.",
      short: "Imunitet se ne gradi preko noći, već tanjir po tanjir. Namirnice koje zimi uvijek imamo pri ruci.",
      body: [
        "Za imuni sistem najvažniji su raznovrsna ishrana, san i kretanje. Hrana ipak pomaže: vitamin C, cink, vitamin D i vlakna koja hrane crijevne bakterije.",
        "## Šta držimo u ostavi",
        ["Kiseli kupus i druge fermentisane namirnice.", "Sjemenke bundeve i sočivo – cink i gvožđe.", "Đumbir, kurkuma i bijeli luk za supe i čajeve.", "Sušeni šipak i biljni čajevi."],
        "Vitamin D je zimi teško unijeti hranom, pa je dobro da o suplementu razgovarate sa ljekarom ili farmaceutom. Vitamin C najlakše ćete unijeti svježim paprikama, kupusom i citrusima.",
        "Topla čorba od sočiva sa kurkumom i kriškom limuna naša je omiljena zimska večera.",
      ],
    },
  },
);

/** The 2024 beginner's piece, replaced by the longer article; old links keep working through the 301. */
const oldGrains = post(
  {
    code: "tips-whole-grains-basics-old",
    category: "tips",
    author: "maja-horvat",
    status: 3,
    publishedAt: "2025-01-08T08:00:00Z",
    updatedAt: "2025-02-03T08:00:00Z",
    tags: ["breakfast"],
    hue: 40,
    redirect: { to: postPath(categoryByCode("tips").slug, wholeGrains.slug), code: 301 },
  },
  {
    hr: {
      title: "Cjelovite žitarice – osnove",
      headline: "Kratki uvod za početnike.",
      short: "Što su cjelovite žitarice i zašto ih birati. Ovaj je članak zamijenjen opširnijim vodičem.",
      body: [
        "Cjelovite žitarice zadržavaju ovojnicu i klicu, pa imaju više vlakana, vitamina i minerala od rafiniranih. Zob, heljda, proso, smeđa riža i pira najlakše je nabaviti.",
        "## Za početak",
        ["Jedan obrok dnevno s cjelovitim žitaricama.", "Čitajte deklaraciju: „integralno” mora biti prvi sastojak.", "Kuhajte veće količine i čuvajte ih u hladnjaku."],
        "Opširniji članak s više ideja i zamjena objavili smo u veljači 2025.",
      ],
    },
    en: {
      title: "Whole grains – the basics",
      headline: "A short introduction for beginners.",
      short: "What whole grains are and why to choose them. This article has been replaced by a longer guide.",
      body: [
        "Whole grains keep their bran and germ, so they have more fibre, vitamins and minerals than refined grains. Oats, buckwheat, millet, brown rice and spelt are the easiest to find.",
        "## To get started",
        ["One meal a day with whole grains.", "Read the label: “wholegrain” should be the first ingredient.", "Cook bigger batches and keep them in the fridge."],
        "We published a longer article with more ideas and swaps in February 2025.",
      ],
    },
    sl: {
      title: "Polnozrnata žita – osnove",
      headline: "Kratek uvod za začetnike.",
      short: "Kaj so polnozrnata žita in zakaj jih izbrati. Ta članek je nadomestil obsežnejši vodnik.",
      body: [
        "Polnozrnata žita ohranijo otrobe in kalček, zato imajo več vlaknin, vitaminov in mineralov kot rafinirana. Oves, ajdo, proso, rjavi riž in piro najlažje dobite.",
        "## Za začetek",
        ["En obrok na dan s polnozrnatimi žiti.", "Preberite deklaracijo: »polnozrnato« mora biti prva sestavina.", "Kuhajte večje količine in jih hranite v hladilniku."],
        "Obsežnejši članak z več idejami in zamenjavami smo objavili februarja 2025.",
      ],
    },
    de: {
      title: "Vollkorn – die Grundlagen",
      headline: "Eine kurze Einführung für Einsteiger.",
      short: "Was Vollkorn ist und warum es sich lohnt. Dieser Beitrag wurde durch einen ausführlicheren Ratgeber ersetzt.",
      body: [
        "Vollkorn behält Schale und Keimling und hat deshalb mehr Ballaststoffe, Vitamine und Mineralstoffe als Auszugsmehl. Hafer, Buchweizen, Hirse, Naturreis und Dinkel bekommt man am leichtesten.",
        "## Für den Anfang",
        ["Eine Mahlzeit am Tag mit Vollkorn.", "Etikett lesen: „Vollkorn“ sollte die erste Zutat sein.", "Größere Mengen kochen und im Kühlschrank aufbewahren."],
        "Einen ausführlicheren Beitrag mit mehr Ideen haben wir im Februar 2025 veröffentlicht.",
      ],
    },
    it: {
      title: "Cereali integrali: le basi",
      headline: "Una breve introduzione per chi comincia.",
      short: "Cosa sono i cereali integrali e perché sceglierli. Questo articolo è stato sostituito da una guida più completa.",
      body: [
        "I cereali integrali conservano crusca e germe, quindi hanno più fibre, vitamine e minerali di quelli raffinati. Avena, grano saraceno, miglio, riso integrale e farro sono i più facili da trovare.",
        "## Per cominciare",
        ["Un pasto al giorno con cereali integrali.", "Leggete l'etichetta: «integrale» deve essere il primo ingrediente.", "Cuocetene quantità maggiori e conservatele in frigorifero."],
        "A febbraio 2025 abbiamo pubblicato un articolo più ampio con altre idee e sostituzioni.",
      ],
    },
    es: {
      title: "Cereales integrales: lo básico",
      headline: "Una breve introducción para principiantes.",
      short: "Qué son los cereales integrales y por qué elegirlos. Este artículo se ha sustituido por una guía más completa.",
      body: [
        "Los cereales integrales conservan el salvado y el germen, por lo que tienen más fibra, vitaminas y minerales que los refinados. La avena, el trigo sarraceno, el mijo, el arroz integral y la espelta son los más fáciles de encontrar.",
        "## Para empezar",
        ["Una comida al día con cereales integrales.", "Lee la etiqueta: «integral» debe ser el primer ingrediente.", "Cuece más cantidad y guárdala en la nevera."],
        "En febrero de 2025 publicamos un artículo más completo con más ideas y sustituciones.",
      ],
    },
    sr: {
      title: "Integralne žitarice – osnove",
      headline: "Kratak uvod za početnike.",
      short: "Šta su integralne žitarice i zašto ih birati. Ovaj članak je zamenjen opširnijim vodičem.",
      body: [
        "Integralne žitarice zadržavaju omotač i klicu, pa imaju više vlakana, vitamina i minerala od rafinisanih. Ovas, heljdu, proso, braon pirinač i speltu najlakše je nabaviti.",
        "## Za početak",
        ["Jedan obrok dnevno sa integralnim žitaricama.", "Čitajte deklaraciju: „integralno” mora biti prvi sastojak.", "Kuvajte veće količine i čuvajte ih u frižideru."],
        "Opširniji članak sa više ideja i zamena objavili smo u februaru 2025.",
      ],
    },
    bs: {
      title: "Integralne žitarice – osnove",
      headline: "Kratak uvod za početnike.",
      short: "Šta su integralne žitarice i zašto ih birati. Ovaj članak je zamijenjen opširnijim vodičem.",
      body: [
        "Integralne žitarice zadržavaju omotač i klicu, pa imaju više vlakana, vitamina i minerala od rafiniranih. Zob, heljdu, proso, smeđu rižu i pir najlakše je nabaviti.",
        "## Za početak",
        ["Jedan obrok dnevno s integralnim žitaricama.", "Čitajte deklaraciju: „integralno” mora biti prvi sastojak.", "Kuhajte veće količine i čuvajte ih u frižideru."],
        "Opširniji članak s više ideja i zamjena objavili smo u februaru 2025.",
      ],
    },
    cnr: {
      title: "Integralne žitarice – osnove",
      headline: "Kratak uvod za početnike.",
      short: "Šta su integralne žitarice i zašto ih birati. Ovaj članak je zamijenjen opširnijim vodičem.",
      body: [
        "Integralne žitarice zadržavaju omotač i klicu, pa imaju više vlakana, vitamina i minerala od rafinisanih. Ovas, heljdu, proso, braon pirinač i speltu najlakše je nabaviti.",
        "## Za početak",
        ["Jedan obrok dnevno sa integralnim žitaricama.", "Čitajte deklaraciju: „integralno” mora biti prvi sastojak.", "Kuvajte veće količine i čuvajte ih u frižideru."],
        "Opširniji članak sa više ideja i zamjena objavili smo u februaru 2025.",
      ],
    },
  },
);

export const TIPS_3: SeedPost[] = [budgetMealPrep, storing, quickBreakfasts, winterPantry, oldGrains];
