// Tips (blog): everyday nutrition basics.
import type { SeedPost } from "../../types";
import { post } from "../build";

export const wholeGrains = post(
  { code: "tips-whole-grains", category: "tips", author: "ivana-markovic", status: 4, publishedAt: "2025-02-03T08:00:00Z", updatedAt: "2025-09-12T10:30:00Z", tags: ["breakfast", "heart_health", "budget"], hue: 36 },
  {
    hr: {
      title: "Zašto cjelovite žitarice pripadaju svakom obroku",
      headline: "Vlakna, minerali i dugotrajna sitost – bez većeg računa u trgovini.",
      short: "Cjelovite žitarice dulje drže sitima i jeftinije su od većine grickalica. Evo kako ih uvesti u doručak, ručak i večeru.",
      body: [
        "Cjelovito zrno sadrži sva tri dijela: ovojnicu, klicu i endosperm. Bijelo brašno zadržava samo endosperm, a s ovojnicom i klicom gubi većinu vlakana, vitamina B skupine, magnezija i željeza.",
        "## Jednostavne zamjene",
        ["Zobene pahuljice ili heljda umjesto zaslađenih pahuljica za doručak.", "Smeđa riža, proso ili kvinoja kao prilog umjesto bijele riže.", "Integralna tjestenina pomiješana pola-pola s običnom dok se obitelj ne navikne."],
        "Vlakna usporavaju probavu pa šećer u krvi raste blaže, a sitost traje do sljedećeg obroka. Zato zdjela kaše bolje drži cijelo jutro nego kroasan.",
        "Počnite s jednim obrokom dnevno i kuhajte žitarice u većim količinama: kuhano proso ili smeđa riža u hladnjaku traju četiri dana, a za deset minuta postaju salata ili jelo iz woka.",
      ],
    },
    en: {
      title: "Why whole grains belong in every meal",
      headline: "Fibre, minerals and staying power – without a bigger food bill.",
      short: "Whole grains keep you full for longer and cost less than most snacks. Here is how to bring them into breakfast, lunch and dinner.",
      body: [
        "A whole grain still has all three parts of the kernel: the bran, the germ and the endosperm. Refined flour keeps only the endosperm, and with the bran and germ it loses most of the fibre, B vitamins, magnesium and iron.",
        "## Easy swaps",
        ["Rolled oats or buckwheat instead of sweetened cereal at breakfast.", "Brown rice, millet or quinoa as a side instead of white rice.", "Wholewheat pasta mixed half and half with regular pasta while the family gets used to it."],
        "Fibre slows digestion, so blood sugar rises more gently and you stay full until the next meal. That is why a bowl of porridge carries you through the morning better than a croissant.",
        "Start with one meal a day and cook grains in bigger batches: cooked millet or brown rice keeps for four days in the fridge and becomes a salad or stir-fry in ten minutes.",
      ],
    },
    sl: {
      title: "Zakaj polnozrnata žita sodijo v vsak obrok",
      headline: "Vlaknine, minerali in dolgotrajna sitost – brez višjega računa v trgovini.",
      short: "Polnozrnata žita nas dlje držijo site in so cenejša od večine prigrizkov. Tako jih vključite v zajtrk, kosilo in večerjo.",
      body: [
        "Polnozrnato žito ima vse tri dele zrna: otrobe, kalček in endosperm. Bela moka ohrani le endosperm, z otrobi in kalčkom pa izgubi večino vlaknin, vitaminov B, magnezija in železa.",
        "## Preproste zamenjave",
        ["Ovseni kosmiči ali ajdova kaša namesto sladkanih kosmičev za zajtrk.", "Rjavi riž, proso ali kvinoja kot priloga namesto belega riža.", "Polnozrnate testenine, pomešane pol-pol z navadnimi, dokler se družina ne navadi."],
        "Vlaknine upočasnijo prebavo, zato krvni sladkor narašča počasneje in sitost zdrži do naslednjega obroka. Zato skleda kaše bolje drži vse dopoldne kot rogljiček.",
        "Začnite z enim obrokom na dan in žita kuhajte v večjih količinah: kuhano proso ali rjavi riž v hladilniku zdržita štiri dni in se v desetih minutah spremenita v solato ali jed iz voka.",
      ],
    },
    de: {
      title: "Warum Vollkorn in jede Mahlzeit gehört",
      headline: "Ballaststoffe, Mineralien und lange Sättigung – ohne höhere Einkaufsrechnung.",
      short: "Vollkorn macht länger satt und kostet weniger als die meisten Snacks. So bringen Sie es in Frühstück, Mittag- und Abendessen.",
      body: [
        "Ein volles Korn enthält alle drei Bestandteile: Schale, Keimling und Mehlkörper. Weißmehl behält nur den Mehlkörper und verliert mit Schale und Keimling den Großteil der Ballaststoffe, B-Vitamine, Magnesium und Eisen.",
        "## Einfach austauschen",
        ["Haferflocken oder Buchweizen statt gezuckerter Cerealien zum Frühstück.", "Naturreis, Hirse oder Quinoa als Beilage statt weißem Reis.", "Vollkornnudeln halb und halb mit normalen Nudeln mischen, bis sich die Familie daran gewöhnt hat."],
        "Ballaststoffe verlangsamen die Verdauung, der Blutzucker steigt sanfter und die Sättigung hält bis zur nächsten Mahlzeit. Deshalb trägt eine Schüssel Porridge besser durch den Vormittag als ein Croissant.",
        "Beginnen Sie mit einer Mahlzeit am Tag und kochen Sie Getreide gleich in größeren Mengen: Gekochte Hirse oder Naturreis halten im Kühlschrank vier Tage und werden in zehn Minuten zu Salat oder Pfannengericht.",
      ],
    },
    it: {
      title: "Perché i cereali integrali meritano un posto in ogni pasto",
      headline: "Fibre, minerali e sazietà duratura, senza spendere di più.",
      short: "I cereali integrali saziano più a lungo e costano meno della maggior parte degli snack. Ecco come portarli a colazione, pranzo e cena.",
      body: [
        "Il chicco integrale conserva tutte e tre le sue parti: crusca, germe ed endosperma. La farina raffinata tiene solo l'endosperma e, con crusca e germe, perde gran parte di fibre, vitamine del gruppo B, magnesio e ferro.",
        "## Sostituzioni facili",
        ["Fiocchi d'avena o grano saraceno al posto dei cereali zuccherati a colazione.", "Riso integrale, miglio o quinoa come contorno al posto del riso bianco.", "Pasta integrale mescolata a metà con quella normale, finché la famiglia non si abitua."],
        "Le fibre rallentano la digestione: la glicemia sale più dolcemente e la sazietà dura fino al pasto successivo. Per questo una ciotola di porridge sostiene la mattinata meglio di un cornetto.",
        "Iniziate con un pasto al giorno e cuocete i cereali in quantità maggiori: miglio o riso integrale cotti si conservano in frigorifero per quattro giorni e in dieci minuti diventano un'insalata o un saltato in padella.",
      ],
    },
    es: {
      title: "Por qué los cereales integrales merecen un sitio en cada comida",
      headline: "Fibra, minerales y saciedad duradera sin gastar más.",
      short: "Los cereales integrales sacian durante más tiempo y cuestan menos que la mayoría de los tentempiés. Así puedes incluirlos en el desayuno, la comida y la cena.",
      body: [
        "Un grano integral conserva sus tres partes: el salvado, el germen y el endospermo. La harina refinada solo mantiene el endospermo y, con el salvado y el germen, pierde la mayor parte de la fibra, las vitaminas del grupo B, el magnesio y el hierro.",
        "## Cambios sencillos",
        ["Copos de avena o trigo sarraceno en lugar de cereales azucarados en el desayuno.", "Arroz integral, mijo o quinoa como guarnición en lugar de arroz blanco.", "Pasta integral mezclada a partes iguales con la normal mientras la familia se acostumbra."],
        "La fibra ralentiza la digestión, así que el azúcar en sangre sube de forma más suave y la saciedad dura hasta la siguiente comida. Por eso un bol de gachas aguanta mejor toda la mañana que un cruasán.",
        "Empieza con una comida al día y cuece los cereales en mayor cantidad: el mijo o el arroz integral cocidos aguantan cuatro días en la nevera y en diez minutos se convierten en ensalada o salteado.",
      ],
    },
    sr: {
      title: "Zašto integralne žitarice pripadaju svakom obroku",
      headline: "Vlakna, minerali i dugotrajna sitost – bez većeg računa u prodavnici.",
      short: "Integralne žitarice duže drže sitim i jeftinije su od većine grickalica. Evo kako da ih uvedete u doručak, ručak i večeru.",
      body: [
        "Celo zrno sadrži sva tri dela: omotač, klicu i endosperm. Belo brašno zadržava samo endosperm, a sa omotačem i klicom gubi većinu vlakana, vitamina B grupe, magnezijuma i gvožđa.",
        "## Jednostavne zamene",
        ["Ovsene pahuljice ili heljda umesto zaslađenih žitarica za doručak.", "Braon pirinač, proso ili kinoa kao prilog umesto belog pirinča.", "Integralna testenina pomešana pola-pola sa običnom dok se porodica ne navikne."],
        "Vlakna usporavaju varenje pa šećer u krvi raste blaže, a sitost traje do sledećeg obroka. Zato činija kaše bolje drži celo prepodne nego kroasan.",
        "Počnite sa jednim obrokom dnevno i kuvajte žitarice u većim količinama: kuvano proso ili braon pirinač u frižideru traju četiri dana, a za deset minuta postaju salata ili jelo iz tiganja.",
      ],
    },
    bs: {
      title: "Zašto integralne žitarice trebaju biti dio svakog obroka",
      headline: "Vlakna, minerali i dugotrajna sitost – bez većeg računa u trgovini.",
      short: "Integralne žitarice duže drže sitim i jeftinije su od većine grickalica. Evo kako ih uvesti u doručak, ručak i večeru.",
      body: [
        "Cijelo zrno sadrži sva tri dijela: omotač, klicu i endosperm. Bijelo brašno zadržava samo endosperm, a s omotačem i klicom gubi većinu vlakana, vitamina B grupe, magnezija i željeza.",
        "## Jednostavne zamjene",
        ["Zobene pahuljice ili heljda umjesto zaslađenih žitarica za doručak.", "Smeđa riža, proso ili kinoa kao prilog umjesto bijele riže.", "Integralna tjestenina pomiješana pola-pola s običnom dok se porodica ne navikne."],
        "Vlakna usporavaju probavu pa šećer u krvi raste blaže, a sitost traje do sljedećeg obroka. Zato zdjela kaše bolje drži cijelo jutro nego kroasan.",
        "Počnite s jednim obrokom dnevno i kuhajte žitarice u većim količinama: kuhano proso ili smeđa riža u frižideru traju četiri dana, a za deset minuta postaju salata ili jelo iz tave.",
      ],
    },
    cnr: {
      title: "Zašto integralne žitarice treba da budu dio svakog obroka",
      headline: "Vlakna, minerali i dugotrajna sitost – bez većeg računa u prodavnici.",
      short: "Integralne žitarice duže drže sitim i jeftinije su od većine grickalica. Evo kako da ih uvedete u doručak, ručak i večeru.",
      body: [
        "Cijelo zrno sadrži sva tri dijela: omotač, klicu i endosperm. Bijelo brašno zadržava samo endosperm, a sa omotačem i klicom gubi većinu vlakana, vitamina B grupe, magnezijuma i gvožđa.",
        "## Jednostavne zamjene",
        ["Ovsene pahuljice ili heljda umjesto zaslađenih žitarica za doručak.", "Braon pirinač, proso ili kinoa kao prilog umjesto bijelog pirinča.", "Integralna tjestenina pomiješana pola-pola sa običnom dok se porodica ne navikne."],
        "Vlakna usporavaju varenje pa šećer u krvi raste blaže, a sitost traje do sljedećeg obroka. Zato činija kaše bolje drži cijelo prijepodne nego kroasan.",
        "Počnite sa jednim obrokom dnevno i kuvajte žitarice u većim količinama: kuvano proso ili braon pirinač u frižideru traju četiri dana, a za deset minuta postaju salata ili jelo iz tiganja.",
      ],
    },
  },
);

const readingLabels = post(
  { code: "tips-reading-labels", category: "tips", author: "lejla-hodzic", status: 3, publishedAt: "2025-03-10T08:00:00Z", updatedAt: "2025-03-10T08:00:00Z", tags: ["budget", "kids"], hue: 210 },
  {
    hr: {
      title: "Kako pročitati deklaraciju za pet minuta",
      headline: "Popis sastojaka govori više od slike na prednjoj strani.",
      short: "Prednja strana pakiranja prodaje, stražnja informira. Naučite na što gledati prije nego što proizvod završi u košarici.",
      body: [
        "Sastojci su navedeni od onog kojeg ima najviše prema onome kojeg ima najmanje. Ako je šećer, sirup ili ulje na prvom ili drugom mjestu, proizvod je prije svega to, bez obzira na natpise poput „prirodno” ili „fit”.",
        "## Tri brze provjere",
        ["Koliko je sastojaka i prepoznajete li ih sve?", "Koliko šećera ima na 100 g – više od 15 g znači slatkiš.", "Alergeni su otisnuti podebljano, pa ih je lako uočiti."],
        "Tablica nutritivnih vrijednosti uvijek je izražena na 100 g ili 100 ml, zato je idealna za usporedbu dvaju proizvoda. Porcija koju proizvođač predlaže često je manja od one koju stvarno pojedemo.",
        "Za kraj pogledajte rok trajanja: „upotrijebiti do” vrijedi za kvarljivu hranu, a „najbolje upotrijebiti do” znači da je proizvod i nakon tog datuma najčešće ispravan.",
      ],
    },
    en: {
      title: "How to read a food label in five minutes",
      headline: "The ingredient list tells you more than the picture on the front.",
      short: "The front of the pack sells, the back informs. Learn what to look for before a product ends up in your basket.",
      body: [
        "Ingredients are listed from the largest amount to the smallest. If sugar, syrup or oil comes first or second, that is mainly what you are buying, whatever the front says about being “natural” or “fit”.",
        "## Three quick checks",
        ["How many ingredients are there, and do you recognise them all?", "How much sugar per 100 g – more than 15 g means it is a sweet.", "Allergens are printed in bold, so they are easy to spot."],
        "The nutrition table is always given per 100 g or 100 ml, which makes it ideal for comparing two products. The portion the manufacturer suggests is often smaller than what we actually eat.",
        "Finally, check the date: “use by” applies to perishable food, while “best before” means the product is usually still fine after that day.",
      ],
    },
    sl: {
      title: "Kako v petih minutah prebrati deklaracijo",
      headline: "Seznam sestavin pove več kot slika na sprednji strani.",
      short: "Sprednja stran embalaže prodaja, zadnja obvešča. Naučite se, kam pogledati, preden izdelek pristane v košarici.",
      body: [
        "Sestavine so navedene od tiste, ki je je največ, do tiste, ki je je najmanj. Če je sladkor, sirup ali olje na prvem ali drugem mestu, izdelek je predvsem to, ne glede na napise »naravno« ali »fit«.",
        "## Tri hitra preverjanja",
        ["Koliko je sestavin in ali jih vse prepoznate?", "Koliko sladkorja je na 100 g – več kot 15 g pomeni sladkarijo.", "Alergeni so natisnjeni krepko, zato jih hitro opazite."],
        "Preglednica hranilnih vrednosti je vedno podana na 100 g ali 100 ml, zato je idealna za primerjavo dveh izdelkov. Porcija, ki jo predlaga proizvajalec, je pogosto manjša od tiste, ki jo res pojemo.",
        "Na koncu preverite datum: »porabiti do« velja za pokvarljiva živila, »uporabno najmanj do« pa pomeni, da je izdelek po tem dnevu večinoma še vedno v redu.",
      ],
    },
    de: {
      title: "Etiketten lesen in fünf Minuten",
      headline: "Die Zutatenliste verrät mehr als das Bild auf der Vorderseite.",
      short: "Die Vorderseite verkauft, die Rückseite informiert. Worauf Sie achten sollten, bevor ein Produkt im Einkaufskorb landet.",
      body: [
        "Zutaten stehen in absteigender Menge. Steht Zucker, Sirup oder Öl an erster oder zweiter Stelle, kaufen Sie vor allem das – egal, ob vorne „natürlich“ oder „fit“ steht.",
        "## Drei schnelle Checks",
        ["Wie viele Zutaten sind es, und kennen Sie alle?", "Wie viel Zucker steckt in 100 g – mehr als 15 g heißt Süßigkeit.", "Allergene sind fett gedruckt und daher leicht zu finden."],
        "Die Nährwerttabelle bezieht sich immer auf 100 g oder 100 ml und eignet sich deshalb ideal zum Vergleichen. Die vom Hersteller empfohlene Portion ist oft kleiner als das, was wir tatsächlich essen.",
        "Zum Schluss das Datum: „Zu verbrauchen bis“ gilt für leicht verderbliche Lebensmittel, „mindestens haltbar bis“ bedeutet, dass das Produkt danach meist noch einwandfrei ist.",
      ],
    },
    it: {
      title: "Come leggere un'etichetta in cinque minuti",
      headline: "L'elenco degli ingredienti dice più della foto sul davanti.",
      short: "Il fronte della confezione vende, il retro informa. Ecco cosa guardare prima che un prodotto finisca nel carrello.",
      body: [
        "Gli ingredienti sono elencati dal più abbondante al meno presente. Se zucchero, sciroppo o olio compaiono al primo o al secondo posto, è soprattutto questo che state comprando, qualunque cosa dica la scritta «naturale» o «fit».",
        "## Tre controlli veloci",
        ["Quanti ingredienti ci sono e li riconoscete tutti?", "Quanti zuccheri per 100 g: oltre 15 g siamo nel campo dei dolci.", "Gli allergeni sono evidenziati in grassetto e si trovano subito."],
        "La tabella nutrizionale è sempre riferita a 100 g o 100 ml, perfetta per confrontare due prodotti. La porzione suggerita dal produttore è spesso più piccola di quella che mangiamo davvero.",
        "Infine la data: «da consumarsi entro» riguarda gli alimenti deperibili, mentre «da consumarsi preferibilmente entro» significa che dopo quel giorno il prodotto di solito è ancora buono.",
      ],
    },
    es: {
      title: "Cómo leer una etiqueta en cinco minutos",
      headline: "La lista de ingredientes dice más que la foto de la parte delantera.",
      short: "La parte delantera del envase vende; la trasera informa. Aprende qué mirar antes de que un producto acabe en tu cesta.",
      body: [
        "Los ingredientes aparecen de mayor a menor cantidad. Si el azúcar, un sirope o el aceite están en primer o segundo lugar, eso es sobre todo lo que compras, diga lo que diga el envase sobre ser «natural» o «fit».",
        "## Tres comprobaciones rápidas",
        ["¿Cuántos ingredientes hay y los reconoces todos?", "¿Cuánto azúcar hay por 100 g? Más de 15 g es una golosina.", "Los alérgenos van en negrita, así que se localizan enseguida."],
        "La tabla nutricional siempre se expresa por 100 g o 100 ml, ideal para comparar dos productos. La ración que sugiere el fabricante suele ser más pequeña de lo que realmente comemos.",
        "Por último, la fecha: «fecha de caducidad» se aplica a alimentos perecederos y «consumir preferentemente antes de» indica que, pasado ese día, el producto suele seguir estando bien.",
      ],
    },
    sr: {
      title: "Kako da pročitate deklaraciju za pet minuta",
      headline: "Spisak sastojaka govori više od slike na prednjoj strani.",
      short: "Prednja strana pakovanja prodaje, zadnja informiše. Naučite na šta da obratite pažnju pre nego što proizvod završi u korpi.",
      body: [
        "Sastojci su navedeni od onog kog ima najviše do onog kog ima najmanje. Ako je šećer, sirup ili ulje na prvom ili drugom mestu, proizvod je pre svega to, bez obzira na natpise „prirodno” ili „fit”.",
        "## Tri brze provere",
        ["Koliko ima sastojaka i da li ih sve prepoznajete?", "Koliko šećera ima na 100 g – više od 15 g znači slatkiš.", "Alergeni su odštampani podebljano, pa se lako uočavaju."],
        "Tabela nutritivnih vrednosti uvek je data na 100 g ili 100 ml, zato je idealna za poređenje dva proizvoda. Porcija koju predlaže proizvođač često je manja od one koju zaista pojedemo.",
        "Na kraju pogledajte rok: „upotrebiti do” važi za kvarljivu hranu, a „najbolje upotrebiti do” znači da je proizvod i posle tog datuma najčešće ispravan.",
      ],
    },
    bs: {
      title: "Kako pročitati deklaraciju za pet minuta",
      headline: "Spisak sastojaka govori više od slike na prednjoj strani.",
      short: "Prednja strana pakovanja prodaje, zadnja informiše. Naučite na šta obratiti pažnju prije nego što proizvod završi u korpi.",
      body: [
        "Sastojci su navedeni od onog kojeg ima najviše do onog kojeg ima najmanje. Ako je šećer, sirup ili ulje na prvom ili drugom mjestu, proizvod je prije svega to, bez obzira na natpise „prirodno” ili „fit”.",
        "## Tri brze provjere",
        ["Koliko ima sastojaka i prepoznajete li ih sve?", "Koliko šećera ima na 100 g – više od 15 g znači slatkiš.", "Alergeni su odštampani podebljano, pa se lako uočavaju."],
        "Tabela nutritivnih vrijednosti uvijek je data na 100 g ili 100 ml, zato je idealna za poređenje dva proizvoda. Porcija koju predlaže proizvođač često je manja od one koju zaista pojedemo.",
        "Na kraju pogledajte rok: „upotrijebiti do” vrijedi za kvarljivu hranu, a „najbolje upotrijebiti do” znači da je proizvod i nakon tog datuma najčešće ispravan.",
      ],
    },
    cnr: {
      title: "Kako da pročitate deklaraciju za pet minuta",
      slug: "kako-procitati-deklaraciju-brzo",
      headline: "Spisak sastojaka kaže više od slike na prednjoj strani.",
      short: "Prednja strana pakovanja prodaje, zadnja informiše. Naučite na šta da obratite pažnju prije nego što proizvod završi u korpi.",
      body: [
        "Sastojci su navedeni od onog kojeg ima najviše do onog kojeg ima najmanje. Ako je šećer, sirup ili ulje na prvom ili drugom mjestu, proizvod je prije svega to, bez obzira na natpise „prirodno” ili „fit”.",
        "## Tri brze provjere",
        ["Koliko ima sastojaka i da li ih sve prepoznajete?", "Koliko šećera ima na 100 g – više od 15 g znači slatkiš.", "Alergeni su odštampani podebljano, pa se lako uočavaju."],
        "Tabela nutritivnih vrijednosti uvijek je data na 100 g ili 100 ml, pa je idealna za poređenje dva proizvoda. Porcija koju predlaže proizvođač često je manja od one koju zaista pojedemo.",
        "Na kraju pogledajte rok: „upotrijebiti do” važi za kvarljivu hranu, a „najbolje upotrijebiti do” znači da je proizvod i poslije tog datuma najčešće ispravan.",
      ],
    },
  },
);

const sugarAlternatives = post(
  { code: "tips-sugar-alternatives", category: "tips", author: "ana-bilic", status: 3, publishedAt: "2025-04-14T08:00:00Z", updatedAt: "2025-11-02T09:15:00Z", tags: ["baking", "kids"], hue: 28 },
  {
    hr: {
      title: "Zamjene za šećer: što je stvarno bolje",
      headline: "Kokosov šećer, datulje, javorov sirup i med pod povećalom.",
      short: "Nijedna zamjena nije čarobna, ali neke donose više okusa i hranjivih tvari. Evo kako ih koristiti u kuhinji i pečenju.",
      body: [
        "Kokosov šećer, med i javorov sirup i dalje su šećer: tijelo ih prerađuje gotovo jednako kao konzumni šećer. Prednost im je izraženiji okus, pa ih obično treba manje, i tragovi minerala.",
        "## Kada koristiti što",
        ["Datulje i banana – u kašama, energetskim kuglicama i kolačima gdje vlakna pomažu teksturi.", "Javorov sirup – u preljevima i granoli jer se lako miješa.", "Kokosov šećer – u pečenju, zamjenjuje bijeli šećer u omjeru 1 : 1."],
        "Eritritol i stevija nemaju kalorija, ali neki ljudi osjete naknadni okus, a eritritol u većim količinama može smetati probavi.",
        "Najveća promjena ipak dolazi kad postupno smanjujete ukupnu slatkoću. Okusni pupoljci prilagode se za dva do tri tjedna i voće vam odjednom postane dovoljno slatko.",
      ],
    },
    en: {
      title: "Sugar alternatives: what is actually better",
      headline: "Coconut sugar, dates, maple syrup and honey under the magnifying glass.",
      short: "No substitute is magic, but some bring more flavour and nutrients. Here is how to use them in cooking and baking.",
      body: [
        "Coconut sugar, honey and maple syrup are still sugar: the body handles them almost exactly like table sugar. Their advantage is a stronger flavour, so you usually need less, plus traces of minerals.",
        "## When to use which",
        ["Dates and banana – in porridge, energy balls and cakes, where the fibre helps the texture.", "Maple syrup – in dressings and granola, because it mixes easily.", "Coconut sugar – in baking, replacing white sugar one to one."],
        "Erythritol and stevia have no calories, but some people notice an aftertaste, and larger amounts of erythritol can upset digestion.",
        "The biggest change comes from lowering overall sweetness step by step. Taste buds adapt within two to three weeks, and suddenly fruit tastes sweet enough.",
      ],
    },
    sl: {
      title: "Nadomestki sladkorja: kaj je res boljše",
      headline: "Kokosov sladkor, dateljni, javorjev sirup in med pod drobnogledom.",
      short: "Noben nadomestek ni čudežen, nekateri pa prinesejo več okusa in hranil. Tako jih uporabite pri kuhanju in peki.",
      body: [
        "Kokosov sladkor, med in javorjev sirup so še vedno sladkor: telo jih predela skoraj enako kot namizni sladkor. Njihova prednost je izrazitejši okus, zato jih običajno potrebujemo manj, in sledovi mineralov.",
        "## Kdaj uporabiti kaj",
        ["Dateljni in banana – v kašah, energijskih kroglicah in pecivu, kjer vlaknine pomagajo pri teksturi.", "Javorjev sirup – v prelivih in granoli, ker se lepo premeša.", "Kokosov sladkor – pri peki, beli sladkor nadomesti v razmerju 1 : 1."],
        "Eritritol in stevija nimata kalorij, vendar nekateri zaznajo pookus, večje količine eritritola pa lahko motijo prebavo.",
        "Največ spremenite, ko postopoma zmanjšujete celotno sladkost. Brbončice se prilagodijo v dveh do treh tednih in sadje je nenadoma dovolj sladko.",
      ],
    },
    de: {
      title: "Zuckeralternativen: Was ist wirklich besser?",
      headline: "Kokosblütenzucker, Datteln, Ahornsirup und Honig unter der Lupe.",
      short: "Kein Ersatz ist ein Wundermittel, aber manche bringen mehr Geschmack und Nährstoffe. So setzen Sie sie beim Kochen und Backen ein.",
      body: [
        "Kokosblütenzucker, Honig und Ahornsirup sind trotzdem Zucker: Der Körper verarbeitet sie fast wie Haushaltszucker. Ihr Vorteil ist ein intensiverer Geschmack, sodass meist weniger reicht, dazu Spuren von Mineralstoffen.",
        "## Wann was passt",
        ["Datteln und Banane – in Porridge, Energiebällchen und Kuchen, wo die Ballaststoffe der Konsistenz helfen.", "Ahornsirup – in Dressings und Granola, weil er sich leicht vermischt.", "Kokosblütenzucker – beim Backen, ersetzt weißen Zucker im Verhältnis 1 : 1."],
        "Erythrit und Stevia haben keine Kalorien, manche schmecken jedoch einen Nachgeschmack, und größere Mengen Erythrit können auf den Magen schlagen.",
        "Am meisten bewirkt es, die Süße insgesamt schrittweise zu reduzieren. Die Geschmacksknospen passen sich in zwei bis drei Wochen an, und plötzlich ist Obst süß genug.",
      ],
    },
    it: {
      title: "Alternative allo zucchero: cosa conviene davvero",
      headline: "Zucchero di cocco, datteri, sciroppo d'acero e miele sotto la lente.",
      short: "Nessun sostituto fa miracoli, ma alcuni portano più gusto e nutrienti. Ecco come usarli in cucina e nei dolci.",
      body: [
        "Zucchero di cocco, miele e sciroppo d'acero restano zuccheri: l'organismo li gestisce quasi come lo zucchero da tavola. Il vantaggio è un sapore più deciso, quindi ne basta meno, oltre a tracce di minerali.",
        "## Quando usare cosa",
        ["Datteri e banana: nel porridge, nelle energy ball e nelle torte, dove le fibre aiutano la consistenza.", "Sciroppo d'acero: nei condimenti e nella granola, perché si amalgama facilmente.", "Zucchero di cocco: nei dolci al forno, sostituisce lo zucchero bianco in rapporto 1 a 1."],
        "Eritritolo e stevia non hanno calorie, ma alcuni avvertono un retrogusto e grandi quantità di eritritolo possono disturbare la digestione.",
        "Il cambiamento più grande arriva riducendo gradualmente la dolcezza complessiva. Il palato si adatta in due o tre settimane e all'improvviso la frutta basta.",
      ],
    },
    es: {
      title: "Alternativas al azúcar: qué es realmente mejor",
      headline: "Azúcar de coco, dátiles, sirope de arce y miel bajo la lupa.",
      short: "Ningún sustituto es mágico, pero algunos aportan más sabor y nutrientes. Así puedes usarlos en la cocina y en la repostería.",
      body: [
        "El azúcar de coco, la miel y el sirope de arce siguen siendo azúcar: el cuerpo los procesa casi igual que el azúcar de mesa. Su ventaja es un sabor más intenso, por lo que suele bastar menos cantidad, y algunas trazas de minerales.",
        "## Cuándo usar cada uno",
        ["Dátiles y plátano: en gachas, bolitas energéticas y bizcochos, donde la fibra ayuda a la textura.", "Sirope de arce: en aliños y granola, porque se mezcla con facilidad.", "Azúcar de coco: en repostería, sustituye al azúcar blanco en proporción 1:1."],
        "El eritritol y la estevia no tienen calorías, pero hay quien nota un regusto y el eritritol en grandes cantidades puede sentar mal.",
        "El gran cambio llega al reducir poco a poco el dulzor total. El paladar se adapta en dos o tres semanas y, de repente, la fruta resulta lo bastante dulce.",
      ],
    },
    sr: {
      title: "Zamene za šećer: šta je zaista bolje",
      headline: "Kokosov šećer, urme, javorov sirup i med pod lupom.",
      short: "Nijedna zamena nije čarobna, ali neke donose više ukusa i hranljivih materija. Evo kako da ih koristite u kuvanju i pečenju.",
      body: [
        "Kokosov šećer, med i javorov sirup su i dalje šećer: telo ih prerađuje gotovo isto kao konzumni šećer. Prednost im je izraženiji ukus, pa ih obično treba manje, i tragovi minerala.",
        "## Kada koristiti šta",
        ["Urme i banana – u kašama, energetskim kuglicama i kolačima gde vlakna pomažu teksturi.", "Javorov sirup – u prelivima i granoli jer se lako meša.", "Kokosov šećer – u pečenju, menja beli šećer u odnosu 1 : 1."],
        "Eritritol i stevija nemaju kalorija, ali neki ljudi osete naknadni ukus, a eritritol u većim količinama može da smeta varenju.",
        "Najveća promena ipak dolazi kada postepeno smanjujete ukupnu slatkoću. Čula ukusa se prilagode za dve do tri nedelje i voće vam odjednom postane dovoljno slatko.",
      ],
    },
    bs: {
      title: "Zamjene za šećer: šta je zaista bolje",
      headline: "Kokosov šećer, hurme, javorov sirup i med pod lupom.",
      short: "Nijedna zamjena nije čarobna, ali neke donose više okusa i hranjivih tvari. Evo kako ih koristiti u kuhanju i pečenju.",
      body: [
        "Kokosov šećer, med i javorov sirup su i dalje šećer: tijelo ih prerađuje gotovo isto kao konzumni šećer. Prednost im je izraženiji okus, pa ih obično treba manje, i tragovi minerala.",
        "## Kada koristiti šta",
        ["Hurme i banana – u kašama, energetskim kuglicama i kolačima gdje vlakna pomažu teksturi.", "Javorov sirup – u preljevima i granoli jer se lako miješa.", "Kokosov šećer – u pečenju, mijenja bijeli šećer u omjeru 1 : 1."],
        "Eritritol i stevija nemaju kalorija, ali neki ljudi osjete naknadni okus, a eritritol u većim količinama može smetati probavi.",
        "Najveća promjena ipak dolazi kada postepeno smanjujete ukupnu slatkoću. Okusni pupoljci se prilagode za dvije do tri sedmice i voće vam odjednom postane dovoljno slatko.",
      ],
    },
    cnr: {
      title: "Zamjene za šećer: šta je zaista bolje",
      slug: "zamjene-za-secer-sta-je-bolje",
      headline: "Kokosov šećer, urme, javorov sirup i med pod lupom.",
      short: "Nijedna zamjena nije čarobna, ali neke donose više ukusa i hranljivih materija. Evo kako da ih koristite u kuvanju i pečenju.",
      body: [
        "Kokosov šećer, med i javorov sirup su i dalje šećer: tijelo ih prerađuje gotovo isto kao konzumni šećer. Prednost im je izraženiji ukus, pa ih obično treba manje, i tragovi minerala.",
        "## Kada koristiti šta",
        ["Urme i banana – u kašama, energetskim kuglicama i kolačima đe vlakna pomažu teksturi.", "Javorov sirup – u prelivima i granoli jer se lako miješa.", "Kokosov šećer – u pečenju, mijenja bijeli šećer u odnosu 1 : 1."],
        "Eritritol i stevija nemaju kalorija, ali neki ljudi osjete naknadni ukus, a eritritol u većim količinama može da smeta varenju.",
        "Najveća promjena ipak dolazi kada postepeno smanjujete ukupnu slatkoću. Čula ukusa se prilagode za dvije do tri nedjelje i voće vam odjednom postane dovoljno slatko.",
      ],
    },
  },
);

const hydration = post(
  { code: "tips-hydration", category: "tips", author: "tomaz-kranjc", status: 3, publishedAt: "2025-06-02T07:30:00Z", updatedAt: "2025-06-20T07:30:00Z", tags: ["sport", "immunity"], hue: 190 },
  {
    hr: {
      title: "Hidracija: više od čaše vode",
      headline: "Koliko tekućine trebamo i zašto se ne mora sve popiti.",
      short: "Potreba za tekućinom ovisi o vrućini, aktivnosti i prehrani. Evo jednostavnih pravila za vruće dane i trening.",
      body: [
        "Odrasla osoba dnevno treba oko dvije do dvije i pol litre tekućine, a otprilike petina dolazi iz hrane. Krastavci, lubenica, juhe i kuhane žitarice sadrže mnogo vode.",
        "## Znakovi da pijete premalo",
        ["Tamnožuta mokraća i rijetko mokrenje.", "Glavobolja i umor poslijepodne.", "Pad koncentracije na poslu ili u školi."],
        "Kod treninga duljeg od sat vremena ili po velikoj vrućini samo voda nije dovoljna. Tijelo znojem gubi natrij i kalij, pa pomaže prstohvat soli i malo soka u boci ili izotonični napitak.",
        "Nezaslađeni biljni čaj, ohlađen s limunom i mentom, odlična je ljetna alternativa sokovima. Bocu vode držite na vidljivom mjestu – to je najjednostavniji podsjetnik.",
      ],
    },
    en: {
      title: "Hydration: more than a glass of water",
      headline: "How much fluid we need and why not all of it has to be drunk.",
      short: "Your fluid needs depend on heat, activity and diet. Here are simple rules for hot days and training.",
      body: [
        "An adult needs roughly two to two and a half litres of fluid a day, and about a fifth of it comes from food. Cucumbers, watermelon, soups and cooked grains all contain plenty of water.",
        "## Signs you are drinking too little",
        ["Dark yellow urine and going to the toilet rarely.", "Headaches and tiredness in the afternoon.", "Trouble concentrating at work or school."],
        "For training longer than an hour or in great heat, water alone is not enough. Sweat takes sodium and potassium with it, so a pinch of salt and a splash of juice in your bottle, or an isotonic drink, helps.",
        "Unsweetened herbal tea, chilled with lemon and mint, is a great summer alternative to juice. Keep a water bottle where you can see it – it is the simplest reminder there is.",
      ],
    },
    sl: {
      title: "Hidracija: več kot kozarec vode",
      headline: "Koliko tekočine potrebujemo in zakaj je ni treba vse popiti.",
      short: "Potreba po tekočini je odvisna od vročine, gibanja in prehrane. Nekaj preprostih pravil za vroče dni in trening.",
      body: [
        "Odrasel človek na dan potrebuje približno dva do dva litra in pol tekočine, okoli petina pa pride iz hrane. Kumare, lubenica, juhe in kuhana žita vsebujejo veliko vode.",
        "## Znaki, da pijete premalo",
        ["Temno rumen urin in redko uriniranje.", "Glavobol in utrujenost popoldne.", "Slabša zbranost v službi ali šoli."],
        "Pri treningu, daljšem od ure, ali v veliki vročini sama voda ne zadošča. S potom izgubljamo natrij in kalij, zato pomaga ščepec soli in malo soka v bidonu ali izotonični napitek.",
        "Nesladkan zeliščni čaj, ohlajen z limono in meto, je odlična poletna zamenjava za sokove. Steklenico vode imejte na vidnem mestu – to je najpreprostejši opomnik.",
      ],
    },
    de: {
      title: "Richtig trinken: mehr als ein Glas Wasser",
      headline: "Wie viel Flüssigkeit wir brauchen und warum nicht alles getrunken werden muss.",
      short: "Der Flüssigkeitsbedarf hängt von Hitze, Bewegung und Ernährung ab. Einfache Regeln für heiße Tage und das Training.",
      body: [
        "Erwachsene brauchen etwa zwei bis zweieinhalb Liter Flüssigkeit am Tag, rund ein Fünftel davon stammt aus dem Essen. Gurken, Wassermelone, Suppen und gekochtes Getreide enthalten viel Wasser.",
        "## Anzeichen, dass Sie zu wenig trinken",
        ["Dunkelgelber Urin und seltener Harndrang.", "Kopfschmerzen und Müdigkeit am Nachmittag.", "Konzentrationsprobleme bei der Arbeit oder in der Schule."],
        "Bei Training über einer Stunde oder großer Hitze reicht Wasser allein nicht. Mit dem Schweiß gehen Natrium und Kalium verloren – eine Prise Salz und etwas Saft in der Flasche oder ein isotonisches Getränk helfen.",
        "Ungesüßter Kräutertee, gekühlt mit Zitrone und Minze, ist im Sommer eine gute Alternative zu Saft. Stellen Sie die Wasserflasche sichtbar hin – die einfachste Erinnerung überhaupt.",
      ],
    },
    it: {
      title: "Idratazione: più di un bicchiere d'acqua",
      headline: "Quanti liquidi servono davvero e perché non vanno tutti bevuti.",
      short: "Il fabbisogno di liquidi dipende da caldo, attività fisica e alimentazione. Ecco alcune regole semplici per le giornate calde e l'allenamento.",
      body: [
        "Un adulto ha bisogno di circa due litri, due litri e mezzo di liquidi al giorno, e circa un quinto arriva dal cibo. Cetrioli, anguria, minestre e cereali cotti contengono molta acqua.",
        "## Segnali che state bevendo poco",
        ["Urina giallo scuro e poche visite al bagno.", "Mal di testa e stanchezza nel pomeriggio.", "Difficoltà di concentrazione al lavoro o a scuola."],
        "Negli allenamenti oltre l'ora o con il gran caldo l'acqua da sola non basta. Con il sudore si perdono sodio e potassio: aiutano un pizzico di sale e un po' di succo nella borraccia, oppure una bevanda isotonica.",
        "Una tisana non zuccherata, fredda con limone e menta, è un'ottima alternativa estiva ai succhi. Tenete la bottiglia d'acqua bene in vista: è il promemoria più semplice che esista.",
      ],
    },
    es: {
      title: "Hidratación: mucho más que un vaso de agua",
      headline: "Cuánto líquido necesitamos y por qué no hace falta bebérselo todo.",
      short: "Las necesidades de líquido dependen del calor, la actividad y la dieta. Estas son unas reglas sencillas para los días de calor y el entrenamiento.",
      body: [
        "Un adulto necesita entre dos y dos litros y medio de líquido al día, y aproximadamente una quinta parte procede de los alimentos. El pepino, la sandía, las sopas y los cereales cocidos contienen mucha agua.",
        "## Señales de que bebes poco",
        ["Orina de color amarillo oscuro y pocas visitas al baño.", "Dolor de cabeza y cansancio por la tarde.", "Dificultad para concentrarte en el trabajo o en clase."],
        "En entrenamientos de más de una hora o con mucho calor, el agua sola no basta. Con el sudor se pierden sodio y potasio, así que ayuda una pizca de sal y un chorrito de zumo en el bidón, o una bebida isotónica.",
        "Una infusión sin azúcar, fría y con limón y menta, es una gran alternativa veraniega a los zumos. Deja la botella de agua a la vista: es el recordatorio más sencillo que existe.",
      ],
    },
    sr: {
      title: "Hidratacija: više od čaše vode",
      headline: "Koliko tečnosti nam treba i zašto ne mora sve da se popije.",
      short: "Potreba za tečnošću zavisi od vrućine, aktivnosti i ishrane. Evo jednostavnih pravila za tople dane i trening.",
      body: [
        "Odrasloj osobi dnevno treba oko dva do dva i po litra tečnosti, a otprilike petina dolazi iz hrane. Krastavac, lubenica, supe i kuvane žitarice sadrže mnogo vode.",
        "## Znaci da pijete premalo",
        ["Tamnožuta mokraća i retko mokrenje.", "Glavobolja i umor po podne.", "Pad koncentracije na poslu ili u školi."],
        "Kod treninga dužeg od sat vremena ili po velikoj vrućini sama voda nije dovoljna. Telo znojem gubi natrijum i kalijum, pa pomaže prstohvat soli i malo soka u flašici ili izotonični napitak.",
        "Nezaslađeni biljni čaj, ohlađen sa limunom i nanom, odlična je letnja zamena za sokove. Flašu vode držite na vidnom mestu – to je najjednostavniji podsetnik.",
      ],
    },
    bs: {
      title: "Hidratacija: više od čaše vode",
      headline: "Koliko tečnosti nam treba i zašto ne mora sve biti popijeno.",
      short: "Potreba za tečnošću ovisi o vrućini, aktivnosti i ishrani. Evo jednostavnih pravila za vruće dane i trening.",
      body: [
        "Odrasloj osobi dnevno treba oko dvije do dvije i po litre tečnosti, a otprilike petina dolazi iz hrane. Krastavac, lubenica, supe i kuhane žitarice sadrže mnogo vode.",
        "## Znakovi da pijete premalo",
        ["Tamnožuta mokraća i rijetko mokrenje.", "Glavobolja i umor poslijepodne.", "Pad koncentracije na poslu ili u školi."],
        "Kod treninga dužeg od sat vremena ili po velikoj vrućini sama voda nije dovoljna. Tijelo znojem gubi natrij i kalij, pa pomaže prstohvat soli i malo soka u flašici ili izotonični napitak.",
        "Nezaslađeni biljni čaj, ohlađen s limunom i nanom, odlična je ljetna zamjena za sokove. Flašu vode držite na vidnom mjestu – to je najjednostavniji podsjetnik.",
      ],
    },
    cnr: {
      title: "Hidratacija: mnogo više od čaše vode",
      headline: "Koliko tečnosti nam treba i zašto ne mora sve da se popije.",
      short: "Potreba za tečnošću zavisi od vrućine, aktivnosti i ishrane. Evo jednostavnih pravila za ljetnje dane i trening.",
      body: [
        "Odrasloj osobi dnevno treba oko dva do dva i po litra tečnosti, a otprilike petina dolazi iz hrane. Krastavac, lubenica, supe i kuvane žitarice sadrže mnogo vode.",
        "## Znaci da pijete premalo",
        ["Tamnožuta mokraća i rijetko mokrenje.", "Glavobolja i umor poslije podne.", "Pad koncentracije na poslu ili u školi."],
        "Kod treninga dužeg od sat vremena ili po velikoj vrućini sama voda nije dovoljna. Tijelo znojem gubi natrijum i kalijum, pa pomaže prstohvat soli i malo soka u flašici ili izotonični napitak.",
        "Nezaslađeni biljni čaj, ohlađen sa limunom i nanom, odlična je ljetnja zamjena za sokove. Flašu vode držite na vidnom mjestu – to je najjednostavniji podsjetnik.",
      ],
    },
  },
);

export const TIPS_1: SeedPost[] = [wholeGrains, readingLabels, sugarAlternatives, hydration];
