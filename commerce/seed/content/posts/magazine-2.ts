// Magazine: food culture, family, our sustainability report, and a draft interview.
import type { SeedPost } from "../../types";
import { post } from "../build";

const mediterraneanDiet = post(
  { code: "mag-mediterranean-diet", category: "magazine", author: "ivana-markovic", status: 3, publishedAt: "2025-07-21T08:00:00Z", updatedAt: "2025-07-21T08:00:00Z", tags: ["heart_health", "seasonal"], hue: 200 },
  {
    hr: {
      title: "Što je zapravo mediteranska prehrana",
      headline: "Manje o pizzi, više o mahunarkama, povrću i zajedničkom stolu.",
      short: "Mediteranska prehrana godinama je među najbolje ocijenjenima. No ona s naših otoka iz pedesetih izgledala je drukčije nego što mislimo.",
      body: [
        "Kad su znanstvenici u pedesetima proučavali prehranu na Kreti i jadranskim otocima, na stolu su našli divlje zelje, mahunarke, ribu nekoliko puta tjedno, kruh od cjelovitog zrna i puno maslinova ulja. Meso i slatkiši bili su za blagdane.",
        "Jednako važan bio je način: obroci su se jeli polako i zajedno, a hrana je dolazila iz vlastitog vrta ili s lokalne tržnice.",
        "## Kako je prenijeti u današnju kuhinju",
        ["Mahunarke barem tri puta tjedno.", "Maslinovo ulje kao glavna masnoća.", "Povrće u svakom obroku, voće za desert.", "Ručak bez ekrana, barem vikendom."],
        "Nije potrebno živjeti na moru: ista načela vrijede i uz kupus, grah i bučino ulje.",
      ],
    },
    en: {
      title: "What the Mediterranean diet really is",
      headline: "Less about pizza, more about pulses, vegetables and a shared table.",
      short: "The Mediterranean diet has ranked among the best for years. But the one eaten on our islands in the 1950s looked different from what we imagine.",
      body: [
        "When scientists studied diets on Crete and the Adriatic islands in the 1950s, they found wild greens, pulses, fish a few times a week, wholegrain bread and plenty of olive oil on the table. Meat and sweets were for holidays.",
        "Just as important was the way people ate: slowly and together, with food from their own garden or the local market.",
        "## Bringing it into today's kitchen",
        ["Pulses at least three times a week.", "Olive oil as the main fat.", "Vegetables at every meal, fruit for dessert.", "Lunch without screens, at least at weekends."],
        "You do not need to live by the sea: the same principles work with cabbage, beans and pumpkin seed oil.",
      ],
    },
    sl: {
      title: "Kaj je v resnici sredozemska prehrana",
      headline: "Manj o pici, več o stročnicah, zelenjavi in skupni mizi.",
      short: "Sredozemska prehrana je že leta med najbolje ocenjenimi. A tista z naših otokov iz petdesetih let je bila drugačna, kot si predstavljamo.",
      body: [
        "Ko so znanstveniki v petdesetih proučevali prehrano na Kreti in jadranskih otokih, so na mizi našli divje zelenjave, stročnice, ribe nekajkrat na teden, polnozrnat kruh in veliko oljčnega olja. Meso in sladice so bili za praznike.",
        "Enako pomemben je bil način: obroki so se jedli počasi in skupaj, hrana pa je prihajala z domačega vrta ali lokalne tržnice.",
        "## Kako jo prenesti v današnjo kuhinjo",
        ["Stročnice vsaj trikrat na teden.", "Oljčno olje kot glavna maščoba.", "Zelenjava pri vsakem obroku, sadje za sladico.", "Kosilo brez zaslonov, vsaj ob koncih tedna."],
        "Ni treba živeti ob morju: ista načela veljajo tudi z zeljem, fižolom in bučnim oljem.",
      ],
    },
    de: {
      title: "Was die Mittelmeerküche wirklich ist",
      headline: "Weniger Pizza, mehr Hülsenfrüchte, Gemüse und ein gemeinsamer Tisch.",
      short: "Die Mittelmeerernährung zählt seit Jahren zu den am besten bewerteten. Doch auf unseren Inseln sah sie in den 1950er-Jahren anders aus, als wir denken.",
      body: [
        "Als Forschende in den 1950er-Jahren die Ernährung auf Kreta und den Adriainseln untersuchten, fanden sie Wildkräuter, Hülsenfrüchte, mehrmals pro Woche Fisch, Vollkornbrot und viel Olivenöl. Fleisch und Süßes gab es an Feiertagen.",
        "Ebenso wichtig war die Art zu essen: langsam und gemeinsam, mit Lebensmitteln aus dem eigenen Garten oder vom Markt.",
        "## So gelingt sie heute",
        ["Hülsenfrüchte mindestens dreimal pro Woche.", "Olivenöl als wichtigstes Fett.", "Gemüse zu jeder Mahlzeit, Obst als Dessert.", "Mittagessen ohne Bildschirm, zumindest am Wochenende."],
        "Man muss nicht am Meer wohnen: Dieselben Prinzipien funktionieren mit Kohl, Bohnen und Kürbiskernöl.",
      ],
    },
    it: {
      title: "Cos'è davvero la dieta mediterranea",
      headline: "Meno pizza, più legumi, verdure e una tavola condivisa.",
      short: "La dieta mediterranea è da anni tra le più apprezzate. Ma quella delle nostre isole negli anni Cinquanta era diversa da come la immaginiamo.",
      body: [
        "Quando negli anni Cinquanta gli scienziati studiarono l'alimentazione a Creta e sulle isole dell'Adriatico, trovarono in tavola erbe spontanee, legumi, pesce qualche volta a settimana, pane integrale e tanto olio d'oliva. Carne e dolci erano per le feste.",
        "Altrettanto importante era il modo: si mangiava lentamente e insieme, con cibo dell'orto di casa o del mercato locale.",
        "## Come portarla nella cucina di oggi",
        ["Legumi almeno tre volte a settimana.", "Olio d'oliva come grasso principale.", "Verdure a ogni pasto, frutta come dessert.", "Pranzo senza schermi, almeno nel fine settimana."],
        "Non serve vivere al mare: gli stessi principi valgono anche con cavoli, fagioli e olio di semi di zucca.",
      ],
    },
    es: {
      title: "Qué es realmente la dieta mediterránea",
      headline: "Menos pizza y más legumbres, verduras y mesa compartida.",
      short: "La dieta mediterránea lleva años entre las mejor valoradas. Pero la de nuestras islas en los años cincuenta era distinta de lo que imaginamos.",
      body: [
        "Cuando en los años cincuenta los científicos estudiaron la alimentación en Creta y en las islas del Adriático, encontraron en la mesa verduras silvestres, legumbres, pescado varias veces por semana, pan integral y mucho aceite de oliva. La carne y los dulces eran para las fiestas.",
        "Igual de importante era la manera: se comía despacio y en compañía, con productos del huerto propio o del mercado local.",
        "## Cómo llevarla a la cocina de hoy",
        ["Legumbres al menos tres veces por semana.", "Aceite de oliva como grasa principal.", "Verdura en cada comida y fruta de postre.", "Comer sin pantallas, al menos el fin de semana."],
        "No hace falta vivir junto al mar: los mismos principios sirven con col, alubias y aceite de pepita de calabaza.",
      ],
    },
    sr: {
      title: "Šta je zapravo mediteranska ishrana",
      headline: "Manje o pici, više o mahunarkama, povrću i zajedničkom stolu.",
      short: "Mediteranska ishrana godinama je među najbolje ocenjenima. Ali ona sa naših ostrva iz pedesetih izgledala je drugačije nego što mislimo.",
      body: [
        "Kada su naučnici pedesetih proučavali ishranu na Kritu i jadranskim ostrvima, na stolu su našli divlje zelje, mahunarke, ribu nekoliko puta nedeljno, hleb od celog zrna i mnogo maslinovog ulja. Meso i slatkiši bili su za praznike.",
        "Jednako važan bio je način: obroci su se jeli polako i zajedno, a hrana je dolazila iz sopstvene bašte ili sa lokalne pijace.",
        "## Kako je preneti u današnju kuhinju",
        ["Mahunarke bar tri puta nedeljno.", "Maslinovo ulje kao glavna mast.", "Povrće u svakom obroku, voće za dezert.", "Ručak bez ekrana, bar vikendom."],
        "Ne morate da živite na moru: ista načela važe i uz kupus, pasulj i ulje od semenki bundeve.",
      ],
    },
    bs: {
      title: "Šta je zapravo mediteranska ishrana",
      headline: "Manje o pizzi, više o mahunarkama, povrću i zajedničkom stolu.",
      short: "Mediteranska ishrana godinama je među najbolje ocijenjenima. Ali ona s naših otoka iz pedesetih izgledala je drugačije nego što mislimo.",
      body: [
        "Kada su naučnici pedesetih proučavali ishranu na Kritu i jadranskim otocima, na stolu su našli divlje zelje, mahunarke, ribu nekoliko puta sedmično, hljeb od cijelog zrna i mnogo maslinovog ulja. Meso i slatkiši bili su za praznike.",
        "Jednako važan bio je način: obroci su se jeli polako i zajedno, a hrana je dolazila iz vlastite bašte ili s lokalne pijace.",
        "## Kako je prenijeti u današnju kuhinju",
        ["Mahunarke barem tri puta sedmično.", "Maslinovo ulje kao glavna masnoća.", "Povrće u svakom obroku, voće za desert.", "Ručak bez ekrana, barem vikendom."],
        "Ne morate živjeti na moru: ista načela vrijede i uz kupus, grah i bundevino ulje.",
      ],
    },
    cnr: {
      title: "Šta je zapravo mediteranska ishrana",
      headline: "Manje o pici, više o mahunarkama, povrću i zajedničkom stolu.",
      short: "Mediteranska ishrana godinama je među najbolje ocijenjenima. Ali ona sa naših ostrva iz pedesetih izgledala je drugačije nego što mislimo.",
      body: [
        "Kada su naučnici pedesetih proučavali ishranu na Kritu i jadranskim ostrvima, na stolu su našli divlje zelje, mahunarke, ribu nekoliko puta nedjeljno, hljeb od cijelog zrna i mnogo maslinovog ulja. Meso i slatkiši bili su za praznike.",
        "Jednako važan bio je način: obroci su se jeli polako i zajedno, a hrana je dolazila iz sopstvene bašte ili sa lokalne pijace.",
        "## Kako je prenijeti u današnju kuhinju",
        ["Mahunarke najmanje tri puta nedjeljno.", "Maslinovo ulje kao glavna masnoća.", "Povrće u svakom obroku, voće za dezert.", "Ručak bez ekrana, makar vikendom."],
        "Ne morate da živite na moru: ista načela važe i uz kupus, pasulj i bundevino ulje.",
      ],
    },
  },
);

const slowBreakfast = post(
  { code: "mag-sunday-slow-breakfast", category: "magazine", author: "luka-peric", status: 3, publishedAt: "2026-03-16T08:00:00Z", updatedAt: "2026-03-16T08:00:00Z", tags: ["breakfast"], hue: 10 },
  {
    hr: {
      title: "Nedjeljni spori doručak",
      headline: "Jedan dan u tjednu kad doručak traje dva sata.",
      short: "Radnim danom jedemo u prolazu, ali nedjeljom si možemo priuštiti stol pun zdjelica. Naš kuhar otkriva kako izgleda njegov nedjeljni ritual.",
      body: [
        "„Nedjeljom nitko u mojoj kući ne gleda na sat”, kaže Luka. Doručak počinje kavom i svježim voćem, a završava oko podneva, kad se stol konačno isprazni.",
        "Tajna je u pripremi dan ranije: tijesto za palačinke od heljde odmara se preko noći, granola je pečena u subotu, a jogurt je ocijeđen u hladnjaku.",
        "## Lukin nedjeljni stol",
        ["Palačinke od heljde s kompotom od jabuka.", "Domaća granola i ocijeđeni jogurt.", "Jaja s blitvom i tostiranim kruhom od kiselog tijesta.", "Čaj od metvice iz vrta."],
        "Spori doručak nije luksuz, nego navika: jedan obrok tjedno u kojem se razgovara više nego što se jede.",
      ],
    },
    en: {
      title: "The slow Sunday breakfast",
      headline: "One day a week when breakfast lasts two hours.",
      short: "On weekdays we eat on the go, but on Sundays we can afford a table full of bowls. Our chef reveals his Sunday ritual.",
      body: [
        "“On Sundays nobody in my house looks at the clock,” says Luka. Breakfast begins with coffee and fresh fruit and ends around noon, when the table is finally cleared.",
        "The secret is preparing the day before: the buckwheat pancake batter rests overnight, the granola is baked on Saturday and the yoghurt strains in the fridge.",
        "## Luka's Sunday table",
        ["Buckwheat pancakes with apple compote.", "Homemade granola and strained yoghurt.", "Eggs with chard and toasted sourdough.", "Mint tea from the garden."],
        "A slow breakfast is not a luxury but a habit: one meal a week where you talk more than you eat.",
      ],
    },
    sl: {
      title: "Nedeljski počasni zajtrk",
      headline: "En dan v tednu, ko zajtrk traja dve uri.",
      short: "Med tednom jemo mimogrede, ob nedeljah pa si lahko privoščimo mizo, polno skodelic. Naš kuhar razkriva svoj nedeljski obred.",
      body: [
        "»Ob nedeljah pri nas nihče ne gleda na uro,« pravi Luka. Zajtrk se začne s kavo in svežim sadjem, konča pa okoli poldneva, ko se miza končno izprazni.",
        "Skrivnost je v pripravi dan prej: testo za ajdove palačinke počiva čez noč, granola je pečena v soboto, jogurt pa se odceja v hladilniku.",
        "## Lukova nedeljska miza",
        ["Ajdove palačinke z jabolčnim kompotom.", "Domača granola in odcejen jogurt.", "Jajca z blitvo in popečenim kruhom iz kislega testa.", "Metin čaj z vrta."],
        "Počasni zajtrk ni razkošje, temveč navada: en obrok na teden, pri katerem se več pogovarjamo kot jemo.",
      ],
    },
    de: {
      title: "Das langsame Sonntagsfrühstück",
      headline: "Ein Tag pro Woche, an dem das Frühstück zwei Stunden dauert.",
      short: "Unter der Woche essen wir im Vorbeigehen, sonntags gönnen wir uns einen Tisch voller Schüsseln. Unser Koch verrät sein Sonntagsritual.",
      body: [
        "„Sonntags schaut bei uns niemand auf die Uhr“, sagt Luka. Das Frühstück beginnt mit Kaffee und frischem Obst und endet gegen Mittag, wenn der Tisch endlich leer ist.",
        "Das Geheimnis ist die Vorbereitung am Vortag: Der Teig für die Buchweizenpfannkuchen ruht über Nacht, das Granola wird am Samstag gebacken und der Joghurt tropft im Kühlschrank ab.",
        "## Lukas Sonntagstisch",
        ["Buchweizenpfannkuchen mit Apfelkompott.", "Hausgemachtes Granola und abgetropfter Joghurt.", "Eier mit Mangold und geröstetem Sauerteigbrot.", "Minztee aus dem Garten."],
        "Ein langsames Frühstück ist kein Luxus, sondern eine Gewohnheit: eine Mahlzeit pro Woche, bei der mehr geredet als gegessen wird.",
      ],
    },
    it: {
      title: "La colazione lenta della domenica",
      headline: "Un giorno alla settimana in cui la colazione dura due ore.",
      short: "Nei giorni feriali mangiamo di corsa, ma la domenica possiamo concederci una tavola piena di ciotole. Il nostro chef svela il suo rito domenicale.",
      body: [
        "«La domenica a casa mia nessuno guarda l'orologio», dice Luka. La colazione comincia con caffè e frutta fresca e finisce verso mezzogiorno, quando la tavola si svuota finalmente.",
        "Il segreto è prepararsi il giorno prima: la pastella delle crêpe di grano saraceno riposa tutta la notte, la granola si cuoce il sabato e lo yogurt sgocciola in frigorifero.",
        "## La tavola domenicale di Luka",
        ["Crêpe di grano saraceno con composta di mele.", "Granola fatta in casa e yogurt colato.", "Uova con bietole e pane a lievitazione naturale tostato.", "Tè alla menta dell'orto."],
        "La colazione lenta non è un lusso, ma un'abitudine: un pasto alla settimana in cui si parla più di quanto si mangi.",
      ],
    },
    es: {
      title: "El desayuno lento del domingo",
      headline: "Un día a la semana en el que el desayuno dura dos horas.",
      short: "Entre semana comemos deprisa, pero el domingo podemos permitirnos una mesa llena de cuencos. Nuestro cocinero nos cuenta su ritual dominical.",
      body: [
        "«Los domingos en mi casa nadie mira el reloj», dice Luka. El desayuno empieza con café y fruta fresca y termina hacia mediodía, cuando por fin se recoge la mesa.",
        "El secreto está en prepararlo la víspera: la masa de las tortitas de trigo sarraceno reposa toda la noche, la granola se hornea el sábado y el yogur se escurre en la nevera.",
        "## La mesa de domingo de Luka",
        ["Tortitas de trigo sarraceno con compota de manzana.", "Granola casera y yogur escurrido.", "Huevos con acelgas y pan de masa madre tostado.", "Té de menta del huerto."],
        "Un desayuno lento no es un lujo, sino un hábito: una comida a la semana en la que se habla más de lo que se come.",
      ],
    },
    sr: {
      title: "Nedeljni spori doručak",
      headline: "Jedan dan u nedelji kada doručak traje dva sata.",
      short: "Radnim danima jedemo u prolazu, ali nedeljom možemo sebi da priuštimo sto pun činijica. Naš kuvar otkriva kako izgleda njegov nedeljni ritual.",
      body: [
        "„Nedeljom niko u mojoj kući ne gleda na sat”, kaže Luka. Doručak počinje kafom i svežim voćem, a završava se oko podneva, kada se sto konačno isprazni.",
        "Tajna je u pripremi dan ranije: testo za palačinke od heljde odmara preko noći, granola je pečena u subotu, a jogurt je oceđen u frižideru.",
        "## Lukin nedeljni sto",
        ["Palačinke od heljde sa kompotom od jabuka.", "Domaća granola i ceđeni jogurt.", "Jaja sa blitvom i tostiranim hlebom od kiselog testa.", "Čaj od nane iz bašte."],
        "Spori doručak nije luksuz, već navika: jedan obrok nedeljno u kome se više razgovara nego što se jede.",
      ],
    },
    bs: {
      title: "Nedjeljni spori doručak",
      headline: "Jedan dan u sedmici kada doručak traje dva sata.",
      short: "Radnim danima jedemo u prolazu, ali nedjeljom možemo sebi priuštiti sto pun zdjelica. Naš kuhar otkriva kako izgleda njegov nedjeljni ritual.",
      body: [
        "„Nedjeljom niko u mojoj kući ne gleda na sat”, kaže Luka. Doručak počinje kahvom i svježim voćem, a završava oko podne, kada se sto konačno isprazni.",
        "Tajna je u pripremi dan ranije: tijesto za palačinke od heljde odmara preko noći, granola je pečena u subotu, a jogurt je ocijeđen u frižideru.",
        "## Lukin nedjeljni sto",
        ["Palačinke od heljde s kompotom od jabuka.", "Domaća granola i cijeđeni jogurt.", "Jaja s blitvom i tostiranim hljebom od kiselog tijesta.", "Čaj od nane iz bašte."],
        "Spori doručak nije luksuz, nego navika: jedan obrok sedmično u kojem se više razgovara nego što se jede.",
      ],
    },
    cnr: {
      title: "Nedjeljni spori doručak",
      headline: "Jedan dan u nedjelji kada doručak traje dva sata.",
      short: "Radnim danima jedemo u prolazu, ali nedjeljom možemo sebi da priuštimo sto pun činijica. Naš kuvar otkriva kako izgleda njegov nedjeljni ritual.",
      body: [
        "„Nedjeljom niko u mojoj kući ne gleda na sat”, kaže Luka. Doručak počinje kafom i svježim voćem, a završava se oko podneva, kada se sto konačno isprazni.",
        "Tajna je u pripremi dan ranije: tijesto za palačinke od heljde odmara preko noći, granola je pečena u subotu, a jogurt je ocijeđen u frižideru.",
        "## Lukin nedjeljni sto",
        ["Palačinke od heljde sa kompotom od jabuka.", "Domaća granola i cijeđeni jogurt.", "Jaja sa blitvom i tostiranim hljebom od kiselog tijesta.", "Čaj od nane iz bašte."],
        "Spori doručak nije luksuz, već navika: jedan obrok nedjeljno u kojem se više razgovara nego što se jede.",
      ],
    },
  },
);

const cookingWithKids = post(
  { code: "mag-cooking-with-kids", category: "magazine", author: "ana-bilic", status: 3, publishedAt: "2026-07-06T08:00:00Z", updatedAt: "2026-07-06T08:00:00Z", tags: ["kids", "baking"], hue: 330 },
  {
    hr: {
      title: "Kuhanje s djecom: nered koji se isplati",
      headline: "Djeca koja kuhaju hrabrije probaju novu hranu.",
      short: "Brašno na podu i jaje na stolu mala su cijena za dijete koje samo pojede tanjur povrća. Savjeti za kuhanje s malim pomoćnicima.",
      body: [
        "Istraživanja i iskustvo roditelja slažu se: djeca koja sudjeluju u pripremi obroka spremnija su probati ono što su sama napravila. Čak i izbirljivi jedači rado kušaju „svoj” umak.",
        "Važno je dati zadatak prema dobi. Trogodišnjak može prati povrće i miješati tijesto, školarac već može rezati dječjim nožem i mjeriti sastojke.",
        "## Dobri prvi recepti",
        ["Kuglice od zobi i datulja – bez pećnice.", "Palačinke od heljde – svako slaže svoj nadjev.", "Muffini od banane – lako se mjeri i miješa."],
        "Računajte na dvostruko više vremena i pripremite krpu. Nered se pospremi za pet minuta, a samopouzdanje u kuhinji ostaje.",
      ],
    },
    en: {
      title: "Cooking with children: mess that pays off",
      headline: "Children who cook are braver about trying new food.",
      short: "Flour on the floor and egg on the table is a small price for a child who eats a plate of vegetables on their own. Tips for cooking with little helpers.",
      body: [
        "Research and parents' experience agree: children who help prepare meals are more willing to try what they have made themselves. Even picky eaters happily taste “their” sauce.",
        "The key is to give tasks that suit their age. A three-year-old can wash vegetables and stir batter; a schoolchild can cut with a child-safe knife and measure ingredients.",
        "## Good first recipes",
        ["Oat and date balls – no oven needed.", "Buckwheat pancakes – everyone chooses their filling.", "Banana muffins – easy to measure and mix."],
        "Allow twice as much time and keep a cloth handy. The mess is cleared up in five minutes; the confidence in the kitchen stays.",
      ],
    },
    sl: {
      title: "Kuhanje z otroki: nered, ki se splača",
      headline: "Otroci, ki kuhajo, pogumneje poskušajo novo hrano.",
      short: "Moka na tleh in jajce na mizi sta majhna cena za otroka, ki sam poje krožnik zelenjave. Nasveti za kuhanje z malimi pomočniki.",
      body: [
        "Raziskave in izkušnje staršev se ujemajo: otroci, ki sodelujejo pri pripravi obrokov, raje poskusijo, kar so naredili sami. Tudi izbirčni jedci radi pokusijo »svojo« omako.",
        "Pomembno je, da naloga ustreza starosti. Triletnik lahko umiva zelenjavo in meša testo, šolar pa že reže z otroškim nožem in tehta sestavine.",
        "## Dobri prvi recepti",
        ["Ovseno-dateljeve kroglice – brez pečice.", "Ajdove palačinke – vsak si izbere nadev.", "Bananini mafini – preprosto tehtanje in mešanje."],
        "Računajte na dvakrat več časa in imejte pri roki krpo. Nered pospravite v petih minutah, samozavest v kuhinji pa ostane.",
      ],
    },
    de: {
      title: "Kochen mit Kindern: Chaos, das sich lohnt",
      headline: "Kinder, die mitkochen, probieren mutiger Neues.",
      short: "Mehl auf dem Boden und Ei auf dem Tisch sind ein kleiner Preis für ein Kind, das von sich aus einen Teller Gemüse isst. Tipps für das Kochen mit kleinen Helfern.",
      body: [
        "Studien und die Erfahrung von Eltern sind sich einig: Kinder, die beim Kochen helfen, probieren eher, was sie selbst gemacht haben. Selbst wählerische Esser kosten gern „ihre“ Sauce.",
        "Wichtig sind altersgerechte Aufgaben. Eine Dreijährige kann Gemüse waschen und Teig rühren, ein Schulkind schon mit dem Kindermesser schneiden und Zutaten abwiegen.",
        "## Gute erste Rezepte",
        ["Hafer-Dattel-Bällchen – ganz ohne Ofen.", "Buchweizenpfannkuchen – jeder wählt seine Füllung.", "Bananenmuffins – leicht abzumessen und zu rühren."],
        "Planen Sie doppelt so viel Zeit ein und halten Sie ein Tuch bereit. Das Chaos ist in fünf Minuten beseitigt, das Selbstvertrauen in der Küche bleibt.",
      ],
    },
    it: {
      title: "Cucinare con i bambini: un disordine che vale la pena",
      headline: "I bambini che cucinano assaggiano cibi nuovi con più coraggio.",
      short: "Farina sul pavimento e uovo sul tavolo sono poca cosa rispetto a un bambino che mangia da solo un piatto di verdure. Consigli per cucinare con piccoli aiutanti.",
      body: [
        "Ricerche ed esperienza dei genitori concordano: i bambini che partecipano alla preparazione dei pasti sono più disposti ad assaggiare ciò che hanno fatto. Anche i più schizzinosi provano volentieri la «loro» salsa.",
        "La chiave è dare compiti adatti all'età. A tre anni si possono lavare le verdure e mescolare l'impasto, a scuola si può già tagliare con un coltello per bambini e pesare gli ingredienti.",
        "## Buone prime ricette",
        ["Palline di avena e datteri: senza forno.", "Crêpe di grano saraceno: ognuno sceglie il ripieno.", "Muffin alla banana: facili da pesare e mescolare."],
        "Calcolate il doppio del tempo e tenete a portata di mano uno strofinaccio. Il disordine si sistema in cinque minuti, la sicurezza in cucina resta.",
      ],
    },
    es: {
      title: "Cocinar con niños: un desorden que merece la pena",
      headline: "Los niños que cocinan se atreven más a probar comida nueva.",
      short: "Harina en el suelo y huevo en la mesa son poco precio por un niño que se come solo un plato de verdura. Consejos para cocinar con pequeños ayudantes.",
      body: [
        "La investigación y la experiencia de los padres coinciden: los niños que ayudan a preparar la comida están más dispuestos a probar lo que han hecho ellos mismos. Hasta los más quisquillosos prueban encantados «su» salsa.",
        "La clave es dar tareas adecuadas a su edad. Con tres años pueden lavar verduras y remover la masa; en edad escolar ya pueden cortar con un cuchillo infantil y pesar ingredientes.",
        "## Buenas primeras recetas",
        ["Bolitas de avena y dátiles: sin horno.", "Tortitas de trigo sarraceno: cada uno elige su relleno.", "Magdalenas de plátano: fáciles de medir y mezclar."],
        "Cuenta con el doble de tiempo y ten un trapo a mano. El desorden se recoge en cinco minutos; la confianza en la cocina se queda.",
      ],
    },
    sr: {
      title: "Kuvanje sa decom: nered koji se isplati",
      headline: "Deca koja kuvaju hrabrije probaju novu hranu.",
      short: "Brašno na podu i jaje na stolu mala su cena za dete koje samo pojede tanjir povrća. Saveti za kuvanje sa malim pomoćnicima.",
      body: [
        "Istraživanja i iskustvo roditelja se slažu: deca koja učestvuju u pripremi obroka spremnija su da probaju ono što su sama napravila. Čak i izbirljivi rado probaju „svoj” sos.",
        "Važno je dati zadatak prema uzrastu. Trogodišnjak može da pere povrće i meša testo, a školarac već može da seče dečjim nožem i meri sastojke.",
        "## Dobri prvi recepti",
        ["Kuglice od ovsa i urmi – bez rerne.", "Palačinke od heljde – svako bira svoj fil.", "Mafini od banane – lako se meri i meša."],
        "Računajte na duplo više vremena i pripremite krpu. Nered se raspremi za pet minuta, a samopouzdanje u kuhinji ostaje.",
      ],
    },
    bs: {
      title: "Kuhanje s djecom: nered koji se isplati",
      headline: "Djeca koja kuhaju hrabrije probaju novu hranu.",
      short: "Brašno na podu i jaje na stolu mala su cijena za dijete koje samo pojede tanjir povrća. Savjeti za kuhanje s malim pomoćnicima.",
      body: [
        "Istraživanja i iskustvo roditelja se slažu: djeca koja učestvuju u pripremi obroka spremnija su probati ono što su sama napravila. Čak i izbirljivi rado probaju „svoj” umak.",
        "Važno je dati zadatak prema uzrastu. Trogodišnjak može prati povrće i miješati tijesto, a školarac već može rezati dječijim nožem i mjeriti sastojke.",
        "## Dobri prvi recepti",
        ["Kuglice od zobi i hurmi – bez rerne.", "Palačinke od heljde – svako bira svoj fil.", "Mafini od banane – lako se mjeri i miješa."],
        "Računajte na duplo više vremena i pripremite krpu. Nered se pospremi za pet minuta, a samopouzdanje u kuhinji ostaje.",
      ],
    },
    cnr: {
      title: "Kuvanje sa đecom: nered koji se isplati",
      headline: "Đeca koja kuvaju hrabrije probaju novu hranu.",
      short: "Brašno na podu i jaje na stolu mala su cijena za dijete koje samo pojede tanjir povrća. Savjeti za kuvanje sa malim pomoćnicima.",
      body: [
        "Istraživanja i iskustvo roditelja se slažu: đeca koja učestvuju u pripremi obroka spremnija su da probaju ono što su sama napravila. Čak i izbirljivi rado probaju „svoj” sos.",
        "Važno je dati zadatak prema uzrastu. Trogodišnjak može da pere povrće i miješa tijesto, a školarac već može da siječe dječjim nožem i mjeri sastojke.",
        "## Dobri prvi recepti",
        ["Kuglice od ovsa i urmi – bez rerne.", "Palačinke od heljde – svako bira svoj fil.", "Mafini od banane – lako se mjeri i miješa."],
        "Računajte na duplo više vremena i pripremite krpu. Nered se raspremi za pet minuta, a samopouzdanje u kuhinji ostaje.",
      ],
    },
  },
);

const sustainabilityReport = post(
  { code: "mag-sustainability-report-2025", category: "magazine", author: "nikola-radovic", status: 3, publishedAt: "2026-04-27T08:00:00Z", updatedAt: "2026-04-27T08:00:00Z", tags: ["zero_waste", "local_producers"], hue: 145 },
  {
    hr: {
      title: "Naše izvješće o održivosti za 2025.",
      headline: "Što smo postigli, gdje smo zakazali i što slijedi.",
      short: "Prvi put objavljujemo brojke o otpadu, dostavi i lokalnim dobavljačima. Iskreno, uključujući ciljeve koje nismo ostvarili.",
      body: [
        "Prošle godine 46 % proizvoda na našim policama došlo je od proizvođača iz regije, udaljenih manje od 500 km. Cilj je bio 50 %, pa nastavljamo tražiti nove partnere, posebno za mahunarke i sjemenke.",
        "## Brojke za 2025.",
        ["Hrana kojoj je istekao rok: 0,8 % prodaje, gotovo sve donirano bankama hrane.", "Stanice za punjenje uštedjele su oko 62.000 pakiranja.", "Dostava biciklom u središtu Zagreba i Ljubljane: 31 % paketa."],
        "Nismo uspjeli potpuno ukloniti plastiku iz rashlađene dostave; to smo riješili tek u travnju 2026. ovčjom vunom.",
        "Cijelo izvješće s metodologijom poslat ćemo svakome tko ga zatraži e-poštom.",
      ],
    },
    en: {
      title: "Our 2025 sustainability report",
      headline: "What we achieved, where we fell short and what comes next.",
      short: "For the first time we are publishing figures on waste, delivery and local suppliers. Honestly, including the targets we missed.",
      body: [
        "Last year 46 % of the products on our shelves came from producers in the region, less than 500 km away. Our target was 50 %, so we are still looking for new partners, especially for pulses and seeds.",
        "## The 2025 figures",
        ["Food past its date: 0.8 % of sales, almost all of it donated to food banks.", "Refill stations saved around 62,000 packs.", "Bicycle delivery in central Zagreb and Ljubljana: 31 % of parcels."],
        "We did not manage to remove plastic completely from chilled deliveries; we only solved that in April 2026 with sheep's wool.",
        "We will email the full report with its methodology to anyone who asks for it.",
      ],
    },
    sl: {
      title: "Naše poročilo o trajnosti za leto 2025",
      headline: "Kaj smo dosegli, kje nam ni uspelo in kaj sledi.",
      short: "Prvič objavljamo številke o odpadkih, dostavi in lokalnih dobaviteljih. Iskreno, tudi o ciljih, ki jih nismo dosegli.",
      body: [
        "Lani je 46 % izdelkov na naših policah prišlo od pridelovalcev iz regije, oddaljenih manj kot 500 km. Cilj je bil 50 %, zato še naprej iščemo nove partnerje, predvsem za stročnice in semena.",
        "## Številke za leto 2025",
        ["Živila s pretečenim rokom: 0,8 % prodaje, skoraj vse podarjeno bankam hrane.", "Postaje za polnjenje so prihranile približno 62.000 embalaž.", "Dostava s kolesom v središču Zagreba in Ljubljane: 31 % paketov."],
        "Plastike iz ohlajene dostave nam ni uspelo povsem odstraniti; to smo rešili šele aprila 2026 z ovčjo volno.",
        "Celotno poročilo z metodologijo pošljemo vsakomur, ki ga zaprosi po e-pošti.",
      ],
    },
    de: {
      title: "Unser Nachhaltigkeitsbericht 2025",
      headline: "Was wir erreicht haben, wo wir gescheitert sind und was als Nächstes kommt.",
      short: "Zum ersten Mal veröffentlichen wir Zahlen zu Abfall, Lieferung und regionalen Lieferanten. Ehrlich – auch zu den Zielen, die wir verfehlt haben.",
      body: [
        "Im vergangenen Jahr stammten 46 % der Produkte in unseren Regalen von Erzeugern aus der Region, weniger als 500 km entfernt. Unser Ziel waren 50 %, also suchen wir weiter neue Partner, vor allem für Hülsenfrüchte und Samen.",
        "## Die Zahlen für 2025",
        ["Lebensmittel mit abgelaufenem Datum: 0,8 % des Umsatzes, fast alles an Tafeln gespendet.", "Abfüllstationen sparten rund 62.000 Verpackungen.", "Lieferung per Fahrrad in der Innenstadt von Zagreb und Ljubljana: 31 % der Pakete."],
        "Plastik in der Kühllieferung konnten wir nicht vollständig ersetzen; das gelang erst im April 2026 mit Schafwolle.",
        "Den vollständigen Bericht samt Methodik senden wir allen, die ihn per E-Mail anfordern.",
      ],
    },
    it: {
      title: "Il nostro rapporto di sostenibilità 2025",
      headline: "Cosa abbiamo ottenuto, dove non ce l'abbiamo fatta e cosa viene dopo.",
      short: "Per la prima volta pubblichiamo i dati su rifiuti, consegne e fornitori locali. Con sincerità, compresi gli obiettivi mancati.",
      body: [
        "L'anno scorso il 46 % dei prodotti sui nostri scaffali proveniva da produttori della regione, a meno di 500 km. L'obiettivo era il 50 %, quindi continuiamo a cercare nuovi partner, soprattutto per legumi e semi.",
        "## I numeri del 2025",
        ["Alimenti scaduti: 0,8 % delle vendite, quasi tutti donati ai banchi alimentari.", "Le stazioni di ricarica hanno risparmiato circa 62.000 confezioni.", "Consegne in bicicletta nel centro di Zagabria e Lubiana: 31 % dei pacchi."],
        "Non siamo riusciti a eliminare del tutto la plastica dalle consegne refrigerate; ci siamo riusciti solo ad aprile 2026 con la lana di pecora.",
        "Invieremo il rapporto completo con la metodologia a chiunque lo richieda via e-mail.",
      ],
    },
    es: {
      title: "Nuestro informe de sostenibilidad de 2025",
      headline: "Qué hemos logrado, dónde hemos fallado y qué viene ahora.",
      short: "Por primera vez publicamos cifras sobre residuos, entregas y proveedores locales. Con sinceridad, también sobre los objetivos que no cumplimos.",
      body: [
        "El año pasado, el 46 % de los productos de nuestras estanterías procedía de productores de la región, a menos de 500 km. El objetivo era el 50 %, así que seguimos buscando nuevos socios, sobre todo para legumbres y semillas.",
        "## Las cifras de 2025",
        ["Alimentos caducados: 0,8 % de las ventas, casi todo donado a bancos de alimentos.", "Las estaciones de rellenado ahorraron unos 62.000 envases.", "Reparto en bicicleta en el centro de Zagreb y Liubliana: 31 % de los paquetes."],
        "No logramos eliminar por completo el plástico de las entregas refrigeradas; lo resolvimos en abril de 2026 con lana de oveja.",
        "Enviaremos el informe completo con la metodología a quien lo pida por correo electrónico.",
      ],
    },
    sr: {
      title: "Naš izveštaj o održivosti za 2025.",
      headline: "Šta smo postigli, gde smo podbacili i šta sledi.",
      short: "Prvi put objavljujemo brojke o otpadu, dostavi i lokalnim dobavljačima. Iskreno, uključujući ciljeve koje nismo ostvarili.",
      body: [
        "Prošle godine 46 % proizvoda na našim policama stiglo je od proizvođača iz regiona, udaljenih manje od 500 km. Cilj je bio 50 %, pa nastavljamo da tražimo nove partnere, posebno za mahunarke i semenke.",
        "## Brojke za 2025.",
        ["Hrana kojoj je istekao rok: 0,8 % prodaje, gotovo sve donirano bankama hrane.", "Stanice za punjenje uštedele su oko 62.000 pakovanja.", "Dostava biciklom u centru Zagreba i Ljubljane: 31 % paketa."],
        "Nismo uspeli potpuno da uklonimo plastiku iz rashlađene dostave; to smo rešili tek u aprilu 2026. ovčjom vunom.",
        "Ceo izveštaj sa metodologijom poslaćemo svakome ko ga zatraži imejlom.",
      ],
    },
    bs: {
      title: "Naš izvještaj o održivosti za 2025.",
      headline: "Šta smo postigli, gdje smo podbacili i šta slijedi.",
      short: "Prvi put objavljujemo brojke o otpadu, dostavi i lokalnim dobavljačima. Iskreno, uključujući ciljeve koje nismo ostvarili.",
      body: [
        "Prošle godine 46 % proizvoda na našim policama stiglo je od proizvođača iz regije, udaljenih manje od 500 km. Cilj je bio 50 %, pa nastavljamo tražiti nove partnere, posebno za mahunarke i sjemenke.",
        "## Brojke za 2025.",
        ["Hrana kojoj je istekao rok: 0,8 % prodaje, gotovo sve donirano bankama hrane.", "Stanice za punjenje uštedjele su oko 62.000 pakovanja.", "Dostava biciklom u centru Zagreba i Ljubljane: 31 % paketa."],
        "Nismo uspjeli potpuno ukloniti plastiku iz rashlađene dostave; to smo riješili tek u aprilu 2026. ovčijom vunom.",
        "Cijeli izvještaj s metodologijom poslat ćemo svakome ko ga zatraži e-mailom.",
      ],
    },
    cnr: {
      title: "Naš izvještaj o održivosti za 2025.",
      headline: "Šta smo postigli, đe smo podbacili i šta slijedi.",
      short: "Prvi put objavljujemo brojke o otpadu, dostavi i lokalnim dobavljačima. Iskreno, uključujući ciljeve koje nijesmo ostvarili.",
      body: [
        "Prošle godine 46 % proizvoda na našim policama stiglo je od proizvođača iz regiona, udaljenih manje od 500 km. Cilj je bio 50 %, pa nastavljamo da tražimo nove partnere, posebno za mahunarke i sjemenke.",
        "## Brojke za 2025.",
        ["Hrana kojoj je istekao rok: 0,8 % prodaje, gotovo sve donirano bankama hrane.", "Stanice za punjenje uštedjele su oko 62.000 pakovanja.", "Dostava biciklom u centru Zagreba i Ljubljane: 31 % paketa."],
        "Nijesmo uspjeli potpuno da uklonimo plastiku iz rashlađene dostave; to smo riješili tek u aprilu 2026. ovčjom vunom.",
        "Cijeli izvještaj sa metodologijom poslaćemo svakome ko ga zatraži imejlom.",
      ],
    },
  },
);

/** Draft: the interview is not yet approved by the athlete. */
const athleteInterview = post(
  { code: "mag-ultrarunner-interview", category: "magazine", author: "tomaz-kranjc", status: 1, publishedAt: "2026-11-02T08:00:00Z", updatedAt: "2026-10-12T16:45:00Z", tags: ["sport", "vegan"], hue: 125 },
  {
    hr: {
      title: "Ultramaratonka na biljnom pogonu",
      headline: "Petra Kovač trči 100 km utrke i ne jede meso već osam godina.",
      short: "Kako izgleda tjedan prehrane sportašice koja trči više od stotinu kilometara tjedno. Razgovor i njezin jelovnik.",
      body: [
        "Petra je počela trčati s trideset godina, a danas nastupa na ultramaratonima po Alpama i Dinaridima. Meso je izbacila prije osam godina i kaže da se oporavlja brže nego prije.",
        "## Njezin dan na tanjuru",
        ["Doručak: zobena kaša s bananom, orasima i maslacem od kikirikija.", "Ručak: zdjela riže, leće i pečenog povrća.", "Večera: tofu s heljdom i salatom."],
        "Na utrkama jede datulje, kuhani krumpir sa soli i domaće energetske pločice. „Želudac se trenira kao i noge”, kaže.",
        "Njezin savjet početnicima je jednostavan: ne mijenjajte sve odjednom. Zamijenite jedan mesni obrok tjedno mahunarkama, pratite kako se osjećate i gradite dalje od toga.",
      ],
    },
    en: {
      title: "A plant-powered ultrarunner",
      headline: "Petra Kovač runs 100 km races and has not eaten meat for eight years.",
      short: "What a week of eating looks like for an athlete who runs more than a hundred kilometres a week. An interview and her menu.",
      body: [
        "Petra started running at thirty and today races ultramarathons in the Alps and the Dinarides. She gave up meat eight years ago and says she recovers faster than before.",
        "## Her day on a plate",
        ["Breakfast: porridge with banana, walnuts and peanut butter.", "Lunch: a bowl of rice, lentils and roasted vegetables.", "Dinner: tofu with buckwheat and salad."],
        "During races she eats dates, salted boiled potatoes and homemade energy bars. “You train your stomach just like your legs,” she says.",
        "Her advice for beginners is simple: do not change everything at once. Replace one meat meal a week with pulses, notice how you feel and build from there.",
      ],
    },
    sl: {
      title: "Ultramaratonka na rastlinski pogon",
      headline: "Petra Kovač teče 100-kilometrske tekme in že osem let ne je mesa.",
      short: "Kako je videti teden prehrane športnice, ki na teden preteče več kot sto kilometrov. Pogovor in njen jedilnik.",
      body: [
        "Petra je začela teči pri tridesetih, danes pa nastopa na ultramaratonih po Alpah in Dinaridih. Meso je opustila pred osmimi leti in pravi, da si opomore hitreje kot prej.",
        "## Njen dan na krožniku",
        ["Zajtrk: ovsena kaša z banano, orehi in arašidovim maslom.", "Kosilo: skleda riža, leče in pečene zelenjave.", "Večerja: tofu z ajdo in solato."],
        "Na tekmah je dateljne, kuhan krompir s soljo in domače energijske ploščice. »Želodec se trenira kot noge,« pravi.",
        "Njen nasvet začetnikom je preprost: ne spreminjajte vsega naenkrat. En mesni obrok na teden zamenjajte s stročnicami, opazujte, kako se počutite, in nadgrajujte.",
      ],
    },
    de: {
      title: "Ultraläuferin mit Pflanzenkraft",
      headline: "Petra Kovač läuft 100-Kilometer-Rennen und isst seit acht Jahren kein Fleisch.",
      short: "Wie eine Ernährungswoche einer Sportlerin aussieht, die mehr als hundert Kilometer pro Woche läuft. Ein Gespräch und ihr Speiseplan.",
      body: [
        "Petra begann mit dreißig zu laufen und startet heute bei Ultramarathons in den Alpen und den Dinariden. Fleisch hat sie vor acht Jahren gestrichen und sagt, sie erhole sich schneller als früher.",
        "## Ihr Tag auf dem Teller",
        ["Frühstück: Porridge mit Banane, Walnüssen und Erdnussmus.", "Mittag: eine Bowl mit Reis, Linsen und Ofengemüse.", "Abendessen: Tofu mit Buchweizen und Salat."],
        "Im Rennen isst sie Datteln, gesalzene Pellkartoffeln und selbst gemachte Energieriegel. „Den Magen trainiert man wie die Beine“, sagt sie.",
        "Ihr Rat für Einsteiger ist einfach: nicht alles auf einmal ändern. Eine Fleischmahlzeit pro Woche durch Hülsenfrüchte ersetzen, auf das eigene Befinden achten und darauf aufbauen.",
      ],
    },
    it: {
      title: "Un'ultramaratoneta a trazione vegetale",
      headline: "Petra Kovač corre gare da 100 km e non mangia carne da otto anni.",
      short: "Com'è una settimana a tavola per un'atleta che corre più di cento chilometri a settimana. Intervista e menu.",
      body: [
        "Petra ha iniziato a correre a trent'anni e oggi partecipa a ultramaratone sulle Alpi e sulle Dinaridi. Ha smesso di mangiare carne otto anni fa e dice di recuperare più in fretta di prima.",
        "## La sua giornata nel piatto",
        ["Colazione: porridge con banana, noci e burro di arachidi.", "Pranzo: una bowl di riso, lenticchie e verdure arrosto.", "Cena: tofu con grano saraceno e insalata."],
        "In gara mangia datteri, patate lesse salate e barrette energetiche fatte in casa. «Lo stomaco si allena come le gambe», dice.",
        "Il suo consiglio per chi inizia è semplice: non cambiate tutto in una volta. Sostituite un pasto a base di carne alla settimana con i legumi, osservate come vi sentite e procedete da lì.",
      ],
    },
    es: {
      title: "Una ultrafondista a base de plantas",
      headline: "Petra Kovač corre carreras de 100 km y lleva ocho años sin comer carne.",
      short: "Cómo es una semana de comidas de una deportista que corre más de cien kilómetros por semana. Entrevista y menú.",
      body: [
        "Petra empezó a correr a los treinta y hoy compite en ultramaratones por los Alpes y los Alpes Dináricos. Dejó la carne hace ocho años y dice que se recupera más rápido que antes.",
        "## Su día en el plato",
        ["Desayuno: gachas de avena con plátano, nueces y crema de cacahuete.", "Comida: un bol de arroz, lentejas y verduras asadas.", "Cena: tofu con trigo sarraceno y ensalada."],
        "En carrera come dátiles, patatas cocidas con sal y barritas energéticas caseras. «El estómago se entrena igual que las piernas», dice.",
        "Su consejo para principiantes es sencillo: no lo cambies todo de golpe. Sustituye una comida con carne a la semana por legumbres, observa cómo te sientes y avanza a partir de ahí.",
      ],
    },
    sr: {
      title: "Ultramaratonka na biljni pogon",
      headline: "Petra Kovač trči trke od 100 km i ne jede meso već osam godina.",
      short: "Kako izgleda nedelja ishrane sportistkinje koja nedeljno pretrči više od sto kilometara. Razgovor i njen jelovnik.",
      body: [
        "Petra je počela da trči sa trideset godina, a danas nastupa na ultramaratonima po Alpima i Dinaridima. Meso je izbacila pre osam godina i kaže da se oporavlja brže nego ranije.",
        "## Njen dan na tanjiru",
        ["Doručak: ovsena kaša sa bananom, orasima i puterom od kikirikija.", "Ručak: činija pirinča, sočiva i pečenog povrća.", "Večera: tofu sa heljdom i salatom."],
        "Na trkama jede urme, kuvani krompir sa solju i domaće energetske pločice. „Stomak se trenira kao i noge”, kaže.",
        "Njen savet početnicima je jednostavan: ne menjajte sve odjednom. Zamenite jedan obrok sa mesom nedeljno mahunarkama, pratite kako se osećate i gradite dalje od toga.",
      ],
    },
    bs: {
      title: "Ultramaratonka na biljni pogon",
      headline: "Petra Kovač trči utrke od 100 km i ne jede meso već osam godina.",
      short: "Kako izgleda sedmica ishrane sportistice koja sedmično pretrči više od sto kilometara. Razgovor i njen jelovnik.",
      body: [
        "Petra je počela trčati s trideset godina, a danas nastupa na ultramaratonima po Alpama i Dinaridima. Meso je izbacila prije osam godina i kaže da se oporavlja brže nego ranije.",
        "## Njen dan na tanjiru",
        ["Doručak: zobena kaša s bananom, orasima i puterom od kikirikija.", "Ručak: zdjela riže, leće i pečenog povrća.", "Večera: tofu s heljdom i salatom."],
        "Na utrkama jede hurme, kuhani krompir sa solju i domaće energetske pločice. „Stomak se trenira kao i noge”, kaže.",
        "Njen savjet početnicima je jednostavan: ne mijenjajte sve odjednom. Zamijenite jedan obrok s mesom sedmično mahunarkama, pratite kako se osjećate i gradite dalje od toga.",
      ],
    },
    cnr: {
      title: "Ultramaratonka na biljni pogon",
      headline: "Petra Kovač trči trke od 100 km i ne jede meso već osam godina.",
      short: "Kako izgleda nedjelja ishrane sportistkinje koja nedjeljno pretrči više od sto kilometara. Razgovor i njen jelovnik.",
      body: [
        "Petra je počela da trči sa trideset godina, a danas nastupa na ultramaratonima po Alpima i Dinaridima. Meso je izbacila prije osam godina i kaže da se oporavlja brže nego ranije.",
        "## Njen dan na tanjiru",
        ["Doručak: ovsena kaša sa bananom, orasima i puterom od kikirikija.", "Ručak: činija pirinča, sočiva i pečenog povrća.", "Večera: tofu sa heljdom i salatom."],
        "Na trkama jede urme, kuvani krompir sa solju i domaće energetske pločice. „Stomak se trenira kao i noge”, kaže.",
        "Njen savjet početnicima je jednostavan: ne mijenjajte sve odjednom. Zamijenite jedan obrok sa mesom nedjeljno mahunarkama, pratite kako se osjećate i gradite dalje od toga.",
      ],
    },
  },
);

export const MAGAZINE_2: SeedPost[] = [mediterraneanDiet, slowBreakfast, cookingWithKids, sustainabilityReport, athleteInterview];
