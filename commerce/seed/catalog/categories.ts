// Catalogue categories. A category's site path is /<catalog word>/<slug>/, a child's
// /<catalog word>/<parent slug>/<child slug>/ (CATALOG_WORD in i18n.ts).
import type { L, SeedCategory } from "../types";
import { tr, perLang, slugify, CATALOG_WORD } from "./i18n";

interface Def {
  code: string;
  parent?: string;
  template?: SeedCategory["template"];
  visible?: boolean;
  /** "|"-separated titles, then descriptions, in language order. */
  title: string;
  description: string;
  /** Code of the category an old category now points to. */
  redirectTo?: string;
  redirectCode?: 301 | 302;
}

const DEFS: Def[] = [
  {
    code: "grains",
    template: "grid",
    title: "Žitarice i pahuljice|Grains & cereals|Žita in kosmiči|Getreide & Flocken|Cereali e fiocchi|Cereales y copos|Žitarice i pahuljice|Žitarice i pahuljice|Žitarice i pahuljice",
    description:
      "Cjelovite žitarice, kaše, riža i pahuljice za doručak i kuhanje – velik dio iz ekološkog uzgoja.|Whole grains, groats, rice and flakes for breakfast and cooking – much of it organically grown.|Polnozrnata žita, kaše, riž in kosmiči za zajtrk in kuhanje – večinoma iz ekološke pridelave.|Vollkorngetreide, Grütze, Reis und Flocken für Frühstück und Küche – vieles aus biologischem Anbau.|Cereali integrali, chicchi, riso e fiocchi per colazione e cucina, in gran parte biologici.|Cereales integrales, granos, arroz y copos para el desayuno y la cocina, en gran parte ecológicos.|Integralne žitarice, kaše, pirinač i pahuljice za doručak i kuvanje – dobar deo iz organske proizvodnje.|Integralne žitarice, kaše, riža i pahuljice za doručak i kuhanje – dobar dio iz organske proizvodnje.|Integralne žitarice, kaše, pirinač i pahuljice za doručak i kuvanje – dobar dio iz organske proizvodnje.",
  },
  {
    code: "muesli",
    parent: "grains",
    title: "Müsli i granola|Muesli & granola|Müsli in granola|Müsli & Granola|Muesli e granola|Muesli y granola|Musli i granola|Musli i granola|Musli i granola",
    description:
      "Gotove mješavine za brz i zasitan doručak, s orašastim plodovima i sušenim voćem.|Ready mixes for a quick, filling breakfast, with nuts and dried fruit.|Pripravljene mešanice za hiter in nasiten zajtrk, z oreščki in suhim sadjem.|Fertige Mischungen für ein schnelles, sättigendes Frühstück, mit Nüssen und Trockenfrüchten.|Miscele pronte per una colazione veloce e saziante, con frutta secca ed essiccata.|Mezclas listas para un desayuno rápido y saciante, con frutos secos y fruta deshidratada.|Gotove mešavine za brz i zasitan doručak, sa orašastim plodovima i suvim voćem.|Gotove mješavine za brz i zasitan doručak, s orašastim plodovima i suhim voćem.|Gotove mješavine za brz i zasitan doručak, sa orašastim plodovima i suvim voćem.",
  },
  {
    code: "flours",
    template: "grid",
    title: "Brašna|Flours|Moke|Mehle|Farine|Harinas|Brašna|Brašna|Brašna",
    description:
      "Brašna iz malih mlinova za kruh, peciva i kolače – od glatkog pšeničnog do punozrnatog pirovog.|Flours from small mills for bread, rolls and cakes – from fine wheat to wholemeal spelt.|Moke iz malih mlinov za kruh, žemlje in sladice – od gladke pšenične do polnozrnate pirine.|Mehle aus kleinen Mühlen für Brot, Brötchen und Kuchen – vom feinen Weizen- bis zum Dinkelvollkornmehl.|Farine di piccoli mulini per pane, panini e dolci, dalla farina di grano tenero a quella integrale di farro.|Harinas de pequeños molinos para pan, bollería y repostería, desde la de trigo hasta la integral de espelta.|Brašna iz malih mlinova za hleb, peciva i kolače – od belog pšeničnog do integralnog brašna od spelte.|Brašna iz malih mlinova za hljeb, peciva i kolače – od bijelog pšeničnog do integralnog brašna od spelte.|Brašna iz malih mlinova za hljeb, peciva i kolače – od bijelog pšeničnog do integralnog brašna od spelte.",
  },
  {
    code: "flours-gf",
    parent: "flours",
    title: "Bezglutenska brašna|Gluten-free flours|Brezglutenske moke|Glutenfreie Mehle|Farine senza glutine|Harinas sin gluten|Bezglutenska brašna|Bezglutenska brašna|Bezglutenska brašna",
    description:
      "Brašna od riže, heljde, badema, kokosa i mahunarki, pakirana odvojeno od žitarica s glutenom.|Rice, buckwheat, almond, coconut and pulse flours, packed apart from gluten-containing grains.|Moke iz riža, ajde, mandljev, kokosa in stročnic, pakirane ločeno od žit z glutenom.|Mehle aus Reis, Buchweizen, Mandeln, Kokos und Hülsenfrüchten, getrennt von glutenhaltigem Getreide abgefüllt.|Farine di riso, grano saraceno, mandorle, cocco e legumi, confezionate separatamente dai cereali con glutine.|Harinas de arroz, trigo sarraceno, almendra, coco y legumbres, envasadas aparte de los cereales con gluten.|Brašna od pirinča, heljde, badema, kokosa i mahunarki, pakovana odvojeno od žitarica sa glutenom.|Brašna od riže, heljde, badema, kokosa i mahunarki, pakovana odvojeno od žitarica s glutenom.|Brašna od pirinča, heljde, badema, kokosa i mahunarki, pakovana odvojeno od žitarica sa glutenom.",
  },
  {
    code: "nuts",
    template: "grid",
    title: "Orašasti plodovi i sjemenke|Nuts & seeds|Oreščki in semena|Nüsse & Saaten|Frutta secca e semi|Frutos secos y semillas|Orašasti plodovi i semenke|Orašasti plodovi i sjemenke|Orašasti plodovi i sjemenke",
    description:
      "Bademi, lješnjaci, orasi i indijski oraščići bez soli i ulja, sjemenke i kremasti namazi.|Almonds, hazelnuts, walnuts and cashews without salt or oil, plus seeds and creamy butters.|Mandlji, lešniki, orehi in indijski oreščki brez soli in olja, semena ter kremni namazi.|Mandeln, Haselnüsse, Walnüsse und Cashews ohne Salz und Öl, dazu Saaten und cremige Nussmuse.|Mandorle, nocciole, noci e anacardi senza sale né olio, semi e creme spalmabili.|Almendras, avellanas, nueces y anacardos sin sal ni aceite, semillas y cremas untables.|Bademi, lešnici, orasi i indijski orasi bez soli i ulja, semenke i kremasti namazi.|Bademi, lješnjaci, orasi i indijski orasi bez soli i ulja, sjemenke i kremasti namazi.|Bademi, lješnici, orasi i indijski orasi bez soli i ulja, sjemenke i kremasti namazi.",
  },
  {
    code: "seeds",
    parent: "nuts",
    title: "Sjemenke|Seeds|Semena|Saaten & Kerne|Semi|Semillas|Semenke|Sjemenke|Sjemenke",
    description:
      "Lan, chia, konoplja, bundeva, suncokret i sezam – za müsli, salate i domaći kruh.|Flax, chia, hemp, pumpkin, sunflower and sesame – for muesli, salads and home-made bread.|Lan, chia, konoplja, buča, sončnica in sezam – za müsli, solate in domač kruh.|Leinsamen, Chia, Hanf, Kürbis-, Sonnenblumenkerne und Sesam – für Müsli, Salat und selbst gebackenes Brot.|Lino, chia, canapa, zucca, girasole e sesamo per muesli, insalate e pane fatto in casa.|Lino, chía, cáñamo, calabaza, girasol y sésamo para el muesli, las ensaladas y el pan casero.|Lan, čija, konoplja, bundeva, suncokret i susam – za musli, salate i domaći hleb.|Lan, chia, konoplja, bundeva, suncokret i sezam – za musli, salate i domaći hljeb.|Lan, čija, konoplja, bundeva, suncokret i susam – za musli, salate i domaći hljeb.",
  },
  {
    code: "nut-butters",
    parent: "nuts",
    title: "Namazi od orašastih plodova|Nut butters|Namazi iz oreščkov|Nussmuse|Creme di frutta secca|Cremas de frutos secos|Namazi od orašastih plodova|Namazi od orašastih plodova|Namazi od orašastih plodova",
    description:
      "Sto posto mljeveni plodovi i sjemenke, bez palminog ulja i dodanog šećera.|One hundred per cent ground nuts and seeds, with no palm oil and no added sugar.|Stoodstotno mleti oreščki in semena, brez palmovega olja in dodanega sladkorja.|Hundert Prozent gemahlene Nüsse und Saaten, ohne Palmöl und Zuckerzusatz.|Frutta secca e semi macinati al cento per cento, senza olio di palma né zuccheri aggiunti.|Frutos secos y semillas molidos al cien por cien, sin aceite de palma ni azúcar añadido.|Sto odsto mleveni plodovi i semenke, bez palminog ulja i dodatog šećera.|Sto posto mljeveni plodovi i sjemenke, bez palminog ulja i dodanog šećera.|Sto odsto mljeveni plodovi i sjemenke, bez palminog ulja i dodatog šećera.",
  },
  {
    code: "sprouting",
    parent: "nuts",
    title: "Sjemenke za klijanje|Sprouting seeds|Semena za kalčke|Keimsaaten|Semi da germogliare|Semillas para germinar|Semenke za klijanje|Sjemenke za klijanje|Sjemenke za klijanje",
    description:
      "Ova je kategorija spojena sa sjemenkama.|This category has been merged into Seeds.|Ta kategorija je združena s semeni.|Diese Kategorie wurde mit Saaten & Kerne zusammengelegt.|Questa categoria è stata unita a Semi.|Esta categoría se ha unido a Semillas.|Ova kategorija je spojena sa semenkama.|Ova kategorija je spojena sa sjemenkama.|Ova kategorija je spojena sa sjemenkama.",
    redirectTo: "seeds",
    redirectCode: 302,
  },
  {
    code: "dried-fruit",
    template: "grid",
    title: "Sušeno voće|Dried fruit|Suho sadje|Trockenfrüchte|Frutta essiccata|Fruta deshidratada|Suvo voće|Suho voće|Suvo voće",
    description:
      "Smokve, marelice, šljive, datulje i bobičasto voće, sušeno bez sumpora i dodanog šećera.|Figs, apricots, prunes, dates and berries, dried without sulphur or added sugar.|Fige, marelice, slive, dateljni in jagodičje, sušeni brez žvepla in dodanega sladkorja.|Feigen, Aprikosen, Pflaumen, Datteln und Beeren, ungeschwefelt und ohne Zuckerzusatz getrocknet.|Fichi, albicocche, prugne, datteri e frutti di bosco essiccati senza solfiti né zuccheri aggiunti.|Higos, orejones, ciruelas, dátiles y bayas deshidratados sin sulfitos ni azúcar añadido.|Smokve, kajsije, šljive, urme i bobičasto voće, sušeno bez sumpora i dodatog šećera.|Smokve, kajsije, šljive, hurme i bobičasto voće, sušeno bez sumpora i dodanog šećera.|Smokve, kajsije, šljive, urme i bobičasto voće, sušeno bez sumpora i dodatog šećera.",
  },
  {
    code: "superfoods",
    template: "landing",
    title: "Superhrana|Superfoods|Superživila|Superfoods|Superfood|Superalimentos|Superhrana|Superhrana|Superhrana",
    description:
      "Spirulina, chlorella, maca, kakao i bobice u prahu – koncentrirane namirnice za smoothie i zdjelice.|Spirulina, chlorella, maca, cacao and berry powders – concentrated foods for smoothies and bowls.|Spirulina, klorela, maka, kakav in jagodičje v prahu – zgoščena živila za smutije in sklede.|Spirulina, Chlorella, Maca, Kakao und Beerenpulver – konzentrierte Lebensmittel für Smoothies und Bowls.|Spirulina, clorella, maca, cacao e bacche in polvere: alimenti concentrati per frullati e bowl.|Espirulina, chlorella, maca, cacao y bayas en polvo: alimentos concentrados para batidos y bowls.|Spirulina, hlorela, maka, kakao i bobice u prahu – koncentrisane namirnice za smuti i činije.|Spirulina, chlorella, maca, kakao i bobice u prahu – koncentrisane namirnice za smoothie i zdjelice.|Spirulina, hlorela, maka, kakao i bobice u prahu – koncentrisane namirnice za smuti i činije.",
  },
  {
    code: "teas",
    template: "grid",
    title: "Čajevi|Teas|Čaji|Tee|Tè e tisane|Tés e infusiones|Čajevi|Čajevi|Čajevi",
    description:
      "Zeleni, crni i bijeli čaj te matcha iz malih plantaža, rinfuza i u vrećicama.|Green, black and white tea and matcha from small estates, loose and in bags.|Zeleni, črni in beli čaj ter matcha z majhnih nasadov, v razsutem stanju in v vrečkah.|Grüner, schwarzer und weißer Tee sowie Matcha aus kleinen Gärten, lose und im Beutel.|Tè verde, nero e bianco e matcha da piccole piantagioni, sfusi e in bustine.|Té verde, negro y blanco y matcha de pequeñas plantaciones, a granel y en bolsitas.|Zeleni, crni i beli čaj i matcha sa malih plantaža, rinfuz i u kesicama.|Zeleni, crni i bijeli čaj te matcha s malih plantaža, rinfuza i u kesicama.|Zeleni, crni i bijeli čaj i matcha sa malih plantaža, rinfuz i u kesicama.",
  },
  {
    code: "herbal-teas",
    parent: "teas",
    title: "Biljni čajevi|Herbal teas|Zeliščni čaji|Kräutertee|Tisane|Infusiones de hierbas|Biljni čajevi|Biljni čajevi|Biljni čajevi",
    description:
      "Kamilica, metvica, lipa, majčina dušica i mješavine ubrane na livadama Velebita, Pohorja i Durmitora.|Chamomile, mint, linden, thyme and blends gathered in the meadows of Velebit, Pohorje and Durmitor.|Kamilica, meta, lipa, materina dušica in mešanice z travnikov Velebita, Pohorja in Durmitorja.|Kamille, Minze, Linde, Thymian und Mischungen von den Wiesen des Velebit, des Pohorje und des Durmitor.|Camomilla, menta, tiglio, timo e miscele raccolti sui prati del Velebit, del Pohorje e del Durmitor.|Manzanilla, menta, tila, tomillo y mezclas recolectadas en los prados del Velebit, el Pohorje y el Durmitor.|Kamilica, nana, lipa, majčina dušica i mešavine sa livada Velebita, Pohorja i Durmitora.|Kamilica, nana, lipa, majčina dušica i mješavine s livada Velebita, Pohorja i Durmitora.|Kamilica, nana, lipa, majčina dušica i mješavine sa livada Velebita, Pohorja i Durmitora.",
  },
  {
    code: "oils",
    template: "grid",
    title: "Ulja|Oils|Olja|Öle|Oli|Aceites|Ulja|Ulja|Ulja",
    description:
      "Hladno prešana ulja za salate i ulja za kuhanje i pečenje, u tamnim bocama.|Cold-pressed oils for salads and oils for cooking and baking, in dark bottles.|Hladno stiskana olja za solate ter olja za kuhanje in peko, v temnih steklenicah.|Kaltgepresste Öle für Salate und Öle zum Kochen und Backen, in dunklen Flaschen.|Oli spremuti a freddo per insalate e oli per cucinare e cuocere in forno, in bottiglie scure.|Aceites prensados en frío para ensaladas y aceites para cocinar y hornear, en botellas oscuras.|Hladno ceđena ulja za salate i ulja za kuvanje i pečenje, u tamnim bocama.|Hladno cijeđena ulja za salate i ulja za kuhanje i pečenje, u tamnim bocama.|Hladno cijeđena ulja za salate i ulja za kuvanje i pečenje, u tamnim bocama.",
  },
  {
    code: "sweeteners",
    template: "grid",
    title: "Zaslađivači|Sweeteners|Sladila|Süßungsmittel|Dolcificanti|Endulzantes|Zaslađivači|Zaslađivači|Zaslađivači",
    description:
      "Kokosov šećer, ksilitol, eritritol, sirupi i med domaćih pčelara.|Coconut sugar, xylitol, erythritol, syrups and honey from local beekeepers.|Kokosov sladkor, ksilitol, eritritol, sirupi in med domačih čebelarjev.|Kokosblütenzucker, Xylit, Erythrit, Sirupe und Honig von Imkern aus der Region.|Zucchero di cocco, xilitolo, eritritolo, sciroppi e miele di apicoltori locali.|Azúcar de coco, xilitol, eritritol, siropes y miel de apicultores locales.|Kokosov šećer, ksilitol, eritritol, sirupi i med domaćih pčelara.|Kokosov šećer, ksilitol, eritritol, sirupi i med domaćih pčelara.|Kokosov šećer, ksilitol, eritritol, sirupi i med domaćih pčelara.",
  },
  {
    code: "snacks",
    template: "grid",
    title: "Grickalice|Snacks|Prigrizki|Snacks|Snack|Snacks|Grickalice|Grickalice|Grickalice",
    description:
      "Krekeri, čips od povrća, čokolade i mješavine za put – grickanje bez grižnje savjesti.|Crackers, vegetable crisps, chocolate and trail mixes – snacking without the guilt.|Krekerji, čips iz zelenjave, čokolade in mešanice za na pot – prigrizki brez slabe vesti.|Cracker, Gemüsechips, Schokolade und Studentenfutter – Naschen ohne schlechtes Gewissen.|Cracker, chips di verdure, cioccolato e mix di frutta secca: snack senza sensi di colpa.|Crackers, chips de verdura, chocolate y mezclas de frutos secos: picar sin remordimientos.|Krekeri, čips od povrća, čokolade i mešavine za put – grickanje bez griže savesti.|Krekeri, čips od povrća, čokolade i mješavine za put – grickanje bez grižnje savjesti.|Krekeri, čips od povrća, čokolade i mješavine za put – grickanje bez grižnje savjesti.",
  },
  {
    code: "bars",
    parent: "snacks",
    title: "Pločice|Bars|Ploščice|Riegel|Barrette|Barritas|Pločice|Pločice|Pločice",
    description:
      "Proteinske, voćne i sirove pločice za torbu, ured i trening.|Protein, fruit and raw bars for your bag, the office and training.|Beljakovinske, sadne in surove ploščice za torbo, pisarno in trening.|Protein-, Frucht- und Rohkostriegel für Tasche, Büro und Training.|Barrette proteiche, alla frutta e crude per la borsa, l'ufficio e l'allenamento.|Barritas proteicas, de fruta y crudas para el bolso, la oficina y el entrenamiento.|Proteinske, voćne i sirove pločice za torbu, kancelariju i trening.|Proteinske, voćne i sirove pločice za torbu, ured i trening.|Proteinske, voćne i sirove pločice za torbu, kancelariju i trening.",
  },
  {
    code: "drinks",
    template: "grid",
    title: "Biljni napici|Plant drinks|Rastlinski napitki|Pflanzendrinks|Bevande vegetali|Bebidas vegetales|Biljni napici|Biljni napici|Biljni napici",
    description:
      "Zobeni, bademov, rižin, sojin i kokosov napitak – za kavu, kašu i kolače.|Oat, almond, rice, soy and coconut drinks – for coffee, porridge and baking.|Ovseni, mandljev, rižev, sojin in kokosov napitek – za kavo, kašo in pecivo.|Hafer-, Mandel-, Reis-, Soja- und Kokosdrinks – für Kaffee, Porridge und Kuchen.|Bevande di avena, mandorla, riso, soia e cocco per il caffè, il porridge e i dolci.|Bebidas de avena, almendra, arroz, soja y coco para el café, las gachas y la repostería.|Ovseni, bademov, pirinčani, sojin i kokosov napitak – za kafu, kašu i kolače.|Zobeni, bademov, rižin, sojin i kokosov napitak – za kafu, kašu i kolače.|Ovseni, bademov, pirinčani, sojin i kokosov napitak – za kafu, kašu i kolače.",
  },
  {
    code: "supplements",
    template: "grid",
    title: "Dodaci prehrani|Supplements|Prehranska dopolnila|Nahrungsergänzung|Integratori|Suplementos|Dodaci ishrani|Dodaci prehrani|Dodaci ishrani",
    description:
      "Vitamini, minerali, biljni proteini i propolis, s jasno označenim dozama.|Vitamins, minerals, plant proteins and propolis, with clearly labelled doses.|Vitamini, minerali, rastlinske beljakovine in propolis z jasno označenimi odmerki.|Vitamine, Mineralstoffe, pflanzliche Proteine und Propolis mit klar angegebener Dosierung.|Vitamine, minerali, proteine vegetali e propoli, con dosi indicate chiaramente.|Vitaminas, minerales, proteínas vegetales y propóleo, con dosis claramente indicadas.|Vitamini, minerali, biljni proteini i propolis, sa jasno označenim dozama.|Vitamini, minerali, biljni proteini i propolis, s jasno označenim dozama.|Vitamini, minerali, biljni proteini i propolis, sa jasno označenim dozama.",
  },
  {
    code: "cosmetics",
    template: "grid",
    title: "Prirodna kozmetika|Natural cosmetics|Naravna kozmetika|Naturkosmetik|Cosmesi naturale|Cosmética natural|Prirodna kozmetika|Prirodna kozmetika|Prirodna kozmetika",
    description:
      "Ručno rađeni sapuni, ulja za tijelo, kreme i šamponi s biljnim sastojcima.|Hand-made soaps, body oils, creams and shampoos with plant ingredients.|Ročno izdelana mila, olja za telo, kreme in šamponi z rastlinskimi sestavinami.|Handgemachte Seifen, Körperöle, Cremes und Shampoos mit pflanzlichen Inhaltsstoffen.|Saponi artigianali, oli per il corpo, creme e shampoo con ingredienti vegetali.|Jabones artesanales, aceites corporales, cremas y champús con ingredientes vegetales.|Ručno rađeni sapuni, ulja za telo, kreme i šamponi sa biljnim sastojcima.|Ručno rađeni sapuni, ulja za tijelo, kreme i šamponi s biljnim sastojcima.|Ručno rađeni sapuni, ulja za tijelo, kreme i šamponi sa biljnim sastojcima.",
  },
  {
    code: "christmas",
    template: "landing",
    visible: false,
    title: "Božićno pečenje|Christmas baking|Božična peka|Weihnachtsbäckerei|Dolci di Natale|Repostería navideña|Božićno pečenje|Božićno pečenje|Božićno pečenje",
    description:
      "Sezonska ponuda za blagdanske kolače: začini, marcipan, kandirana kora i mljeveni orasi.|Seasonal range for holiday baking: spices, marzipan, candied peel and ground nuts.|Sezonska ponudba za praznično peko: začimbe, marcipan, kandirana lupina in mleti oreščki.|Saisonales Sortiment für die Weihnachtsbäckerei: Gewürze, Marzipan, Zitronat und gemahlene Nüsse.|Assortimento stagionale per i dolci delle feste: spezie, marzapane, scorze candite e frutta secca macinata.|Surtido de temporada para la repostería navideña: especias, mazapán, piel confitada y frutos secos molidos.|Sezonska ponuda za praznične kolače: začini, marcipan, kandirana kora i mleveni orasi.|Sezonska ponuda za praznične kolače: začini, marcipan, kandirana kora i mljeveni orasi.|Sezonska ponuda za praznične kolače: začini, marcipan, kandirana kora i mljeveni orasi.",
  },
  {
    code: "organic-corner",
    title: "Eko kutak|Organic corner|Eko kotiček|Bio-Ecke|Angolo bio|Rincón ecológico|Organski kutak|Organski kutak|Organski kutak",
    description:
      "Stari naziv ponude, proizvode sada pronađite u kategoriji Superhrana.|Our former range name – you will now find these products under Superfoods.|Staro ime ponudbe – izdelke zdaj najdete med superživili.|Der frühere Name unseres Sortiments – die Produkte finden Sie jetzt unter Superfoods.|Il vecchio nome del nostro assortimento: ora trovi questi prodotti in Superfood.|El antiguo nombre de nuestra sección: ahora encontrarás estos productos en Superalimentos.|Stari naziv ponude, proizvode sada pronađite u kategoriji Superhrana.|Stari naziv ponude, proizvode sada pronađite u kategoriji Superhrana.|Stari naziv ponude, proizvode sada pronađite u kategoriji Superhrana.",
    redirectTo: "superfoods",
    redirectCode: 301,
  },
];

const slugs = new Map<string, L>(DEFS.map((d) => [d.code, perLang((lang) => slugify(tr(d.title)[lang]))]));

/** Site path of a category per language: /<catalog word>/[<parent slug>/]<slug>/. */
export function categoryPath(code: string): L {
  const def = DEFS.find((d) => d.code === code);
  const own = slugs.get(code);
  if (!def || !own) throw new Error(`unknown category ${code}`);
  const parent = def.parent ? slugs.get(def.parent) : undefined;
  return perLang((lang) => `/${CATALOG_WORD[lang]}/${parent ? `${parent[lang]}/` : ""}${own[lang]}/`);
}

const positions = new Map<string | null, number>();

export const CATEGORIES: SeedCategory[] = DEFS.map((d) => {
  const parent = d.parent ?? null;
  const position = (positions.get(parent) ?? 0) + 1;
  positions.set(parent, position);
  return {
    code: d.code,
    parent,
    position,
    visible: d.visible ?? true,
    template: d.template ?? "default",
    title: tr(d.title),
    slug: slugs.get(d.code) as L,
    description: tr(d.description),
    redirect: d.redirectTo ? { to: categoryPath(d.redirectTo), code: d.redirectCode ?? 301 } : null,
  };
});
