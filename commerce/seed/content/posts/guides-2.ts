// Guides: training nutrition, pulses, superfoods, zero-waste kitchen, gluten-free shopping.
import type { SeedPost } from "../../types";
import { post } from "../build";

const sportNutrition = post(
  { code: "guide-sport-nutrition", category: "guides", author: "tomaz-kranjc", status: 3, publishedAt: "2025-06-16T07:00:00Z", updatedAt: "2025-06-16T07:00:00Z", tags: ["sport", "meal_prep"], hue: 150 },
  {
    hr: {
      title: "Prehrana prije i poslije treninga",
      headline: "Pravi obrok u pravo vrijeme vrijedi više od skupih dodataka.",
      short: "Što jesti dva sata prije treninga, a što nakon njega. Jednostavna pravila za rekreativce i one koji se pripremaju za utrku.",
      body: [
        "Prije treninga tijelu trebaju lako probavljivi ugljikohidrati: oni su gorivo za mišiće. Obrok pojedite dva do tri sata ranije, a ako trenirate rano ujutro, dovoljna je banana ili kriška kruha s medom.",
        "## Dobar izbor prije treninga",
        ["Zobena kaša s bananom.", "Riža s malo povrća i jajetom.", "Integralni tost s maslacem od kikirikija."],
        "Nakon treninga u roku od sat-dva kombinirajte ugljikohidrate i bjelančevine, otprilike 20 do 30 g bjelančevina. Jogurt s granolom, zdjela kvinoje s grahom ili smoothie s proteinom u prahu obavit će posao.",
        "Ne zaboravite tekućinu: izvažite se prije i poslije treninga – svaki izgubljeni kilogram nadoknadite s otprilike litrom i pol tekućine.",
      ],
    },
    en: {
      title: "Eating before and after training",
      headline: "The right meal at the right time beats expensive supplements.",
      short: "What to eat two hours before training and what to have afterwards. Simple rules for recreational athletes and anyone preparing for a race.",
      body: [
        "Before training your body needs easily digestible carbohydrates – they are fuel for your muscles. Eat a meal two to three hours earlier, and if you train early in the morning, a banana or a slice of bread with honey is enough.",
        "## Good pre-training choices",
        ["Porridge with banana.", "Rice with some vegetables and an egg.", "Wholegrain toast with peanut butter."],
        "Within an hour or two after training, combine carbohydrates and protein, roughly 20 to 30 g of protein. Yoghurt with granola, a quinoa and bean bowl or a smoothie with protein powder will do the job.",
        "Do not forget fluids: weigh yourself before and after training and replace every kilo lost with about one and a half litres of fluid.",
      ],
    },
    sl: {
      title: "Prehrana pred treningom in po njem",
      headline: "Pravi obrok ob pravem času je vreden več kot dragi dodatki.",
      short: "Kaj jesti dve uri pred treningom in kaj po njem. Preprosta pravila za rekreativce in tiste, ki se pripravljajo na tekmo.",
      body: [
        "Pred treningom telo potrebuje lahko prebavljive ogljikove hidrate, ki so gorivo za mišice. Obrok pojejte dve do tri ure prej, če pa trenirate zgodaj zjutraj, zadošča banana ali rezina kruha z medom.",
        "## Dobra izbira pred treningom",
        ["Ovsena kaša z banano.", "Riž z malo zelenjave in jajcem.", "Polnozrnat toast z arašidovim maslom."],
        "V uri ali dveh po treningu združite ogljikove hidrate in beljakovine, približno 20 do 30 g beljakovin. Jogurt z granolo, skleda kvinoje s fižolom ali smuti z beljakovinami v prahu bodo opravili svoje.",
        "Ne pozabite na tekočino: stehtajte se pred treningom in po njem ter vsak izgubljeni kilogram nadomestite s približno litrom in pol tekočine.",
      ],
    },
    de: {
      title: "Essen vor und nach dem Training",
      headline: "Die richtige Mahlzeit zur richtigen Zeit schlägt teure Nahrungsergänzung.",
      short: "Was zwei Stunden vor dem Training auf den Teller gehört und was danach. Einfache Regeln für Hobbysportler und alle, die sich auf einen Wettkampf vorbereiten.",
      body: [
        "Vor dem Training braucht der Körper leicht verdauliche Kohlenhydrate – sie sind der Treibstoff für die Muskeln. Essen Sie zwei bis drei Stunden vorher; wer früh morgens trainiert, dem reicht eine Banane oder eine Scheibe Brot mit Honig.",
        "## Gute Wahl vor dem Training",
        ["Porridge mit Banane.", "Reis mit etwas Gemüse und Ei.", "Vollkorntoast mit Erdnussmus."],
        "Innerhalb von ein bis zwei Stunden nach dem Training Kohlenhydrate und Eiweiß kombinieren, etwa 20 bis 30 g Eiweiß. Joghurt mit Granola, eine Quinoa-Bohnen-Bowl oder ein Smoothie mit Proteinpulver erfüllen ihren Zweck.",
        "Denken Sie ans Trinken: Wiegen Sie sich vor und nach dem Training und ersetzen Sie jedes verlorene Kilo durch etwa eineinhalb Liter Flüssigkeit.",
      ],
    },
    it: {
      title: "Cosa mangiare prima e dopo l'allenamento",
      headline: "Il pasto giusto al momento giusto vale più di integratori costosi.",
      short: "Cosa mangiare due ore prima dell'allenamento e cosa dopo. Regole semplici per sportivi amatoriali e per chi si prepara a una gara.",
      body: [
        "Prima dell'allenamento il corpo ha bisogno di carboidrati facilmente digeribili: sono il carburante dei muscoli. Mangiate due o tre ore prima; se vi allenate di primo mattino, bastano una banana o una fetta di pane con miele.",
        "## Buone scelte prima dell'allenamento",
        ["Porridge con banana.", "Riso con un po' di verdure e un uovo.", "Pane integrale tostato con burro di arachidi."],
        "Entro una o due ore dall'allenamento abbinate carboidrati e proteine, circa 20-30 g di proteine. Yogurt con granola, una bowl di quinoa e fagioli o un frullato con proteine in polvere fanno il loro lavoro.",
        "Non dimenticate i liquidi: pesatevi prima e dopo l'allenamento e reintegrate ogni chilo perso con circa un litro e mezzo di liquidi.",
      ],
    },
    es: {
      title: "Qué comer antes y después de entrenar",
      headline: "La comida adecuada en el momento adecuado vale más que los suplementos caros.",
      short: "Qué comer dos horas antes de entrenar y qué tomar después. Reglas sencillas para deportistas aficionados y para quien prepara una carrera.",
      body: [
        "Antes de entrenar, el cuerpo necesita hidratos de carbono fáciles de digerir: son el combustible de los músculos. Come dos o tres horas antes; si entrenas a primera hora, basta con un plátano o una tostada con miel.",
        "## Buenas opciones antes de entrenar",
        ["Gachas de avena con plátano.", "Arroz con un poco de verdura y un huevo.", "Tostada integral con crema de cacahuete."],
        "En la hora o dos horas posteriores, combina hidratos y proteína, unos 20 a 30 g de proteína. Un yogur con granola, un bol de quinoa con alubias o un batido con proteína en polvo cumplen su función.",
        "No olvides los líquidos: pésate antes y después de entrenar y repón cada kilo perdido con alrededor de litro y medio de líquido.",
      ],
    },
    sr: {
      title: "Ishrana pre i posle treninga",
      headline: "Pravi obrok u pravo vreme vredi više od skupih suplemenata.",
      short: "Šta jesti dva sata pre treninga, a šta posle njega. Jednostavna pravila za rekreativce i one koji se spremaju za trku.",
      body: [
        "Pre treninga telu trebaju lako svarljivi ugljeni hidrati: oni su gorivo za mišiće. Obrok pojedite dva do tri sata ranije, a ako trenirate rano ujutru, dovoljna je banana ili parče hleba sa medom.",
        "## Dobar izbor pre treninga",
        ["Ovsena kaša sa bananom.", "Pirinač sa malo povrća i jajetom.", "Integralni tost sa puterom od kikirikija."],
        "Posle treninga u roku od sat-dva kombinujte ugljene hidrate i proteine, otprilike 20 do 30 g proteina. Jogurt sa granolom, činija kinoe sa pasuljem ili smuti sa proteinom u prahu obaviće posao.",
        "Ne zaboravite tečnost: izmerite se pre i posle treninga – svaki izgubljeni kilogram nadoknadite sa otprilike litar i po tečnosti.",
      ],
    },
    bs: {
      title: "Ishrana prije i nakon treninga",
      headline: "Pravi obrok u pravo vrijeme vrijedi više od skupih suplemenata.",
      short: "Šta jesti dva sata prije treninga, a šta nakon njega. Jednostavna pravila za rekreativce i one koji se spremaju za utrku.",
      body: [
        "Prije treninga tijelu trebaju lako probavljivi ugljikohidrati: oni su gorivo za mišiće. Obrok pojedite dva do tri sata ranije, a ako trenirate rano ujutro, dovoljna je banana ili kriška hljeba s medom.",
        "## Dobar izbor prije treninga",
        ["Zobena kaša s bananom.", "Riža s malo povrća i jajetom.", "Integralni tost s puterom od kikirikija."],
        "Nakon treninga u roku od sat-dva kombinujte ugljikohidrate i proteine, otprilike 20 do 30 g proteina. Jogurt s granolom, zdjela kinoe s grahom ili smoothie s proteinom u prahu obavit će posao.",
        "Ne zaboravite tečnost: izvagajte se prije i nakon treninga – svaki izgubljeni kilogram nadoknadite s otprilike litrom i po tečnosti.",
      ],
    },
    cnr: {
      title: "Ishrana prije i poslije treninga",
      headline: "Pravi obrok u pravo vrijeme vrijedi više od skupih suplemenata.",
      short: "Šta jesti dva sata prije treninga, a šta poslije njega. Jednostavna pravila za rekreativce i one koji se spremaju za trku.",
      body: [
        "Prije treninga tijelu trebaju lako svarljivi ugljeni hidrati: oni su gorivo za mišiće. Obrok pojedite dva do tri sata ranije, a ako trenirate rano ujutru, dovoljna je banana ili parče hljeba sa medom.",
        "## Dobar izbor prije treninga",
        ["Ovsena kaša sa bananom.", "Pirinač sa malo povrća i jajetom.", "Integralni tost sa puterom od kikirikija."],
        "Poslije treninga u roku od sat-dva kombinujte ugljene hidrate i proteine, otprilike 20 do 30 g proteina. Jogurt sa granolom, činija kinoe sa pasuljem ili smuti sa proteinom u prahu obaviće posao.",
        "Ne zaboravite tečnost: izmjerite se prije i poslije treninga – svaki izgubljeni kilogram nadoknadite sa otprilike litar i po tečnosti.",
      ],
    },
  },
);

const legumes = post(
  { code: "guide-cooking-legumes", category: "guides", author: "luka-peric", status: 3, publishedAt: "2025-09-22T08:00:00Z", updatedAt: "2025-09-22T08:00:00Z", tags: ["vegan", "budget", "meal_prep"], hue: 25 },
  {
    hr: {
      title: "Kako kuhati mahunarke bez muke",
      headline: "Namakanje, kuhanje i zamrzavanje – korak po korak.",
      short: "Mahunarke su najjeftiniji izvor bjelančevina u trgovini. Evo kako ih pripremiti da budu mekane, ukusne i lako probavljive.",
      body: [
        "Grah i slanutak namočite preko noći u puno vode, a vodu prije kuhanja bacite. Tako se skraćuje kuhanje i smanjuju spojevi koji izazivaju nadutost. Leća i mungo grah ne trebaju namakanje.",
        "## Vrijeme kuhanja",
        ["Crvena leća – 10 do 15 minuta.", "Smeđa leća – 25 do 30 minuta.", "Slanutak i grah – 60 do 90 minuta, u ekspres loncu oko 20."],
        "Sol dodajte pred kraj kuhanja, a lovorov list, kim ili komadić morske alge kombu pomažu probavi. Kuhajte odjednom kilogram i zamrznite u porcijama s malo tekućine od kuhanja.",
        "Tekućinu od kuhanja slanutka, akvafabu, nemojte bacati – od nje se može istući veganski snijeg za kolače.",
      ],
    },
    en: {
      title: "How to cook pulses without the hassle",
      headline: "Soaking, cooking and freezing, step by step.",
      short: "Pulses are the cheapest source of protein in the shop. Here is how to prepare them so they are soft, tasty and easy to digest.",
      body: [
        "Soak beans and chickpeas overnight in plenty of water and discard the water before cooking. This shortens cooking and reduces the compounds that cause bloating. Lentils and mung beans need no soaking.",
        "## Cooking times",
        ["Red lentils – 10 to 15 minutes.", "Brown lentils – 25 to 30 minutes.", "Chickpeas and beans – 60 to 90 minutes, about 20 in a pressure cooker."],
        "Add salt towards the end; a bay leaf, cumin or a piece of kombu seaweed helps digestion. Cook a whole kilo at once and freeze it in portions with a little of the cooking liquid.",
        "Do not throw away the chickpea cooking liquid, aquafaba – it whips into a vegan meringue for cakes.",
      ],
    },
    sl: {
      title: "Kako skuhati stročnice brez muke",
      headline: "Namakanje, kuhanje in zamrzovanje – korak za korakom.",
      short: "Stročnice so najcenejši vir beljakovin v trgovini. Tako jih pripravite, da bodo mehke, okusne in lahko prebavljive.",
      body: [
        "Fižol in čičeriko čez noč namočite v veliko vode, vodo pa pred kuhanjem zavrzite. Tako se kuhanje skrajša in zmanjšajo se snovi, ki povzročajo napihnjenost. Leča in mungo fižol namakanja ne potrebujeta.",
        "## Čas kuhanja",
        ["Rdeča leča – 10 do 15 minut.", "Rjava leča – 25 do 30 minut.", "Čičerika in fižol – 60 do 90 minut, v ekonom loncu približno 20."],
        "Sol dodajte proti koncu kuhanja, lovorov list, kumina ali košček alge kombu pa pomagajo prebavi. Skuhajte kar kilogram naenkrat in ga zamrznite po porcijah z malo vode od kuhanja.",
        "Vode od kuhanja čičerike, akvafabe, ne zlivajte v odtok – iz nje lahko stepete veganski sneg za pecivo.",
      ],
    },
    de: {
      title: "Hülsenfrüchte kochen ohne Stress",
      headline: "Einweichen, kochen und einfrieren – Schritt für Schritt.",
      short: "Hülsenfrüchte sind die günstigste Eiweißquelle im Laden. So werden sie weich, schmackhaft und gut bekömmlich.",
      body: [
        "Bohnen und Kichererbsen über Nacht in reichlich Wasser einweichen und das Wasser vor dem Kochen wegschütten. Das verkürzt die Kochzeit und verringert blähende Stoffe. Linsen und Mungbohnen müssen nicht eingeweicht werden.",
        "## Kochzeiten",
        ["Rote Linsen – 10 bis 15 Minuten.", "Braune Linsen – 25 bis 30 Minuten.", "Kichererbsen und Bohnen – 60 bis 90 Minuten, im Schnellkochtopf etwa 20."],
        "Salz erst gegen Ende zugeben; Lorbeer, Kreuzkümmel oder ein Stück Kombu-Alge helfen der Verdauung. Kochen Sie gleich ein Kilo und frieren Sie es portionsweise mit etwas Kochwasser ein.",
        "Das Kochwasser der Kichererbsen, Aquafaba, nicht wegschütten – es lässt sich zu veganem Eischnee für Kuchen aufschlagen.",
      ],
    },
    it: {
      title: "Come cuocere i legumi senza fatica",
      headline: "Ammollo, cottura e congelamento, passo dopo passo.",
      short: "I legumi sono la fonte di proteine più economica del negozio. Ecco come prepararli perché siano morbidi, gustosi e digeribili.",
      body: [
        "Mettete fagioli e ceci in ammollo per una notte in abbondante acqua e buttatela prima della cottura. Così i tempi si accorciano e si riducono le sostanze che causano gonfiore. Lenticchie e fagioli mungo non hanno bisogno di ammollo.",
        "## Tempi di cottura",
        ["Lenticchie rosse: da 10 a 15 minuti.", "Lenticchie marroni: da 25 a 30 minuti.", "Ceci e fagioli: da 60 a 90 minuti, circa 20 in pentola a pressione."],
        "Salate verso fine cottura; alloro, cumino o un pezzetto di alga kombu aiutano la digestione. Cuocetene un chilo alla volta e congelatelo in porzioni con un po' di acqua di cottura.",
        "Non buttate l'acqua di cottura dei ceci, l'aquafaba: montata diventa una meringa vegana per i dolci.",
      ],
    },
    es: {
      title: "Cómo cocer legumbres sin complicaciones",
      headline: "Remojo, cocción y congelación, paso a paso.",
      short: "Las legumbres son la fuente de proteína más barata de la tienda. Así se preparan para que queden tiernas, sabrosas y fáciles de digerir.",
      body: [
        "Pon las alubias y los garbanzos en remojo toda la noche en abundante agua y tírala antes de cocerlos. Así se acorta la cocción y se reducen los compuestos que provocan hinchazón. Las lentejas y la soja verde no necesitan remojo.",
        "## Tiempos de cocción",
        ["Lentejas rojas: de 10 a 15 minutos.", "Lentejas pardinas: de 25 a 30 minutos.", "Garbanzos y alubias: de 60 a 90 minutos, unos 20 en olla exprés."],
        "Añade la sal al final; una hoja de laurel, comino o un trozo de alga kombu ayudan a la digestión. Cuece un kilo de una vez y congélalo en raciones con un poco del caldo de cocción.",
        "No tires el agua de cocer los garbanzos, el aquafaba: se monta como un merengue vegano para repostería.",
      ],
    },
    sr: {
      title: "Kako da skuvate mahunarke bez muke",
      headline: "Potapanje, kuvanje i zamrzavanje – korak po korak.",
      short: "Mahunarke su najjeftiniji izvor proteina u prodavnici. Evo kako da ih pripremite da budu meke, ukusne i lako svarljive.",
      body: [
        "Pasulj i leblebije potopite preko noći u mnogo vode, a vodu pre kuvanja prospite. Tako se kuvanje skraćuje i smanjuju se jedinjenja koja izazivaju nadimanje. Sočivo i mungo pasulj ne treba potapati.",
        "## Vreme kuvanja",
        ["Crveno sočivo – 10 do 15 minuta.", "Braon sočivo – 25 do 30 minuta.", "Leblebije i pasulj – 60 do 90 minuta, u ekspres loncu oko 20."],
        "So dodajte pred kraj kuvanja, a lovorov list, kim ili parče morske alge kombu pomažu varenju. Skuvajte odjednom kilogram i zamrznite u porcijama sa malo vode od kuvanja.",
        "Vodu od kuvanja leblebija, akvafabu, nemojte da bacate – od nje se može umutiti veganski šnenokle za kolače.",
      ],
    },
    bs: {
      title: "Kako skuhati mahunarke bez muke",
      headline: "Potapanje, kuhanje i zamrzavanje – korak po korak.",
      short: "Mahunarke su najjeftiniji izvor proteina u trgovini. Evo kako ih pripremiti da budu meke, ukusne i lako probavljive.",
      body: [
        "Grah i slanutak potopite preko noći u mnogo vode, a vodu prije kuhanja prospite. Tako se kuhanje skraćuje i smanjuju se spojevi koji izazivaju nadimanje. Leća i mungo grah ne trebaju potapanje.",
        "## Vrijeme kuhanja",
        ["Crvena leća – 10 do 15 minuta.", "Smeđa leća – 25 do 30 minuta.", "Slanutak i grah – 60 do 90 minuta, u ekspres loncu oko 20."],
        "So dodajte pred kraj kuhanja, a lovorov list, kim ili komadić morske alge kombu pomažu probavi. Skuhajte odjednom kilogram i zamrznite u porcijama s malo vode od kuhanja.",
        "Vodu od kuhanja slanutka, akvafabu, nemojte bacati – od nje se može umutiti veganski snijeg za kolače.",
      ],
    },
    cnr: {
      title: "Kako da skuvate mahunarke bez muke",
      headline: "Potapanje, kuvanje i zamrzavanje – korak po korak.",
      short: "Mahunarke su najjeftiniji izvor proteina u prodavnici. Evo kako da ih pripremite da budu meke, ukusne i lako svarljive.",
      body: [
        "Pasulj i leblebije potopite preko noći u mnogo vode, a vodu prije kuvanja prospite. Tako se kuvanje skraćuje i smanjuju se jedinjenja koja izazivaju nadimanje. Sočivo i mungo pasulj ne treba potapati.",
        "## Vrijeme kuvanja",
        ["Crveno sočivo – 10 do 15 minuta.", "Braon sočivo – 25 do 30 minuta.", "Leblebije i pasulj – 60 do 90 minuta, u ekspres loncu oko 20."],
        "So dodajte pred kraj kuvanja, a lovorov list, kim ili parče morske alge kombu pomažu varenju. Skuvajte odjednom kilogram i zamrznite u porcijama sa malo vode od kuvanja.",
        "Vodu od kuvanja leblebija, akvafabu, nemojte da bacate – od nje se može umutiti veganski snijeg za kolače.",
      ],
    },
  },
);

const superfoods = post(
  { code: "guide-superfoods", category: "guides", author: "ivana-markovic", status: 3, publishedAt: "2026-02-16T08:00:00Z", updatedAt: "2026-02-16T08:00:00Z", tags: ["superfoods", "budget"], hue: 170 },
  {
    hr: {
      title: "Superhrana: što vrijedi svoje cijene",
      headline: "Spirulina, matcha, goji i domaće alternative.",
      short: "„Superhrana” je marketinški pojam, a ne znanstveni. Gdje se egzotični prah isplati, a gdje domaća namirnica radi isti posao.",
      body: [
        "Nijedna namirnica sama ne čini prehranu zdravom. Neke su ipak iznimno bogate hranjivim tvarima, pa se u maloj količini mogu isplatiti – ako ih stvarno koristite, a ne držite u ormariću.",
        "## Egzotika i domaća zamjena",
        ["Goji bobice – sušene aronije ili šipak.", "Chia – mljeveno laneno sjeme.", "Quinoa – heljda i proso.", "Acai u prahu – smrznute borovnice."],
        "Spirulina i matcha nemaju pravu domaću zamjenu, ali i ovdje je dovoljna žličica dnevno. Birajte provjerene proizvođače s analizom na teške metale.",
        "Ako je proračun ograničen, novac radije uložite u povrće, mahunarke i orašaste plodove – to je prava superhrana.",
      ],
    },
    en: {
      title: "Superfoods: what is worth the price",
      headline: "Spirulina, matcha, goji and local alternatives.",
      short: "“Superfood” is a marketing term, not a scientific one. Where an exotic powder pays off, and where a local food does the same job.",
      body: [
        "No single food makes a diet healthy. Some are exceptionally rich in nutrients, though, so a small amount can be worth it – if you actually use it rather than keep it in the cupboard.",
        "## Exotic and local swaps",
        ["Goji berries – dried aronia or rosehips.", "Chia – ground flaxseed.", "Quinoa – buckwheat and millet.", "Acai powder – frozen blueberries."],
        "Spirulina and matcha have no real local substitute, but here too a teaspoon a day is enough. Choose trusted producers that test for heavy metals.",
        "If your budget is tight, spend the money on vegetables, pulses and nuts instead – they are the real superfoods.",
      ],
    },
    sl: {
      title: "Superživila: kaj je vredno svoje cene",
      headline: "Spirulina, matcha, goji in domače alternative.",
      short: "»Superživilo« je marketinški pojem, ne znanstveni. Kdaj se eksotični prah splača in kdaj domače živilo opravi isto delo.",
      body: [
        "Nobeno živilo samo po sebi ne naredi prehrane zdrave. Nekatera so vseeno izjemno bogata s hranili, zato se v majhni količini lahko splačajo – če jih res uporabljate in ne stojijo v omari.",
        "## Eksotika in domača zamenjava",
        ["Goji jagode – suha aronija ali šipek.", "Chia – mleto laneno seme.", "Kvinoja – ajda in proso.", "Acai v prahu – zamrznjene borovnice."],
        "Spirulina in matcha nimata prave domače zamenjave, a tudi tu zadošča žlička na dan. Izberite preverjene proizvajalce z analizo na težke kovine.",
        "Če je proračun omejen, denar raje vložite v zelenjavo, stročnice in oreščke – to so prava superživila.",
      ],
    },
    de: {
      title: "Superfoods: Was ist seinen Preis wert?",
      headline: "Spirulina, Matcha, Goji und regionale Alternativen.",
      short: "„Superfood“ ist ein Marketingbegriff, kein wissenschaftlicher. Wann sich exotisches Pulver lohnt – und wann ein heimisches Lebensmittel dasselbe leistet.",
      body: [
        "Kein einzelnes Lebensmittel macht eine Ernährung gesund. Manche sind jedoch besonders nährstoffreich und lohnen sich in kleiner Menge – wenn man sie tatsächlich verwendet, statt sie im Schrank stehen zu lassen.",
        "## Exotisch und regional",
        ["Gojibeeren – getrocknete Aronia oder Hagebutten.", "Chia – geschroteter Leinsamen.", "Quinoa – Buchweizen und Hirse.", "Açaí-Pulver – tiefgekühlte Heidelbeeren."],
        "Für Spirulina und Matcha gibt es keinen echten regionalen Ersatz, aber auch hier genügt ein Teelöffel am Tag. Wählen Sie Hersteller, die auf Schwermetalle prüfen lassen.",
        "Ist das Budget knapp, investieren Sie lieber in Gemüse, Hülsenfrüchte und Nüsse – das sind die wahren Superfoods.",
      ],
    },
    it: {
      title: "Superfood: cosa vale davvero il prezzo",
      headline: "Spirulina, matcha, goji e alternative locali.",
      short: "«Superfood» è un termine di marketing, non scientifico. Quando una polvere esotica conviene e quando un alimento nostrano fa lo stesso lavoro.",
      body: [
        "Nessun alimento da solo rende sana un'alimentazione. Alcuni però sono eccezionalmente ricchi di nutrienti e in piccole quantità possono valere la spesa, se li usate davvero invece di lasciarli in dispensa.",
        "## Esotico e alternativa locale",
        ["Bacche di goji: aronia essiccata o rosa canina.", "Chia: semi di lino macinati.", "Quinoa: grano saraceno e miglio.", "Açaí in polvere: mirtilli surgelati."],
        "Spirulina e matcha non hanno un vero sostituto locale, ma anche qui basta un cucchiaino al giorno. Scegliete produttori affidabili che analizzano i metalli pesanti.",
        "Se il budget è limitato, investite piuttosto in verdura, legumi e frutta secca: sono loro i veri supercibi.",
      ],
    },
    es: {
      title: "Superalimentos: cuáles valen lo que cuestan",
      headline: "Espirulina, matcha, goji y alternativas de aquí.",
      short: "«Superalimento» es un término de marketing, no científico. Cuándo compensa un polvo exótico y cuándo un alimento local hace el mismo trabajo.",
      body: [
        "Ningún alimento por sí solo hace que una dieta sea sana. Aun así, algunos son excepcionalmente ricos en nutrientes y en pequeña cantidad pueden merecer la pena, si de verdad los usas y no se quedan en el armario.",
        "## Exótico y alternativa local",
        ["Bayas de goji: aronia seca o escaramujo.", "Chía: semillas de lino molidas.", "Quinoa: trigo sarraceno y mijo.", "Açaí en polvo: arándanos congelados."],
        "La espirulina y el matcha no tienen un sustituto local real, pero también aquí basta con una cucharadita al día. Elige productores de confianza que analicen metales pesados.",
        "Si el presupuesto es ajustado, mejor invierte en verduras, legumbres y frutos secos: esos son los verdaderos superalimentos.",
      ],
    },
    sr: {
      title: "Superhrana: šta je vredno svoje cene",
      headline: "Spirulina, matča, goji i domaće alternative.",
      short: "„Superhrana” je marketinški pojam, a ne naučni. Kada se egzotični prah isplati, a kada domaća namirnica radi isti posao.",
      body: [
        "Nijedna namirnica sama ne čini ishranu zdravom. Neke su ipak izuzetno bogate hranljivim materijama, pa u maloj količini mogu da se isplate – ako ih zaista koristite, a ne držite u ormariću.",
        "## Egzotika i domaća zamena",
        ["Goji bobice – sušena aronija ili šipak.", "Čija – mleveno laneno seme.", "Kinoa – heljda i proso.", "Akai u prahu – zamrznute borovnice."],
        "Spirulina i matča nemaju pravu domaću zamenu, ali je i tu dovoljna kašičica dnevno. Birajte proverene proizvođače sa analizom na teške metale.",
        "Ako je budžet ograničen, novac radije uložite u povrće, mahunarke i orašaste plodove – to je prava superhrana.",
      ],
    },
    bs: {
      title: "Superhrana: šta je vrijedno svoje cijene",
      headline: "Spirulina, matcha, goji i domaće alternative.",
      short: "„Superhrana” je marketinški pojam, a ne naučni. Kada se egzotični prah isplati, a kada domaća namirnica radi isti posao.",
      body: [
        "Nijedna namirnica sama ne čini ishranu zdravom. Neke su ipak izuzetno bogate hranjivim tvarima, pa se u maloj količini mogu isplatiti – ako ih zaista koristite, a ne držite u ormariću.",
        "## Egzotika i domaća zamjena",
        ["Goji bobice – sušena aronija ili šipak.", "Chia – mljeveno laneno sjeme.", "Kinoa – heljda i proso.", "Acai u prahu – zamrznute borovnice."],
        "Spirulina i matcha nemaju pravu domaću zamjenu, ali je i tu dovoljna kašičica dnevno. Birajte provjerene proizvođače s analizom na teške metale.",
        "Ako je budžet ograničen, novac radije uložite u povrće, mahunarke i orašaste plodove – to je prava superhrana.",
      ],
    },
    cnr: {
      title: "Superhrana: šta je vrijedno svoje cijene",
      headline: "Spirulina, matča, goji i domaće alternative.",
      short: "„Superhrana” je marketinški pojam, a ne naučni. Kada se egzotični prah isplati, a kada domaća namirnica radi isti posao.",
      body: [
        "Nijedna namirnica sama ne čini ishranu zdravom. Neke su ipak izuzetno bogate hranljivim materijama, pa u maloj količini mogu da se isplate – ako ih zaista koristite, a ne držite u ormariću.",
        "## Egzotika i domaća zamjena",
        ["Goji bobice – sušena aronija ili šipak.", "Čija – mljeveno laneno sjeme.", "Kinoa – heljda i proso.", "Akai u prahu – zamrznute borovnice."],
        "Spirulina i matča nemaju pravu domaću zamjenu, ali je i tu dovoljna kašičica dnevno. Birajte provjerene proizvođače sa analizom na teške metale.",
        "Ako je budžet ograničen, novac radije uložite u povrće, mahunarke i orašaste plodove – to je prava superhrana.",
      ],
    },
  },
);

const zeroWasteKitchen = post(
  { code: "guide-zero-waste-kitchen", category: "guides", author: "nikola-radovic", status: 3, publishedAt: "2026-04-20T08:00:00Z", updatedAt: "2026-04-22T08:00:00Z", tags: ["zero_waste", "budget"], hue: 140 },
  {
    hr: {
      title: "Kuhinja bez otpada u deset koraka",
      headline: "Manje ambalaže, manje bačene hrane, isti užitak.",
      short: "Prosječno kućanstvo baci petinu kupljene hrane. Deset navika koje taj postotak brzo smanjuju.",
      body: [
        "Kuhinja bez otpada ne znači savršenstvo, nego niz malih odluka. Najveća ušteda dolazi od boljeg planiranja kupnje i pametnog korištenja ostataka.",
        "## Deset koraka",
        ["Napravite popis i jelovnik za tjedan.", "Rasuto kupujte u vlastite staklenke.", "Prvo trošite ono što je otvoreno.", "Od ostataka povrća skuhajte temeljac.", "Od starog kruha napravite mrvice ili krutone.", "Zamrzavajte porcije, ne cijele lonce.", "Kompostirajte ljuske i talog kave.", "Platnene vrećice držite uz ključeve.", "Birajte veća pakiranja namirnica koje brzo trošite.", "Označite datume na staklenkama."],
        "U svim našim trgovinama u Zagrebu i Ljubljani postoje stanice za punjenje žitarica, orašastih plodova i ulja – donesite svoju ambalažu i platite samo sadržaj.",
      ],
    },
    en: {
      title: "A zero-waste kitchen in ten steps",
      headline: "Less packaging, less wasted food, the same enjoyment.",
      short: "The average household throws away a fifth of the food it buys. Ten habits that bring that number down quickly.",
      body: [
        "A zero-waste kitchen is not about perfection but about a series of small decisions. The biggest savings come from better shopping plans and clever use of leftovers.",
        "## Ten steps",
        ["Write a list and a menu for the week.", "Buy loose goods in your own jars.", "Use up what is already open first.", "Make stock from vegetable scraps.", "Turn stale bread into breadcrumbs or croutons.", "Freeze portions, not whole pots.", "Compost peelings and coffee grounds.", "Keep cloth bags next to your keys.", "Buy bigger packs of foods you use quickly.", "Write dates on your jars."],
        "All our stores in Zagreb and Ljubljana have refill stations for grains, nuts and oils – bring your own containers and pay only for the contents.",
      ],
    },
    sl: {
      title: "Kuhinja brez odpadkov v desetih korakih",
      headline: "Manj embalaže, manj zavržene hrane, enak užitek.",
      short: "Povprečno gospodinjstvo zavrže petino kupljene hrane. Deset navad, ki ta delež hitro zmanjšajo.",
      body: [
        "Kuhinja brez odpadkov ne pomeni popolnosti, temveč vrsto majhnih odločitev. Največ prihranite z boljšim načrtovanjem nakupov in pametno porabo ostankov.",
        "## Deset korakov",
        ["Napišite seznam in jedilnik za teden.", "Živila v razsutem stanju kupujte v svoje kozarce.", "Najprej porabite, kar je že odprto.", "Iz ostankov zelenjave skuhajte osnovo.", "Iz starega kruha naredite drobtine ali krutone.", "Zamrzujte porcije, ne celih loncev.", "Kompostirajte olupke in kavno usedlino.", "Platnene vrečke imejte ob ključih.", "Izberite večja pakiranja živil, ki jih hitro porabite.", "Na kozarce napišite datume."],
        "V vseh naših trgovinah v Zagrebu in Ljubljani so postaje za polnjenje žit, oreščkov in olj – prinesite svojo embalažo in plačajte samo vsebino.",
      ],
    },
    de: {
      title: "Zero-Waste-Küche in zehn Schritten",
      headline: "Weniger Verpackung, weniger Lebensmittelabfall, gleicher Genuss.",
      short: "Ein durchschnittlicher Haushalt wirft ein Fünftel der gekauften Lebensmittel weg. Zehn Gewohnheiten, die diesen Anteil schnell senken.",
      body: [
        "Eine Küche ohne Abfall heißt nicht Perfektion, sondern viele kleine Entscheidungen. Am meisten sparen bessere Einkaufsplanung und die kluge Verwertung von Resten.",
        "## Zehn Schritte",
        ["Einkaufsliste und Wochenplan schreiben.", "Lose Ware in eigene Gläser füllen.", "Zuerst aufbrauchen, was schon offen ist.", "Aus Gemüseresten Fond kochen.", "Altes Brot zu Bröseln oder Croûtons machen.", "Portionen einfrieren, nicht ganze Töpfe.", "Schalen und Kaffeesatz kompostieren.", "Stoffbeutel neben den Schlüsseln aufbewahren.", "Größere Packungen nur von dem kaufen, was schnell verbraucht wird.", "Gläser mit Datum beschriften."],
        "Alle unsere Filialen in Zagreb und Ljubljana haben Abfüllstationen für Getreide, Nüsse und Öle – bringen Sie eigene Behälter mit und zahlen Sie nur den Inhalt.",
      ],
    },
    it: {
      title: "Una cucina a rifiuti zero in dieci passi",
      headline: "Meno imballaggi, meno cibo buttato, lo stesso piacere.",
      short: "In media una famiglia butta un quinto del cibo che compra. Dieci abitudini che riducono in fretta questa quota.",
      body: [
        "Una cucina a rifiuti zero non è questione di perfezione, ma di tante piccole scelte. Il risparmio maggiore arriva da una spesa pianificata meglio e da un uso intelligente degli avanzi.",
        "## Dieci passi",
        ["Scrivete la lista della spesa e il menu della settimana.", "Comprate lo sfuso nei vostri barattoli.", "Finite prima ciò che è già aperto.", "Con gli scarti delle verdure preparate il brodo.", "Trasformate il pane raffermo in pangrattato o crostini.", "Congelate porzioni, non pentole intere.", "Compostate bucce e fondi di caffè.", "Tenete le borse di stoffa accanto alle chiavi.", "Scegliete confezioni grandi solo per ciò che consumate in fretta.", "Scrivete le date sui barattoli."],
        "Tutti i nostri negozi di Zagabria e Lubiana hanno stazioni di ricarica per cereali, frutta secca e oli: portate i vostri contenitori e pagate solo il contenuto.",
      ],
    },
    es: {
      title: "Una cocina sin residuos en diez pasos",
      headline: "Menos envases, menos comida desperdiciada y el mismo disfrute.",
      short: "Un hogar medio tira una quinta parte de la comida que compra. Diez hábitos que reducen rápidamente esa cifra.",
      body: [
        "Una cocina sin residuos no consiste en ser perfecto, sino en muchas pequeñas decisiones. El mayor ahorro llega al planificar mejor la compra y aprovechar las sobras con cabeza.",
        "## Diez pasos",
        ["Haz una lista y un menú semanal.", "Compra a granel en tus propios tarros.", "Gasta primero lo que ya está abierto.", "Prepara caldo con los restos de verdura.", "Convierte el pan duro en pan rallado o picatostes.", "Congela raciones, no ollas enteras.", "Composta las pieles y los posos de café.", "Deja las bolsas de tela junto a las llaves.", "Compra formatos grandes solo de lo que gastas rápido.", "Apunta las fechas en los tarros."],
        "Todas nuestras tiendas de Zagreb y Liubliana tienen estaciones de rellenado de cereales, frutos secos y aceites: trae tus envases y paga solo el contenido.",
      ],
    },
    sr: {
      title: "Kuhinja bez otpada u deset koraka",
      headline: "Manje ambalaže, manje bačene hrane, isto uživanje.",
      short: "Prosečno domaćinstvo baci petinu kupljene hrane. Deset navika koje taj procenat brzo smanjuju.",
      body: [
        "Kuhinja bez otpada ne znači savršenstvo, već niz malih odluka. Najveća ušteda dolazi od boljeg planiranja kupovine i pametnog korišćenja ostataka.",
        "## Deset koraka",
        ["Napravite spisak i jelovnik za nedelju.", "Rinfuzu kupujte u sopstvene tegle.", "Prvo trošite ono što je otvoreno.", "Od ostataka povrća skuvajte temeljac.", "Od starog hleba napravite prezle ili krutone.", "Zamrzavajte porcije, ne cele šerpe.", "Kompostirajte ljuske i talog od kafe.", "Platnene kese držite pored ključeva.", "Birajte veća pakovanja namirnica koje brzo trošite.", "Označite datume na teglama."],
        "U svim našim prodavnicama u Zagrebu i Ljubljani postoje stanice za punjenje žitarica, orašastih plodova i ulja – donesite svoju ambalažu i platite samo sadržaj.",
      ],
    },
    bs: {
      title: "Kuhinja bez otpada u deset koraka",
      headline: "Manje ambalaže, manje bačene hrane, isti užitak.",
      short: "Prosječno domaćinstvo baci petinu kupljene hrane. Deset navika koje taj procent brzo smanjuju.",
      body: [
        "Kuhinja bez otpada ne znači savršenstvo, nego niz malih odluka. Najveća ušteda dolazi od boljeg planiranja kupovine i pametnog korištenja ostataka.",
        "## Deset koraka",
        ["Napravite spisak i jelovnik za sedmicu.", "Rinfuzu kupujte u vlastite tegle.", "Prvo trošite ono što je otvoreno.", "Od ostataka povrća skuhajte temeljac.", "Od starog hljeba napravite mrvice ili krutone.", "Zamrzavajte porcije, ne cijele šerpe.", "Kompostirajte ljuske i talog od kahve.", "Platnene kese držite pored ključeva.", "Birajte veća pakovanja namirnica koje brzo trošite.", "Označite datume na teglama."],
        "U svim našim poslovnicama u Zagrebu i Ljubljani postoje stanice za punjenje žitarica, orašastih plodova i ulja – donesite svoju ambalažu i platite samo sadržaj.",
      ],
    },
    cnr: {
      title: "Kuhinja bez otpada u deset koraka",
      headline: "Manje ambalaže, manje bačene hrane, isto uživanje.",
      short: "Prosječno domaćinstvo baci petinu kupljene hrane. Deset navika koje taj procenat brzo smanjuju.",
      body: [
        "Kuhinja bez otpada ne znači savršenstvo, već niz malih odluka. Najveća ušteda dolazi od boljeg planiranja kupovine i pametnog korišćenja ostataka.",
        "## Deset koraka",
        ["Napravite spisak i jelovnik za nedjelju.", "Rinfuzu kupujte u sopstvene tegle.", "Prvo trošite ono što je otvoreno.", "Od ostataka povrća skuvajte temeljac.", "Od starog hljeba napravite prezle ili krutone.", "Zamrzavajte porcije, ne cijele šerpe.", "Kompostirajte ljuske i talog od kafe.", "Platnene kese držite pored ključeva.", "Birajte veća pakovanja namirnica koje brzo trošite.", "Označite datume na teglama."],
        "U svim našim prodavnicama u Zagrebu i Ljubljani postoje stanice za punjenje žitarica, orašastih plodova i ulja – donesite svoju ambalažu i platite samo sadržaj.",
      ],
    },
  },
);

const glutenFreeShopping = post(
  { code: "guide-gluten-free-shopping", category: "guides", author: "lejla-hodzic", status: 4, publishedAt: "2026-05-11T08:00:00Z", updatedAt: "2026-06-01T08:00:00Z", tags: ["gluten_free"], hue: 260 },
  {
    hr: {
      title: "Kupovina bez glutena: certifikati i križna kontaminacija",
      headline: "Prekriženi klas nije ukras – evo što točno jamči.",
      short: "Za osobe s celijakijom „prirodno bez glutena” nije dovoljno. Kako prepoznati siguran proizvod i izbjeći skrivene izvore glutena.",
      body: [
        "Oznaka „bez glutena” smije se u EU koristiti samo ako proizvod sadrži manje od 20 mg glutena po kilogramu. Znak prekriženog klasa uz to znači da proizvođač redovito šalje uzorke na neovisnu analizu.",
        "## Na što paziti",
        ["Zob je sigurna samo ako je izričito označena kao zob bez glutena.", "Heljda, proso i kvinoja često se melju u mlinovima s pšenicom.", "Skriveni gluten krije se u umacima, začinskim mješavinama i juhama u prahu."],
        "U našoj trgovini svaki proizvod s oznakom bez glutena ima certifikat koji smo provjerili. U filteru kategorije odaberite atribut „bez glutena” i vidjet ćete samo njih.",
        "Kod kuće držite zasebnu dasku, toster i staklenke – to je najčešće mjesto gdje se gluten nehotice prenese.",
      ],
    },
    en: {
      title: "Shopping gluten-free: certification and cross-contamination",
      headline: "The crossed grain symbol is not decoration – here is exactly what it guarantees.",
      short: "For people with coeliac disease, “naturally gluten-free” is not enough. How to recognise a safe product and avoid hidden sources of gluten.",
      body: [
        "In the EU, “gluten-free” may only be used if a product contains less than 20 mg of gluten per kilogram. The crossed grain symbol also means the producer regularly sends samples for independent testing.",
        "## What to watch out for",
        ["Oats are safe only if explicitly labelled gluten-free.", "Buckwheat, millet and quinoa are often milled alongside wheat.", "Hidden gluten lurks in sauces, spice blends and instant soups."],
        "In our shop, every product labelled gluten-free has a certificate we have checked. Choose the “gluten-free” attribute in the category filter to see only those products.",
        "At home, keep a separate chopping board, toaster and jars – that is where gluten most often gets transferred by accident.",
      ],
    },
    sl: {
      title: "Nakupovanje brez glutena: certifikati in navzkrižna kontaminacija",
      headline: "Prečrtan klas ni okras – to je tisto, kar zagotavlja.",
      short: "Za ljudi s celiakijo »naravno brez glutena« ni dovolj. Kako prepoznati varen izdelek in se izogniti skritim virom glutena.",
      body: [
        "Oznako »brez glutena« se v EU sme uporabljati le, če izdelek vsebuje manj kot 20 mg glutena na kilogram. Znak prečrtanega klasa poleg tega pomeni, da proizvajalec redno pošilja vzorce na neodvisno analizo.",
        "## Na kaj paziti",
        ["Oves je varen le, če je izrecno označen kot oves brez glutena.", "Ajdo, proso in kvinojo pogosto meljejo v mlinih, kjer meljejo tudi pšenico.", "Skriti gluten se skriva v omakah, začimbnih mešanicah in instant juhah."],
        "V naši trgovini ima vsak izdelek z oznako brez glutena certifikat, ki smo ga preverili. V filtru kategorije izberite lastnost »brez glutena« in prikazali se bodo samo ti izdelki.",
        "Doma imejte ločeno desko, opekač in kozarce – tam se gluten najpogosteje nehote prenese.",
      ],
    },
    de: {
      title: "Glutenfrei einkaufen: Zertifikate und Kreuzkontamination",
      headline: "Die durchgestrichene Ähre ist keine Dekoration – das garantiert sie.",
      short: "Für Menschen mit Zöliakie reicht „von Natur aus glutenfrei“ nicht. So erkennen Sie sichere Produkte und meiden verstecktes Gluten.",
      body: [
        "In der EU darf „glutenfrei“ nur verwendet werden, wenn ein Produkt weniger als 20 mg Gluten pro Kilogramm enthält. Die durchgestrichene Ähre bedeutet zusätzlich, dass der Hersteller regelmäßig Proben unabhängig prüfen lässt.",
        "## Worauf Sie achten sollten",
        ["Hafer ist nur sicher, wenn er ausdrücklich als glutenfrei gekennzeichnet ist.", "Buchweizen, Hirse und Quinoa werden oft in Mühlen vermahlen, die auch Weizen verarbeiten.", "Verstecktes Gluten steckt in Saucen, Gewürzmischungen und Instantsuppen."],
        "In unserem Shop hat jedes als glutenfrei gekennzeichnete Produkt ein von uns geprüftes Zertifikat. Wählen Sie im Kategoriefilter das Merkmal „glutenfrei“, um nur diese Produkte zu sehen.",
        "Zu Hause helfen ein eigenes Schneidbrett, ein eigener Toaster und eigene Gläser – dort wird Gluten am häufigsten unbemerkt übertragen.",
      ],
    },
    it: {
      title: "Fare la spesa senza glutine: certificazioni e contaminazione crociata",
      slug: "spesa-senza-glutine-certificazioni-e-contaminazione",
      headline: "La spiga barrata non è decorazione: ecco cosa garantisce.",
      short: "Per chi è celiaco «naturalmente senza glutine» non basta. Come riconoscere un prodotto sicuro ed evitare le fonti nascoste di glutine.",
      body: [
        "Nell'UE la dicitura «senza glutine» si può usare solo se il prodotto contiene meno di 20 mg di glutine per chilo. Il simbolo della spiga barrata indica inoltre che il produttore invia regolarmente campioni ad analisi indipendenti.",
        "## A cosa fare attenzione",
        ["L'avena è sicura solo se espressamente indicata come senza glutine.", "Grano saraceno, miglio e quinoa vengono spesso macinati in mulini che lavorano anche il frumento.", "Il glutine nascosto si trova in salse, miscele di spezie e zuppe pronte."],
        "Nel nostro negozio ogni prodotto indicato come senza glutine ha un certificato che abbiamo verificato. Nel filtro della categoria scegliete l'attributo «senza glutine» per vedere solo quelli.",
        "A casa tenete tagliere, tostapane e barattoli separati: è lì che il glutine passa più spesso per sbaglio.",
      ],
    },
    es: {
      title: "Comprar sin gluten: certificación y contaminación cruzada",
      headline: "La espiga barrada no es decoración: esto es lo que garantiza.",
      short: "Para las personas celíacas, «naturalmente sin gluten» no basta. Cómo reconocer un producto seguro y evitar las fuentes ocultas de gluten.",
      body: [
        "En la UE solo se puede indicar «sin gluten» si el producto contiene menos de 20 mg de gluten por kilo. El símbolo de la espiga barrada significa además que el fabricante envía muestras con regularidad a un análisis independiente.",
        "## En qué fijarse",
        ["La avena solo es segura si se indica expresamente que es sin gluten.", "El trigo sarraceno, el mijo y la quinoa se muelen a menudo en molinos que también procesan trigo.", "El gluten oculto está en salsas, mezclas de especias y sopas instantáneas."],
        "En nuestra tienda, cada producto etiquetado sin gluten tiene un certificado que hemos comprobado. Elige el atributo «sin gluten» en el filtro de la categoría para ver solo esos productos.",
        "En casa, ten una tabla de cortar, una tostadora y unos tarros aparte: ahí es donde el gluten se transfiere con más frecuencia sin querer.",
      ],
    },
    sr: {
      title: "Kupovina bez glutena: sertifikati i unakrsna kontaminacija",
      headline: "Precrtani klas nije ukras – evo šta tačno garantuje.",
      short: "Za osobe sa celijakijom „prirodno bez glutena” nije dovoljno. Kako da prepoznate bezbedan proizvod i izbegnete skrivene izvore glutena.",
      body: [
        "Oznaka „bez glutena” u EU sme da se koristi samo ako proizvod sadrži manje od 20 mg glutena po kilogramu. Znak precrtanog klasa pored toga znači da proizvođač redovno šalje uzorke na nezavisnu analizu.",
        "## Na šta da pazite",
        ["Ovas je bezbedan samo ako je izričito označen kao ovas bez glutena.", "Heljda, proso i kinoa često se melju u mlinovima sa pšenicom.", "Skriveni gluten krije se u sosovima, mešavinama začina i supama iz kesice."],
        "U našoj prodavnici svaki proizvod sa oznakom bez glutena ima sertifikat koji smo proverili. U filteru kategorije izaberite atribut „bez glutena” i videćete samo njih.",
        "Kod kuće držite posebnu dasku, toster i tegle – tu se gluten najčešće nehotice prenese.",
      ],
    },
    bs: {
      title: "Kupovina bez glutena: certifikati i unakrsna kontaminacija",
      headline: "Precrtani klas nije ukras – evo šta tačno garantuje.",
      short: "Za osobe s celijakijom „prirodno bez glutena” nije dovoljno. Kako prepoznati siguran proizvod i izbjeći skrivene izvore glutena.",
      body: [
        "Oznaka „bez glutena” u EU smije se koristiti samo ako proizvod sadrži manje od 20 mg glutena po kilogramu. Znak precrtanog klasa pored toga znači da proizvođač redovno šalje uzorke na nezavisnu analizu.",
        "## Na šta paziti",
        ["Zob je sigurna samo ako je izričito označena kao zob bez glutena.", "Heljda, proso i kinoa često se melju u mlinovima s pšenicom.", "Skriveni gluten krije se u umacima, mješavinama začina i supama iz kesice."],
        "U našoj trgovini svaki proizvod s oznakom bez glutena ima certifikat koji smo provjerili. U filteru kategorije odaberite atribut „bez glutena” i vidjet ćete samo njih.",
        "Kod kuće držite posebnu dasku, toster i tegle – tu se gluten najčešće nehotice prenese.",
      ],
    },
    cnr: {
      title: "Kupovina bez glutena: sertifikati i unakrsna kontaminacija",
      headline: "Precrtani klas nije ukras – evo šta tačno garantuje.",
      short: "Za osobe sa celijakijom „prirodno bez glutena” nije dovoljno. Kako da prepoznate bezbjedan proizvod i izbjegnete skrivene izvore glutena.",
      body: [
        "Oznaka „bez glutena” u EU smije da se koristi samo ako proizvod sadrži manje od 20 mg glutena po kilogramu. Znak precrtanog klasa pored toga znači da proizvođač redovno šalje uzorke na nezavisnu analizu.",
        "## Na šta da pazite",
        ["Ovas je bezbjedan samo ako je izričito označen kao ovas bez glutena.", "Heljda, proso i kinoa često se melju u mlinovima sa pšenicom.", "Skriveni gluten krije se u sosovima, mješavinama začina i supama iz kesice."],
        "U našoj prodavnici svaki proizvod sa oznakom bez glutena ima sertifikat koji smo provjerili. U filteru kategorije izaberite atribut „bez glutena” i vidjećete samo njih.",
        "Kod kuće držite posebnu dasku, toster i tegle – tu se gluten najčešće nehotice prenese.",
      ],
    },
  },
);

export const GUIDES_2: SeedPost[] = [sportNutrition, legumes, superfoods, zeroWasteKitchen, glutenFreeShopping];
