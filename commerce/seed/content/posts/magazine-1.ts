// Magazine: producer stories.
import type { SeedPost } from "../../types";
import { post } from "../build";

const buckwheat = post(
  { code: "mag-buckwheat-comeback", category: "magazine", author: "maja-horvat", status: 4, publishedAt: "2025-02-24T08:00:00Z", updatedAt: "2025-02-24T08:00:00Z", tags: ["local_producers", "gluten_free"], hue: 22 },
  {
    hr: {
      title: "Tihi povratak heljde",
      headline: "Kako se zaboravljena žitarica vratila na polja Međimurja.",
      short: "Prije pedeset godina heljda je gotovo nestala s naših polja. Danas je mladi poljoprivrednici ponovno siju – i ne mogu zadovoljiti potražnju.",
      body: [
        "Na obiteljskom imanju Horvatovih kraj Čakovca heljda cvate krajem srpnja, a polje tada miriše na med. „Djed ju je sijao poslije žetve pšenice, otac je odustao, a ja sam je vratio”, kaže Marko, koji obrađuje dvadeset hektara.",
        "Heljda ne treba umjetna gnojiva ni prskanje i dobro podnosi siromašno tlo. Pčele je obožavaju, a zrno je prirodno bez glutena, što joj je donijelo novu generaciju kupaca.",
        "## Od polja do police",
        ["Berba u rujnu, sušenje na zraku.", "Ljuštenje i mljevenje u mlinu na kamen u susjednom selu.", "Pakiranje za Zrno u roku od tjedan dana."],
        "Markova heljda i heljdino brašno od ove su jeseni u svim našim trgovinama.",
      ],
    },
    en: {
      title: "The quiet comeback of buckwheat",
      headline: "How a forgotten grain returned to the fields of Međimurje.",
      short: "Fifty years ago buckwheat almost vanished from our fields. Today young farmers are sowing it again – and cannot keep up with demand.",
      body: [
        "On the Horvat family farm near Čakovec, buckwheat blooms at the end of July and the field smells of honey. “My grandfather sowed it after the wheat harvest, my father gave up, and I brought it back,” says Marko, who farms twenty hectares.",
        "Buckwheat needs no artificial fertiliser or spraying and copes well with poor soil. Bees love it, and the grain is naturally gluten-free, which has won it a new generation of customers.",
        "## From field to shelf",
        ["Harvest in September, air drying.", "Hulling and stone-milling in the neighbouring village.", "Packed for Zrno within a week."],
        "Since this autumn, Marko's buckwheat and buckwheat flour are in all our stores.",
      ],
    },
    sl: {
      title: "Tiha vrnitev ajde",
      headline: "Kako se je pozabljeno žito vrnilo na polja Medžimurja.",
      short: "Pred petdesetimi leti je ajda skoraj izginila z naših polj. Danes jo mladi kmetje znova sejejo – in ne morejo slediti povpraševanju.",
      body: [
        "Na družinski kmetiji Horvatovih pri Čakovcu ajda cveti konec julija in polje takrat diši po medu. »Dedek jo je sejal po žetvi pšenice, oče je odnehal, jaz pa sem jo vrnil,« pravi Marko, ki obdeluje dvajset hektarjev.",
        "Ajda ne potrebuje umetnih gnojil ne škropljenja in dobro prenaša revna tla. Čebele jo obožujejo, zrno pa je naravno brez glutena, kar ji je prineslo novo generacijo kupcev.",
        "## Od polja do police",
        ["Žetev septembra, sušenje na zraku.", "Luščenje in mletje v mlinu na kamen v sosednji vasi.", "Pakiranje za Zrno v enem tednu."],
        "Markova ajda in ajdova moka sta od letošnje jeseni v vseh naših trgovinah.",
      ],
    },
    de: {
      title: "Die stille Rückkehr des Buchweizens",
      headline: "Wie ein vergessenes Korn auf die Felder des Međimurje zurückkam.",
      short: "Vor fünfzig Jahren war Buchweizen fast von unseren Feldern verschwunden. Heute säen junge Landwirte ihn wieder – und kommen mit der Nachfrage kaum nach.",
      body: [
        "Auf dem Hof der Familie Horvat bei Čakovec blüht der Buchweizen Ende Juli, und das Feld duftet dann nach Honig. „Mein Großvater hat ihn nach der Weizenernte gesät, mein Vater hat aufgehört, und ich habe ihn zurückgeholt“, sagt Marko, der zwanzig Hektar bewirtschaftet.",
        "Buchweizen braucht weder Kunstdünger noch Spritzmittel und kommt mit kargen Böden gut zurecht. Bienen lieben ihn, und das Korn ist von Natur aus glutenfrei – das hat ihm eine neue Generation von Kundinnen und Kunden beschert.",
        "## Vom Feld ins Regal",
        ["Ernte im September, Trocknung an der Luft.", "Schälen und Mahlen in der Steinmühle im Nachbardorf.", "Verpackt für Zrno innerhalb einer Woche."],
        "Seit diesem Herbst gibt es Markos Buchweizen und Buchweizenmehl in allen unseren Filialen.",
      ],
    },
    it: {
      title: "Il ritorno silenzioso del grano saraceno",
      headline: "Come un cereale dimenticato è tornato nei campi del Međimurje.",
      short: "Cinquant'anni fa il grano saraceno era quasi sparito dai nostri campi. Oggi i giovani agricoltori lo seminano di nuovo e faticano a star dietro alla domanda.",
      body: [
        "Nella fattoria della famiglia Horvat, vicino a Čakovec, il grano saraceno fiorisce a fine luglio e il campo profuma di miele. «Mio nonno lo seminava dopo la mietitura del frumento, mio padre aveva smesso e io l'ho riportato», racconta Marko, che coltiva venti ettari.",
        "Il grano saraceno non ha bisogno di concimi chimici né di trattamenti e si adatta ai terreni poveri. Le api lo adorano e il chicco è naturalmente senza glutine, cosa che gli ha portato una nuova generazione di clienti.",
        "## Dal campo allo scaffale",
        ["Raccolta a settembre, essiccazione all'aria.", "Decorticatura e macinatura a pietra nel villaggio vicino.", "Confezionamento per Zrno entro una settimana."],
        "Da quest'autunno il grano saraceno e la farina di Marko sono in tutti i nostri negozi.",
      ],
    },
    es: {
      title: "El regreso silencioso del trigo sarraceno",
      headline: "Cómo un cereal olvidado volvió a los campos de Međimurje.",
      short: "Hace cincuenta años, el trigo sarraceno casi desapareció de nuestros campos. Hoy los jóvenes agricultores vuelven a sembrarlo y no dan abasto.",
      body: [
        "En la granja de la familia Horvat, cerca de Čakovec, el trigo sarraceno florece a finales de julio y el campo huele a miel. «Mi abuelo lo sembraba después de la cosecha del trigo, mi padre lo dejó y yo lo he recuperado», cuenta Marko, que cultiva veinte hectáreas.",
        "El trigo sarraceno no necesita abonos químicos ni fumigación y aguanta bien los suelos pobres. A las abejas les encanta y el grano no tiene gluten de forma natural, lo que le ha traído una nueva generación de clientes.",
        "## Del campo a la estantería",
        ["Cosecha en septiembre y secado al aire.", "Descascarillado y molienda a la piedra en el pueblo vecino.", "Envasado para Zrno en menos de una semana."],
        "Desde este otoño, el trigo sarraceno y la harina de Marko están en todas nuestras tiendas.",
      ],
    },
    sr: {
      title: "Tihi povratak heljde",
      headline: "Kako se zaboravljena žitarica vratila na njive Međimurja.",
      short: "Pre pedeset godina heljda je gotovo nestala sa naših njiva. Danas je mladi poljoprivrednici ponovo seju – i ne mogu da prate potražnju.",
      body: [
        "Na porodičnom imanju Horvatovih kod Čakovca heljda cveta krajem jula, a njiva tada miriše na med. „Deda ju je sejao posle žetve pšenice, otac je odustao, a ja sam je vratio”, kaže Marko, koji obrađuje dvadeset hektara.",
        "Heljdi ne trebaju veštačka đubriva ni prskanje i dobro podnosi siromašno zemljište. Pčele je obožavaju, a zrno je prirodno bez glutena, što joj je donelo novu generaciju kupaca.",
        "## Od njive do police",
        ["Berba u septembru, sušenje na vazduhu.", "Ljuštenje i mlevenje u mlinu na kamen u susednom selu.", "Pakovanje za Zrno u roku od nedelju dana."],
        "Markova heljda i heljdino brašno od ove jeseni su u svim našim prodavnicama.",
      ],
    },
    bs: {
      title: "Tihi povratak heljde",
      headline: "Kako se zaboravljena žitarica vratila na polja Međimurja.",
      short: "Prije pedeset godina heljda je gotovo nestala s naših polja. Danas je mladi poljoprivrednici ponovo siju – i ne mogu pratiti potražnju.",
      body: [
        "Na porodičnom imanju Horvatovih kod Čakovca heljda cvjeta krajem jula, a polje tada miriše na med. „Djed ju je sijao nakon žetve pšenice, otac je odustao, a ja sam je vratio”, kaže Marko, koji obrađuje dvadeset hektara.",
        "Heljdi ne trebaju vještačka gnojiva ni prskanje i dobro podnosi siromašno tlo. Pčele je obožavaju, a zrno je prirodno bez glutena, što joj je donijelo novu generaciju kupaca.",
        "## Od polja do police",
        ["Berba u septembru, sušenje na zraku.", "Ljuštenje i mljevenje u mlinu na kamen u susjednom selu.", "Pakovanje za Zrno u roku od sedmicu dana."],
        "Markova heljda i heljdino brašno od ove jeseni su u svim našim poslovnicama.",
      ],
    },
    cnr: {
      title: "Tihi povratak heljde",
      headline: "Kako se zaboravljena žitarica vratila na njive Međimurja.",
      short: "Prije pedeset godina heljda je gotovo nestala sa naših njiva. Danas je mladi poljoprivrednici ponovo siju – i ne mogu da prate potražnju.",
      body: [
        "Na porodičnom imanju Horvatovih kod Čakovca heljda cvjeta krajem jula, a njiva tada miriše na med. „Đed ju je sijao poslije žetve pšenice, otac je odustao, a ja sam je vratio”, kaže Marko, koji obrađuje dvadeset hektara.",
        "Heljdi ne trebaju vještačka đubriva ni prskanje i dobro podnosi siromašno zemljište. Pčele je obožavaju, a zrno je prirodno bez glutena, što joj je donijelo novu generaciju kupaca.",
        "## Od njive do police",
        ["Berba u septembru, sušenje na vazduhu.", "Ljuštenje i mljevenje u mlinu na kamen u susjednom selu.", "Pakovanje za Zrno u roku od nedjelju dana."],
        "Markova heljda i heljdino brašno od ove jeseni su u svim našim prodavnicama.",
      ],
    },
  },
);

const oliveHarvest = post(
  { code: "mag-olive-harvest-istria", category: "magazine", author: "nikola-radovic", status: 3, publishedAt: "2025-11-10T08:00:00Z", updatedAt: "2025-11-10T08:00:00Z", tags: ["local_producers", "seasonal"], hue: 70 },
  {
    hr: {
      title: "Dan u berbi maslina u Istri",
      headline: "Od stabla do boce za manje od šest sati.",
      short: "Proveli smo dan s obitelji Benčić u maslinicima kraj Vodnjana. Evo zašto je dobro ulje gorko i ljuto – i zašto je to dobro.",
      body: [
        "U listopadu je u maslinicima kraj Vodnjana tiho, osim zvuka grablji kojima se masline češljaju u mreže. Obitelj Benčić bere ručno i rano, dok su plodovi još zeleni, jer tada ulje ima najviše polifenola.",
        "„Ako vas ulje malo ne zapeče u grlu, nije ekstra djevičansko kakvo želimo”, smije se Ivana Benčić. Gorčina i ljutina znak su svježine i antioksidansa, a ne greške.",
        "## Pravila kuće",
        ["Berba samo ručno, od 6 ujutro.", "Prerada u uljari isti dan, na najviše 27 °C.", "Punjenje u tamne boce tek nakon dekantiranja."],
        "Benčićevo ulje ove je jeseni ponovno na našim policama, u bocama od 0,5 i 0,75 litara.",
      ],
    },
    en: {
      title: "A day at the olive harvest in Istria",
      headline: "From tree to bottle in under six hours.",
      short: "We spent a day with the Benčić family in their olive groves near Vodnjan. Here is why good oil is bitter and peppery – and why that is a good thing.",
      body: [
        "In October the groves near Vodnjan are quiet, except for the rakes combing olives into the nets. The Benčić family picks by hand and early, while the fruit is still green, because that is when the oil has the most polyphenols.",
        "“If the oil does not sting your throat a little, it is not the extra virgin we want,” laughs Ivana Benčić. Bitterness and pepperiness are signs of freshness and antioxidants, not faults.",
        "## House rules",
        ["Hand-picking only, from 6 am.", "Pressed the same day at no more than 27 °C.", "Bottled in dark glass only after decanting."],
        "The Benčić oil is back on our shelves this autumn, in 0.5 and 0.75 litre bottles.",
      ],
    },
    sl: {
      title: "Dan pri obiranju oljk v Istri",
      headline: "Od drevesa do steklenice v manj kot šestih urah.",
      short: "Dan smo preživeli z družino Benčić v oljčnikih pri Vodnjanu. Zakaj je dobro olje grenko in pekoče – in zakaj je to dobro.",
      body: [
        "Oktobra je v oljčnikih pri Vodnjanu tiho, le grabljice česajo oljke v mreže. Družina Benčić obira ročno in zgodaj, ko so plodovi še zeleni, saj ima olje takrat največ polifenolov.",
        "»Če vas olje malce ne speče v grlu, ni ekstra deviško, kakršnega želimo,« se smeje Ivana Benčić. Grenkoba in pekočost sta znak svežine in antioksidantov, ne napake.",
        "## Hišna pravila",
        ["Obiranje samo ročno, od 6. ure zjutraj.", "Predelava v oljarni še isti dan, pri največ 27 °C.", "Polnjenje v temne steklenice šele po dekantiranju."],
        "Olje Benčićevih je to jesen spet na naših policah, v steklenicah po 0,5 in 0,75 litra.",
      ],
    },
    de: {
      title: "Ein Tag bei der Olivenernte in Istrien",
      headline: "Vom Baum in die Flasche in weniger als sechs Stunden.",
      short: "Wir haben einen Tag mit Familie Benčić in ihren Olivenhainen bei Vodnjan verbracht. Warum gutes Öl bitter und scharf ist – und warum das gut ist.",
      body: [
        "Im Oktober ist es in den Hainen bei Vodnjan still, nur die Rechen kämmen die Oliven in die Netze. Familie Benčić erntet von Hand und früh, solange die Früchte noch grün sind, denn dann enthält das Öl die meisten Polyphenole.",
        "„Wenn das Öl nicht ein wenig im Hals kratzt, ist es nicht das native Olivenöl extra, das wir wollen“, lacht Ivana Benčić. Bitterkeit und Schärfe sind Zeichen von Frische und Antioxidantien, keine Fehler.",
        "## Hausregeln",
        ["Nur Handernte, ab 6 Uhr morgens.", "Verarbeitung noch am selben Tag bei höchstens 27 °C.", "Abfüllung in dunkle Flaschen erst nach dem Dekantieren."],
        "Das Öl der Familie Benčić steht diesen Herbst wieder in unseren Regalen, in Flaschen zu 0,5 und 0,75 Liter.",
      ],
    },
    it: {
      title: "Una giornata di raccolta delle olive in Istria",
      headline: "Dall'albero alla bottiglia in meno di sei ore.",
      short: "Abbiamo passato una giornata con la famiglia Benčić nei suoi uliveti vicino a Dignano. Ecco perché un buon olio è amaro e piccante, ed è un bene.",
      body: [
        "A ottobre negli uliveti vicino a Dignano c'è silenzio, se non per i rastrelli che pettinano le olive nelle reti. La famiglia Benčić raccoglie a mano e presto, quando i frutti sono ancora verdi, perché allora l'olio ha più polifenoli.",
        "«Se l'olio non pizzica un po' in gola, non è l'extravergine che vogliamo», ride Ivana Benčić. Amaro e piccante sono segni di freschezza e antiossidanti, non difetti.",
        "## Le regole di casa",
        ["Raccolta solo a mano, dalle 6 del mattino.", "Frangitura in giornata, a non più di 27 °C.", "Imbottigliamento in vetro scuro solo dopo la decantazione."],
        "Quest'autunno l'olio dei Benčić è di nuovo sui nostri scaffali, in bottiglie da 0,5 e 0,75 litri.",
      ],
    },
    es: {
      title: "Un día de cosecha de aceitunas en Istria",
      headline: "Del árbol a la botella en menos de seis horas.",
      short: "Pasamos un día con la familia Benčić en sus olivares cerca de Vodnjan. Por qué un buen aceite es amargo y picante, y por qué eso es bueno.",
      body: [
        "En octubre, en los olivares cerca de Vodnjan solo se oyen los rastrillos que peinan las aceitunas hacia las redes. La familia Benčić cosecha a mano y pronto, cuando el fruto aún está verde, porque entonces el aceite tiene más polifenoles.",
        "«Si el aceite no pica un poco en la garganta, no es el virgen extra que queremos», se ríe Ivana Benčić. El amargor y el picor son señales de frescura y antioxidantes, no defectos.",
        "## Las normas de la casa",
        ["Cosecha solo a mano, desde las 6 de la mañana.", "Molienda el mismo día, a un máximo de 27 °C.", "Embotellado en vidrio oscuro solo después de decantar."],
        "Este otoño el aceite de los Benčić vuelve a nuestras estanterías, en botellas de 0,5 y 0,75 litros.",
      ],
    },
    sr: {
      title: "Dan u berbi maslina u Istri",
      headline: "Od stabla do flaše za manje od šest sati.",
      short: "Proveli smo dan sa porodicom Benčić u maslinjacima kod Vodnjana. Evo zašto je dobro ulje gorko i ljuto – i zašto je to dobro.",
      body: [
        "U oktobru je u maslinjacima kod Vodnjana tiho, osim zvuka grabulja kojima se masline češljaju u mreže. Porodica Benčić bere ručno i rano, dok su plodovi još zeleni, jer tada ulje ima najviše polifenola.",
        "„Ako vas ulje malo ne zapeče u grlu, nije ekstra devičansko kakvo želimo”, smeje se Ivana Benčić. Gorčina i ljutina su znak svežine i antioksidanasa, a ne greške.",
        "## Kućna pravila",
        ["Berba samo ručno, od 6 ujutru.", "Prerada u uljari istog dana, na najviše 27 °C.", "Punjenje u tamne flaše tek posle dekantovanja."],
        "Benčićevo ulje ove jeseni je ponovo na našim policama, u flašama od 0,5 i 0,75 litara.",
      ],
    },
    bs: {
      title: "Dan u berbi maslina u Istri",
      headline: "Od stabla do flaše za manje od šest sati.",
      short: "Proveli smo dan s porodicom Benčić u maslinicima kod Vodnjana. Evo zašto je dobro ulje gorko i ljuto – i zašto je to dobro.",
      body: [
        "U oktobru je u maslinicima kod Vodnjana tiho, osim zvuka grabulja kojima se masline češljaju u mreže. Porodica Benčić bere ručno i rano, dok su plodovi još zeleni, jer tada ulje ima najviše polifenola.",
        "„Ako vas ulje malo ne zapeče u grlu, nije ekstra djevičansko kakvo želimo”, smije se Ivana Benčić. Gorčina i ljutina su znak svježine i antioksidanasa, a ne greške.",
        "## Kućna pravila",
        ["Berba samo ručno, od 6 ujutro.", "Prerada u uljari istog dana, na najviše 27 °C.", "Punjenje u tamne flaše tek nakon dekantiranja."],
        "Benčićevo ulje ove jeseni je ponovo na našim policama, u flašama od 0,5 i 0,75 litara.",
      ],
    },
    cnr: {
      title: "Dan u berbi maslina u Istri",
      headline: "Od stabla do flaše za manje od šest sati.",
      short: "Proveli smo dan sa porodicom Benčić u maslinjacima kod Vodnjana. Evo zašto je dobro ulje gorko i ljuto – i zašto je to dobro.",
      body: [
        "U oktobru je u maslinjacima kod Vodnjana tiho, osim zvuka grabulja kojima se masline češljaju u mreže. Porodica Benčić bere ručno i rano, dok su plodovi još zeleni, jer tada ulje ima najviše polifenola.",
        "„Ako vas ulje malo ne zapeče u grlu, nije ekstra djevičansko kakvo želimo”, smije se Ivana Benčić. Gorčina i ljutina su znak svježine i antioksidanasa, a ne greške.",
        "## Kućna pravila",
        ["Berba samo ručno, od 6 ujutru.", "Prerada u uljari istog dana, na najviše 27 °C.", "Punjenje u tamne flaše tek poslije dekantovanja."],
        "Benčićevo ulje ove jeseni je ponovo na našim policama, u flašama od 0,5 i 0,75 litara.",
      ],
    },
  },
);

const pumpkinSeedOil = post(
  { code: "mag-pumpkin-seed-oil", category: "magazine", author: "maja-horvat", status: 3, publishedAt: "2025-10-27T08:00:00Z", updatedAt: "2025-10-27T08:00:00Z", tags: ["local_producers", "heart_health"], hue: 95 },
  {
    hr: {
      title: "Bučino ulje: zeleno zlato sjevera",
      headline: "Posjet uljari u kojoj se sjemenke i dalje prže u tavi.",
      short: "Tamnozeleno, orašastog okusa i gusto poput meda – bučino ulje regionalni je klasik. Posjetili smo uljaru obitelji Novak u Prekmurju.",
      body: [
        "Za litru bučina ulja treba oko tri kilograma sjemenki, odnosno tridesetak buča. Kod Novakovih se sjemenke melju, miješaju s malo vode i soli te prže u velikoj tavi dok ne zamirišu na pečene lješnjake.",
        "„Prženje je trenutak istine – minutu predugo i ulje je gorko”, kaže Janez Novak, treća generacija uljara. Nakon prženja tijesto se preša, a ulje se ostavlja da se slegne nekoliko dana.",
        "## Kako ga koristiti",
        ["Na salati od krumpira, graha ili mladog luka.", "Nekoliko kapi na juhi od bundeve.", "Preko sladoleda od vanilije, sa šakom prženih sjemenki."],
        "Bučino ulje nikad ne zagrijavajte – izgubit će okus i boju. Čuvajte ga u hladnjaku nakon otvaranja.",
      ],
    },
    en: {
      title: "Pumpkin seed oil: the green gold of the north",
      headline: "A visit to an oil mill where the seeds are still roasted in a pan.",
      short: "Dark green, nutty and thick as honey – pumpkin seed oil is a regional classic. We visited the Novak family's mill in Prekmurje.",
      body: [
        "A litre of pumpkin seed oil takes about three kilos of seeds, or some thirty pumpkins. At the Novaks', the seeds are ground, mixed with a little water and salt, and roasted in a large pan until they smell of toasted hazelnuts.",
        "“Roasting is the moment of truth – a minute too long and the oil turns bitter,” says Janez Novak, the third generation of oil makers. After roasting the mash is pressed and the oil is left to settle for a few days.",
        "## How to use it",
        ["On potato, bean or spring onion salad.", "A few drops on pumpkin soup.", "Over vanilla ice cream with a handful of toasted seeds."],
        "Never heat pumpkin seed oil – it loses its flavour and colour. Keep it in the fridge once opened.",
      ],
    },
    sl: {
      title: "Bučno olje: zeleno zlato severa",
      headline: "Obisk oljarne, kjer semena še vedno pražijo v ponvi.",
      short: "Temno zeleno, orehovega okusa in gosto kot med – bučno olje je regionalna klasika. Obiskali smo oljarno družine Novak v Prekmurju.",
      body: [
        "Za liter bučnega olja potrebujemo približno tri kilograme semen oziroma kakšnih trideset buč. Pri Novakovih semena zmeljejo, pomešajo z malo vode in soli ter pražijo v veliki ponvi, dokler ne zadišijo po praženih lešnikih.",
        "»Praženje je trenutek resnice – minuto predolgo in olje je grenko,« pravi Janez Novak, oljar v tretji generaciji. Po praženju testo stisnejo, olje pa nekaj dni pustijo, da se usede.",
        "## Kako ga uporabiti",
        ["Na krompirjevi, fižolovi solati ali solati z mlado čebulo.", "Nekaj kapljic na bučni juhi.", "Prek vaniljevega sladoleda s pestjo praženih semen."],
        "Bučnega olja nikoli ne segrevajte – izgubi okus in barvo. Po odprtju ga hranite v hladilniku.",
      ],
    },
    de: {
      title: "Kürbiskernöl: das grüne Gold des Nordens",
      headline: "Besuch in einer Ölmühle, in der die Kerne noch in der Pfanne geröstet werden.",
      short: "Dunkelgrün, nussig und dickflüssig wie Honig – Kürbiskernöl ist ein regionaler Klassiker. Wir waren bei Familie Novak im Prekmurje.",
      body: [
        "Für einen Liter Kürbiskernöl braucht es rund drei Kilo Kerne, also etwa dreißig Kürbisse. Bei den Novaks werden die Kerne gemahlen, mit etwas Wasser und Salz vermengt und in einer großen Pfanne geröstet, bis sie nach gerösteten Haselnüssen duften.",
        "„Das Rösten ist der Moment der Wahrheit – eine Minute zu lang, und das Öl wird bitter“, sagt Janez Novak, Ölmüller in dritter Generation. Danach wird die Masse gepresst und das Öl ruht einige Tage.",
        "## So verwenden Sie es",
        ["Auf Kartoffel-, Bohnen- oder Frühlingszwiebelsalat.", "Ein paar Tropfen auf Kürbissuppe.", "Über Vanilleeis mit einer Handvoll gerösteter Kerne."],
        "Kürbiskernöl nie erhitzen – es verliert Geschmack und Farbe. Nach dem Öffnen im Kühlschrank aufbewahren.",
      ],
    },
    it: {
      title: "Olio di semi di zucca: l'oro verde del nord",
      headline: "Visita a un oleificio dove i semi si tostano ancora in padella.",
      short: "Verde scuro, dal gusto di nocciola e denso come il miele: l'olio di semi di zucca è un classico della regione. Siamo stati dalla famiglia Novak, nel Prekmurje.",
      body: [
        "Per un litro di olio di semi di zucca servono circa tre chili di semi, cioè una trentina di zucche. Dai Novak i semi vengono macinati, mescolati con un po' d'acqua e sale e tostati in una grande padella finché non profumano di nocciole tostate.",
        "«La tostatura è il momento della verità: un minuto di troppo e l'olio diventa amaro», dice Janez Novak, oleificatore di terza generazione. Dopo la tostatura l'impasto viene pressato e l'olio riposa qualche giorno.",
        "## Come usarlo",
        ["Sull'insalata di patate, di fagioli o di cipollotti.", "Qualche goccia sulla vellutata di zucca.", "Sul gelato alla vaniglia con una manciata di semi tostati."],
        "Non scaldate mai l'olio di semi di zucca: perde sapore e colore. Dopo l'apertura conservatelo in frigorifero.",
      ],
    },
    es: {
      title: "Aceite de pepita de calabaza: el oro verde del norte",
      headline: "Visita a una almazara donde las pepitas aún se tuestan en sartén.",
      short: "Verde oscuro, con sabor a fruto seco y espeso como la miel: el aceite de pepita de calabaza es un clásico regional. Visitamos a la familia Novak en Prekmurje.",
      body: [
        "Para un litro de aceite hacen falta unos tres kilos de pepitas, es decir, una treintena de calabazas. En casa de los Novak, las pepitas se muelen, se mezclan con un poco de agua y sal y se tuestan en una gran sartén hasta que huelen a avellana tostada.",
        "«El tostado es el momento de la verdad: un minuto de más y el aceite amarga», dice Janez Novak, tercera generación de aceiteros. Después se prensa la masa y el aceite reposa unos días.",
        "## Cómo usarlo",
        ["En ensalada de patata, de alubias o de cebolleta.", "Unas gotas sobre una crema de calabaza.", "Sobre helado de vainilla con un puñado de pepitas tostadas."],
        "No calientes nunca el aceite de pepita de calabaza: pierde sabor y color. Una vez abierto, guárdalo en la nevera.",
      ],
    },
    sr: {
      title: "Ulje od semenki bundeve: zeleno zlato severa",
      headline: "Poseta uljari u kojoj se semenke i dalje prže u tiganju.",
      short: "Tamnozeleno, ukusa lešnika i gusto kao med – ulje od semenki bundeve je regionalni klasik. Posetili smo uljaru porodice Novak u Prekmurju.",
      body: [
        "Za litar ulja treba oko tri kilograma semenki, odnosno tridesetak bundeva. Kod Novakovih se semenke melju, mešaju sa malo vode i soli i prže u velikom tiganju dok ne zamirišu na pečene lešnike.",
        "„Prženje je trenutak istine – minut predugo i ulje je gorko”, kaže Janez Novak, uljar u trećoj generaciji. Posle prženja masa se presuje, a ulje se ostavlja nekoliko dana da se slegne.",
        "## Kako ga koristiti",
        ["Na salati od krompira, pasulja ili mladog luka.", "Nekoliko kapi na čorbi od bundeve.", "Preko sladoleda od vanile, sa šakom prženih semenki."],
        "Ulje od semenki bundeve nikada ne zagrevajte – izgubiće ukus i boju. Posle otvaranja čuvajte ga u frižideru.",
      ],
    },
    bs: {
      title: "Bundevino ulje: zeleno zlato sjevera",
      headline: "Posjeta uljari u kojoj se sjemenke i dalje prže u tavi.",
      short: "Tamnozeleno, okusa lješnjaka i gusto kao med – bundevino ulje je regionalni klasik. Posjetili smo uljaru porodice Novak u Prekmurju.",
      body: [
        "Za litar bundevinog ulja treba oko tri kilograma sjemenki, odnosno tridesetak bundeva. Kod Novakovih se sjemenke melju, miješaju s malo vode i soli i prže u velikoj tavi dok ne zamirišu na pečene lješnjake.",
        "„Prženje je trenutak istine – minut predugo i ulje je gorko”, kaže Janez Novak, uljar u trećoj generaciji. Nakon prženja masa se presa, a ulje se ostavlja nekoliko dana da se slegne.",
        "## Kako ga koristiti",
        ["Na salati od krompira, graha ili mladog luka.", "Nekoliko kapi na supi od bundeve.", "Preko sladoleda od vanilije, sa šakom prženih sjemenki."],
        "Bundevino ulje nikada ne zagrijavajte – izgubit će okus i boju. Nakon otvaranja čuvajte ga u frižideru.",
      ],
    },
    cnr: {
      title: "Bundevino ulje: zeleno zlato sjevera",
      headline: "Posjeta uljari u kojoj se sjemenke i dalje prže u tiganju.",
      short: "Tamnozeleno, ukusa lješnika i gusto kao med – bundevino ulje je regionalni klasik. Posjetili smo uljaru porodice Novak u Prekmurju.",
      body: [
        "Za litar bundevinog ulja treba oko tri kilograma sjemenki, odnosno tridesetak bundeva. Kod Novakovih se sjemenke melju, miješaju sa malo vode i soli i prže u velikom tiganju dok ne zamirišu na pečene lješnike.",
        "„Prženje je trenutak istine – minut predugo i ulje je gorko”, kaže Janez Novak, uljar u trećoj generaciji. Poslije prženja masa se presuje, a ulje se ostavlja nekoliko dana da se slegne.",
        "## Kako ga koristiti",
        ["Na salati od krompira, pasulja ili mladog luka.", "Nekoliko kapi na čorbi od bundeve.", "Preko sladoleda od vanile, sa šakom prženih sjemenki."],
        "Bundevino ulje nikada ne zagrijavajte – izgubiće ukus i boju. Poslije otvaranja čuvajte ga u frižideru.",
      ],
    },
  },
);

const sourdough = post(
  { code: "mag-sourdough-renaissance", category: "magazine", author: "ana-bilic", status: 3, publishedAt: "2026-02-02T08:00:00Z", updatedAt: "2026-02-02T08:00:00Z", tags: ["baking", "fermentation"], hue: 32 },
  {
    hr: {
      title: "Renesansa kiselog tijesta",
      headline: "Brašno, voda, sol i tri dana strpljenja.",
      short: "Kruh od kiselog tijesta vratio se u domove i male pekare. Razgovarali smo s pekarima o tome zašto se vraćamo najstarijem načinu pečenja.",
      body: [
        "Prije industrijskog kvasca svaki je kruh bio od kiselog tijesta: divlji kvasci i bakterije iz brašna i zraka polako dižu tijesto i daju mu blago kiselkast okus. Danas se taj spori način vraća.",
        "Duga fermentacija razgrađuje dio škroba i glutena, pa mnogi takav kruh lakše probavljaju. Kora je hrskavija, sredina vlažnija, a kruh ostaje svjež i nekoliko dana dulje.",
        "## Za prvi pokušaj",
        ["Počnite s pola integralnog i pola bijelog brašna.", "Kvasac hranite svaki dan u isto vrijeme.", "Tijesto ostavite da se diže preko noći u hladnjaku."],
        "Za one koji ne žele čekati, kruh od kiselog tijesta petkom stiže i u naše trgovine u Zagrebu i Ljubljani.",
      ],
    },
    en: {
      title: "The sourdough renaissance",
      headline: "Flour, water, salt and three days of patience.",
      short: "Sourdough bread is back in homes and small bakeries. We talked to bakers about why we are returning to the oldest way of baking.",
      body: [
        "Before industrial yeast, all bread was sourdough: wild yeasts and bacteria from the flour and the air slowly raise the dough and give it a mildly tangy taste. Today this slow method is making a comeback.",
        "Long fermentation breaks down some of the starch and gluten, so many people find such bread easier to digest. The crust is crisper, the crumb moister, and the loaf stays fresh for days longer.",
        "## For your first try",
        ["Start with half wholegrain and half white flour.", "Feed your starter at the same time every day.", "Let the dough rise overnight in the fridge."],
        "If you would rather not wait, sourdough bread arrives in our Zagreb and Ljubljana stores every Friday.",
      ],
    },
    sl: {
      title: "Renesansa kislega testa",
      headline: "Moka, voda, sol in tri dni potrpežljivosti.",
      short: "Kruh iz kislega testa se je vrnil v domove in male pekarne. S peki smo se pogovarjali, zakaj se vračamo k najstarejšemu načinu peke.",
      body: [
        "Pred industrijskim kvasom je bil ves kruh iz kislega testa: divje kvasovke in bakterije iz moke in zraka počasi dvigujejo testo in mu dajo rahlo kiselkast okus. Danes se ta počasni način vrača.",
        "Dolga fermentacija razgradi del škroba in glutena, zato ga mnogi lažje prebavijo. Skorja je bolj hrustljava, sredica bolj vlažna, kruh pa ostane svež nekaj dni dlje.",
        "## Za prvi poskus",
        ["Začnite s pol polnozrnate in pol bele moke.", "Drožje hranite vsak dan ob istem času.", "Testo pustite vzhajati čez noč v hladilniku."],
        "Za tiste, ki ne želijo čakati, kruh iz kislega testa ob petkih prispe tudi v naše trgovine v Zagrebu in Ljubljani.",
      ],
    },
    de: {
      title: "Die Renaissance des Sauerteigs",
      headline: "Mehl, Wasser, Salz und drei Tage Geduld.",
      short: "Sauerteigbrot ist zurück in den Küchen und kleinen Bäckereien. Wir haben mit Bäckern gesprochen, warum wir zur ältesten Backmethode zurückkehren.",
      body: [
        "Vor der Industriehefe war jedes Brot ein Sauerteigbrot: Wilde Hefen und Bakterien aus Mehl und Luft lassen den Teig langsam aufgehen und geben ihm eine milde Säure. Heute kehrt diese langsame Methode zurück.",
        "Die lange Gare baut einen Teil der Stärke und des Glutens ab, daher vertragen viele Menschen solches Brot besser. Die Kruste ist knuspriger, die Krume saftiger, und das Brot bleibt Tage länger frisch.",
        "## Für den ersten Versuch",
        ["Mit halb Vollkorn- und halb Weißmehl beginnen.", "Den Sauerteig jeden Tag zur selben Zeit füttern.", "Den Teig über Nacht im Kühlschrank gehen lassen."],
        "Wer nicht warten will: Freitags gibt es Sauerteigbrot in unseren Filialen in Zagreb und Ljubljana.",
      ],
    },
    it: {
      title: "Il rinascimento del lievito madre",
      headline: "Farina, acqua, sale e tre giorni di pazienza.",
      short: "Il pane a lievitazione naturale è tornato nelle case e nei piccoli forni. Abbiamo chiesto ai panettieri perché torniamo al metodo più antico.",
      body: [
        "Prima del lievito industriale, ogni pane era a lievitazione naturale: lieviti selvatici e batteri della farina e dell'aria fanno crescere lentamente l'impasto e gli danno un gusto leggermente acidulo. Oggi questo metodo lento sta tornando.",
        "La lunga fermentazione scompone parte di amido e glutine, per questo molti digeriscono meglio questo pane. La crosta è più croccante, la mollica più umida e il pane resta fresco più giorni.",
        "## Per il primo tentativo",
        ["Iniziate con metà farina integrale e metà bianca.", "Rinfrescate la pasta madre ogni giorno alla stessa ora.", "Lasciate lievitare l'impasto in frigorifero per tutta la notte."],
        "Per chi non vuole aspettare, il pane a lievitazione naturale arriva ogni venerdì nei nostri negozi di Zagabria e Lubiana.",
      ],
    },
    es: {
      title: "El renacimiento de la masa madre",
      headline: "Harina, agua, sal y tres días de paciencia.",
      short: "El pan de masa madre ha vuelto a las casas y a las pequeñas panaderías. Hablamos con panaderos sobre por qué volvemos a la forma más antigua de hacer pan.",
      body: [
        "Antes de la levadura industrial, todo el pan era de masa madre: levaduras salvajes y bacterias de la harina y del aire hacen subir la masa poco a poco y le dan un sabor ligeramente ácido. Hoy este método lento está volviendo.",
        "La fermentación larga descompone parte del almidón y del gluten, por lo que a muchas personas les sienta mejor. La corteza es más crujiente, la miga más húmeda y el pan aguanta tierno más días.",
        "## Para el primer intento",
        ["Empieza con mitad de harina integral y mitad blanca.", "Alimenta la masa madre cada día a la misma hora.", "Deja levar la masa toda la noche en la nevera."],
        "Si prefieres no esperar, el pan de masa madre llega cada viernes a nuestras tiendas de Zagreb y Liubliana.",
      ],
    },
    sr: {
      title: "Renesansa kiselog testa",
      headline: "Brašno, voda, so i tri dana strpljenja.",
      short: "Hleb od kiselog testa vratio se u domove i male pekare. Razgovarali smo sa pekarima o tome zašto se vraćamo najstarijem načinu pečenja.",
      body: [
        "Pre industrijskog kvasca svaki hleb je bio od kiselog testa: divlji kvasci i bakterije iz brašna i vazduha polako dižu testo i daju mu blago kiselkast ukus. Danas se taj spori način vraća.",
        "Duga fermentacija razgrađuje deo skroba i glutena, pa mnogi takav hleb lakše vare. Kora je hrskavija, sredina vlažnija, a hleb ostaje svež nekoliko dana duže.",
        "## Za prvi pokušaj",
        ["Počnite sa pola integralnog i pola belog brašna.", "Kvasac hranite svaki dan u isto vreme.", "Testo ostavite da naraste preko noći u frižideru."],
        "Za one koji ne žele da čekaju, hleb od kiselog testa petkom stiže i u naše prodavnice u Zagrebu i Ljubljani.",
      ],
    },
    bs: {
      title: "Renesansa kiselog tijesta",
      headline: "Brašno, voda, so i tri dana strpljenja.",
      short: "Hljeb od kiselog tijesta vratio se u domove i male pekare. Razgovarali smo s pekarima o tome zašto se vraćamo najstarijem načinu pečenja.",
      body: [
        "Prije industrijskog kvasca svaki hljeb je bio od kiselog tijesta: divlji kvasci i bakterije iz brašna i zraka polako dižu tijesto i daju mu blago kiselkast okus. Danas se taj spori način vraća.",
        "Duga fermentacija razgrađuje dio škroba i glutena, pa mnogi takav hljeb lakše probavljaju. Kora je hrskavija, sredina vlažnija, a hljeb ostaje svjež nekoliko dana duže.",
        "## Za prvi pokušaj",
        ["Počnite s pola integralnog i pola bijelog brašna.", "Kvasac hranite svaki dan u isto vrijeme.", "Tijesto ostavite da naraste preko noći u frižideru."],
        "Za one koji ne žele čekati, hljeb od kiselog tijesta petkom stiže i u naše poslovnice u Zagrebu i Ljubljani.",
      ],
    },
    cnr: {
      title: "Renesansa kiselog tijesta",
      headline: "Brašno, voda, so i tri dana strpljenja.",
      short: "Hljeb od kiselog tijesta vratio se u domove i male pekare. Razgovarali smo sa pekarima o tome zašto se vraćamo najstarijem načinu pečenja.",
      body: [
        "Prije industrijskog kvasca svaki hljeb je bio od kiselog tijesta: divlji kvasci i bakterije iz brašna i vazduha polako dižu tijesto i daju mu blago kiselkast ukus. Danas se taj spori način vraća.",
        "Duga fermentacija razgrađuje dio skroba i glutena, pa mnogi takav hljeb lakše vare. Kora je hrskavija, sredina vlažnija, a hljeb ostaje svjež nekoliko dana duže.",
        "## Za prvi pokušaj",
        ["Počnite sa pola integralnog i pola bijelog brašna.", "Kvasac hranite svaki dan u isto vrijeme.", "Tijesto ostavite da naraste preko noći u frižideru."],
        "Za one koji ne žele da čekaju, hljeb od kiselog tijesta petkom stiže i u naše prodavnice u Zagrebu i Ljubljani.",
      ],
    },
  },
);

const beekeeper = post(
  { code: "mag-beekeeper-interview", category: "magazine", author: "maja-horvat", status: 3, publishedAt: "2026-05-25T08:00:00Z", updatedAt: "2026-05-25T08:00:00Z", tags: ["local_producers", "immunity"], hue: 48 },
  {
    hr: {
      title: "Pčelarica s Vlašića: „Med se ne žuri”",
      headline: "Razgovor s Amrom Delić, koja s 300 košnica proizvodi livadski i kestenov med.",
      short: "Amra Delić pčelari dvadeset godina na obroncima Vlašića. Pitali smo je kako prepoznati pravi med i što pčele danas najviše ugrožava.",
      body: [
        "„Pčele vas nauče strpljenju. Med se ne može požuriti – vadi se tek kad ga pčele same poklope voskom”, kaže Amra, koja je pčelarstvo naslijedila od oca. Danas s mužem i kćeri brine o tristo košnica.",
        "Najveće im probleme stvaraju suše i nagla zahlađenja u proljeće, kad pčele ostanu bez paše. Zato košnice sele po planini prateći cvatnju.",
        "## Kako prepoznati dobar med",
        ["Kristalizacija je prirodna i znak je da med nije zagrijavan.", "Na etiketi mora pisati zemlja podrijetla.", "Okus i boja ovise o biljkama, ne o kvaliteti."],
        "Amrin livadski i kestenov med od ove su godine u našoj ponudi za sve zemlje.",
      ],
    },
    en: {
      title: "The beekeeper of Vlašić: “Honey will not be rushed”",
      headline: "An interview with Amra Delić, who makes meadow and chestnut honey with 300 hives.",
      short: "Amra Delić has kept bees on the slopes of Mount Vlašić for twenty years. We asked her how to recognise real honey and what threatens bees most today.",
      body: [
        "“Bees teach you patience. You cannot hurry honey – you only take it once the bees have capped it with wax themselves,” says Amra, who inherited beekeeping from her father. Today she looks after three hundred hives with her husband and daughter.",
        "Their biggest problems are droughts and sudden cold snaps in spring, when the bees are left without forage. That is why they move the hives around the mountain, following the blossom.",
        "## How to recognise good honey",
        ["Crystallisation is natural and shows the honey has not been heated.", "The label must state the country of origin.", "Taste and colour depend on the plants, not on quality."],
        "From this year, Amra's meadow and chestnut honey is available in all our countries.",
      ],
    },
    sl: {
      title: "Čebelarka z Vlašića: »Medu se ne mudi«",
      headline: "Pogovor z Amro Delić, ki s 300 panji prideluje cvetlični in kostanjev med.",
      short: "Amra Delić čebelari dvajset let na pobočjih Vlašića. Vprašali smo jo, kako prepoznati pravi med in kaj čebele danes najbolj ogroža.",
      body: [
        "»Čebele vas naučijo potrpežljivosti. Medu ne morete priganjati – točite ga šele, ko ga čebele same pokrijejo z voskom,« pravi Amra, ki je čebelarstvo podedovala po očetu. Danes z možem in hčerjo skrbi za tristo panjev.",
        "Največ težav jim povzročajo suše in nenadne ohladitve spomladi, ko čebele ostanejo brez paše. Zato panje selijo po gori in sledijo cvetenju.",
        "## Kako prepoznati dober med",
        ["Kristalizacija je naravna in pomeni, da med ni bil segret.", "Na etiketi mora biti navedena država porekla.", "Okus in barva sta odvisna od rastlin, ne od kakovosti."],
        "Amrin cvetlični in kostanjev med sta od letos v naši ponudbi za vse države.",
      ],
    },
    de: {
      title: "Die Imkerin vom Vlašić: „Honig lässt sich nicht hetzen“",
      headline: "Ein Gespräch mit Amra Delić, die mit 300 Völkern Blüten- und Kastanienhonig erzeugt.",
      short: "Amra Delić imkert seit zwanzig Jahren an den Hängen des Vlašić. Wir haben sie gefragt, woran man echten Honig erkennt und was Bienen heute am meisten bedroht.",
      body: [
        "„Bienen lehren Geduld. Honig lässt sich nicht beschleunigen – man erntet ihn erst, wenn die Bienen ihn selbst mit Wachs verdeckelt haben“, sagt Amra, die die Imkerei von ihrem Vater übernommen hat. Heute betreut sie mit Mann und Tochter dreihundert Völker.",
        "Die größten Probleme bereiten Dürre und plötzliche Kälteeinbrüche im Frühling, wenn die Bienen keine Tracht finden. Deshalb wandern die Völker mit der Blüte über den Berg.",
        "## Woran man guten Honig erkennt",
        ["Kristallisieren ist natürlich und zeigt, dass der Honig nicht erhitzt wurde.", "Auf dem Etikett muss das Ursprungsland stehen.", "Geschmack und Farbe hängen von den Pflanzen ab, nicht von der Qualität."],
        "Seit diesem Jahr gibt es Amras Blüten- und Kastanienhonig in allen unseren Ländern.",
      ],
    },
    it: {
      title: "L'apicoltrice del Vlašić: «Il miele non ha fretta»",
      headline: "Intervista ad Amra Delić, che produce miele millefiori e di castagno con 300 arnie.",
      short: "Amra Delić alleva api da vent'anni sulle pendici del monte Vlašić. Le abbiamo chiesto come riconoscere il vero miele e cosa minaccia di più le api oggi.",
      body: [
        "«Le api insegnano la pazienza. Il miele non si può affrettare: si smiela solo quando le api l'hanno opercolato da sole», dice Amra, che ha ereditato l'apicoltura dal padre. Oggi con il marito e la figlia si occupa di trecento arnie.",
        "I problemi più grandi sono la siccità e le gelate improvvise in primavera, quando le api restano senza nutrimento. Per questo spostano le arnie sulla montagna seguendo le fioriture.",
        "## Come riconoscere un buon miele",
        ["La cristallizzazione è naturale e indica che il miele non è stato riscaldato.", "In etichetta deve comparire il paese d'origine.", "Gusto e colore dipendono dalle piante, non dalla qualità."],
        "Da quest'anno il miele millefiori e di castagno di Amra è disponibile in tutti i nostri paesi.",
      ],
    },
    es: {
      title: "La apicultora de Vlašić: «La miel no tiene prisa»",
      headline: "Entrevista con Amra Delić, que produce miel de pradera y de castaño con 300 colmenas.",
      short: "Amra Delić lleva veinte años criando abejas en las laderas del monte Vlašić. Le preguntamos cómo reconocer la miel auténtica y qué amenaza hoy más a las abejas.",
      body: [
        "«Las abejas te enseñan paciencia. La miel no se puede apresurar: solo se extrae cuando las abejas la han sellado con cera», dice Amra, que heredó la apicultura de su padre. Hoy cuida de trescientas colmenas con su marido y su hija.",
        "Sus mayores problemas son las sequías y las heladas repentinas en primavera, cuando las abejas se quedan sin alimento. Por eso trasladan las colmenas por la montaña siguiendo la floración.",
        "## Cómo reconocer una buena miel",
        ["La cristalización es natural y demuestra que la miel no se ha calentado.", "La etiqueta debe indicar el país de origen.", "El sabor y el color dependen de las plantas, no de la calidad."],
        "Desde este año, la miel de pradera y de castaño de Amra está disponible en todos nuestros países.",
      ],
    },
    sr: {
      title: "Pčelarka sa Vlašića: „Med se ne žuri”",
      headline: "Razgovor sa Amrom Delić, koja sa 300 košnica proizvodi livadski i kestenov med.",
      short: "Amra Delić se dvadeset godina bavi pčelarstvom na obroncima Vlašića. Pitali smo je kako da prepoznamo pravi med i šta pčele danas najviše ugrožava.",
      body: [
        "„Pčele vas nauče strpljenju. Med ne može da se požuri – vadi se tek kada ga pčele same poklope voskom”, kaže Amra, koja je pčelarstvo nasledila od oca. Danas sa mužem i ćerkom brine o trista košnica.",
        "Najveće probleme im prave suše i nagla zahlađenja u proleće, kada pčele ostanu bez paše. Zato košnice sele po planini prateći cvetanje.",
        "## Kako prepoznati dobar med",
        ["Kristalizacija je prirodna i znak je da med nije zagrevan.", "Na etiketi mora da piše zemlja porekla.", "Ukus i boja zavise od biljaka, a ne od kvaliteta."],
        "Amrin livadski i kestenov med od ove godine su u našoj ponudi za sve zemlje.",
      ],
    },
    bs: {
      title: "Pčelarka s Vlašića: „Med se ne žuri”",
      headline: "Razgovor s Amrom Delić, koja s 300 košnica proizvodi livadski i kestenov med.",
      short: "Amra Delić se dvadeset godina bavi pčelarstvom na obroncima Vlašića. Pitali smo je kako prepoznati pravi med i šta pčele danas najviše ugrožava.",
      body: [
        "„Pčele vas nauče strpljenju. Med se ne može požuriti – vadi se tek kada ga pčele same poklope voskom”, kaže Amra, koja je pčelarstvo naslijedila od oca. Danas s mužem i kćerkom brine o trista košnica.",
        "Najveće probleme im prave suše i nagla zahlađenja u proljeće, kada pčele ostanu bez paše. Zato košnice sele po planini prateći cvjetanje.",
        "## Kako prepoznati dobar med",
        ["Kristalizacija je prirodna i znak je da med nije zagrijavan.", "Na etiketi mora pisati zemlja porijekla.", "Okus i boja zavise od biljaka, a ne od kvaliteta."],
        "Amrin livadski i kestenov med od ove godine su u našoj ponudi za sve zemlje.",
      ],
    },
    cnr: {
      title: "Pčelarka sa Vlašića: „Med se ne žuri”",
      headline: "Razgovor sa Amrom Delić, koja sa 300 košnica proizvodi livadski i kestenov med.",
      short: "Amra Delić se dvadeset godina bavi pčelarstvom na obroncima Vlašića. Pitali smo je kako da prepoznamo pravi med i šta pčele danas najviše ugrožava.",
      body: [
        "„Pčele vas nauče strpljenju. Med ne može da se požuri – vadi se tek kada ga pčele same poklope voskom”, kaže Amra, koja je pčelarstvo naslijedila od oca. Danas sa mužem i ćerkom brine o trista košnica.",
        "Najveće probleme im prave suše i nagla zahlađenja u proljeće, kada pčele ostanu bez paše. Zato košnice sele po planini prateći cvjetanje.",
        "## Kako prepoznati dobar med",
        ["Kristalizacija je prirodna i znak je da med nije zagrijavan.", "Na etiketi mora da piše zemlja porijekla.", "Ukus i boja zavise od biljaka, a ne od kvaliteta."],
        "Amrin livadski i kestenov med od ove godine su u našoj ponudi za sve zemlje.",
      ],
    },
  },
);

export const MAGAZINE_1: SeedPost[] = [buckwheat, oliveHarvest, pumpkinSeedOil, sourdough, beekeeper];
