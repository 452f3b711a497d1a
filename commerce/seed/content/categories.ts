// Publish categories: one per template, a hidden press corner and an old category that redirects.
import type { SeedPublishCategory } from "../types";
import { categoryPath } from "./build";

const tips: SeedPublishCategory = {
  code: "tips",
  template: "blog",
  visible: true,
  position: 1,
  title: { hr: "Savjeti", en: "Tips", sl: "Nasveti", de: "Tipps", it: "Consigli", es: "Consejos", sr: "Saveti", bs: "Savjeti", cnr: "Savjeti" },
  slug: { hr: "savjeti", en: "tips", sl: "nasveti", de: "tipps", it: "consigli", es: "consejos", sr: "saveti", bs: "savjeti", cnr: "savjeti" },
  description: {
    hr: "Kratki i praktični savjeti naših nutricionista za svakodnevnu zdravu prehranu.",
    en: "Short, practical advice from our nutritionists for healthy everyday eating.",
    sl: "Kratki in praktični nasveti naših nutricionistov za vsakdanjo zdravo prehrano.",
    de: "Kurze, praktische Tipps unserer Ernährungsfachleute für den gesunden Alltag.",
    it: "Consigli brevi e pratici dei nostri nutrizionisti per mangiare sano ogni giorno.",
    es: "Consejos breves y prácticos de nuestros nutricionistas para comer sano a diario.",
    sr: "Kratki i praktični saveti naših nutricionista za svakodnevnu zdravu ishranu.",
    bs: "Kratki i praktični savjeti naših nutricionista za svakodnevnu zdravu ishranu.",
    cnr: "Kratki i praktični savjeti naših nutricionista za zdravu ishranu svakoga dana.",
  },
  redirect: null,
};

const news: SeedPublishCategory = {
  code: "news",
  template: "news",
  visible: true,
  position: 2,
  title: { hr: "Novosti", en: "News", sl: "Novice", de: "Neuigkeiten", it: "Novità", es: "Novedades", sr: "Novosti", bs: "Novosti", cnr: "Novosti" },
  slug: { hr: "novosti", en: "news", sl: "novice", de: "neuigkeiten", it: "novita", es: "novedades", sr: "novosti", bs: "novosti", cnr: "novosti" },
  description: {
    hr: "Nove trgovine, novi proizvodi i sve što se događa u Zrnu.",
    en: "New stores, new products and everything else happening at Zrno.",
    sl: "Nove trgovine, novi izdelki in vse, kar se dogaja v Zrnu.",
    de: "Neue Filialen, neue Produkte und alles, was bei Zrno gerade passiert.",
    it: "Nuovi negozi, nuovi prodotti e tutto quello che succede da Zrno.",
    es: "Nuevas tiendas, nuevos productos y todo lo que pasa en Zrno.",
    sr: "Nove prodavnice, novi proizvodi i sve što se dešava u Zrnu.",
    bs: "Nove poslovnice, novi proizvodi i sve što se dešava u Zrnu.",
    cnr: "Nove prodavnice, novi proizvodi i sve što se događa u Zrnu.",
  },
  redirect: null,
};

const guides: SeedPublishCategory = {
  code: "guides",
  template: "guide",
  visible: true,
  position: 3,
  title: { hr: "Vodiči", en: "Guides", sl: "Vodniki", de: "Ratgeber", it: "Guide", es: "Guías", sr: "Vodiči", bs: "Vodiči", cnr: "Vodiči" },
  slug: { hr: "vodici", en: "guides", sl: "vodniki", de: "ratgeber", it: "guide", es: "guias", sr: "vodici", bs: "vodici", cnr: "vodici" },
  description: {
    hr: "Detaljni vodiči kroz namirnice, tehnike i prehranu za posebne potrebe.",
    en: "In-depth guides to ingredients, techniques and eating for special needs.",
    sl: "Podrobni vodniki po živilih, tehnikah in prehrani za posebne potrebe.",
    de: "Ausführliche Ratgeber zu Zutaten, Techniken und Ernährung bei besonderen Bedürfnissen.",
    it: "Guide approfondite su ingredienti, tecniche e alimentazione per esigenze particolari.",
    es: "Guías completas sobre ingredientes, técnicas y alimentación para necesidades especiales.",
    sr: "Detaljni vodiči kroz namirnice, tehnike i ishranu za posebne potrebe.",
    bs: "Detaljni vodiči kroz namirnice, tehnike i ishranu za posebne potrebe.",
    cnr: "Detaljni vodiči o namirnicama, tehnikama i ishrani za posebne potrebe.",
  },
  redirect: null,
};

const magazine: SeedPublishCategory = {
  code: "magazine",
  template: "magazine",
  visible: true,
  position: 4,
  title: { hr: "Magazin", en: "Magazine", sl: "Magazin", de: "Magazin", it: "Rivista", es: "Revista", sr: "Magazin", bs: "Magazin", cnr: "Magazin" },
  slug: { hr: "magazin", en: "magazine", sl: "magazin", de: "magazin", it: "rivista", es: "revista", sr: "magazin", bs: "magazin", cnr: "magazin" },
  description: {
    hr: "Priče o ljudima koji uzgajaju, peku i kuhaju – i o hrani koja nas povezuje.",
    en: "Stories about the people who grow, bake and cook – and the food that connects us.",
    sl: "Zgodbe o ljudeh, ki pridelujejo, pečejo in kuhajo – in o hrani, ki nas povezuje.",
    de: "Geschichten über Menschen, die anbauen, backen und kochen – und über Essen, das verbindet.",
    it: "Storie di chi coltiva, impasta e cucina – e del cibo che ci unisce.",
    es: "Historias de quienes cultivan, hornean y cocinan, y de la comida que nos une.",
    sr: "Priče o ljudima koji uzgajaju, peku i kuvaju – i o hrani koja nas povezuje.",
    bs: "Priče o ljudima koji uzgajaju, peku i kuhaju – i o hrani koja nas povezuje.",
    cnr: "Priče o ljudima koji uzgajaju, peku i kuvaju – i o hrani koja nas spaja.",
  },
  redirect: null,
};

const recipes: SeedPublishCategory = {
  code: "recipes",
  template: "recipes",
  visible: true,
  position: 5,
  title: { hr: "Recepti", en: "Recipes", sl: "Recepti", de: "Rezepte", it: "Ricette", es: "Recetas", sr: "Recepti", bs: "Recepti", cnr: "Recepti" },
  slug: { hr: "recepti", en: "recipes", sl: "recepti", de: "rezepte", it: "ricette", es: "recetas", sr: "recepti", bs: "recepti", cnr: "recepti" },
  description: {
    hr: "Provjereni recepti od cjelovitih namirnica, od doručka do deserta.",
    en: "Tried-and-tested recipes built on whole foods, from breakfast to dessert.",
    sl: "Preizkušeni recepti iz polnovrednih živil, od zajtrka do sladice.",
    de: "Erprobte Rezepte mit vollwertigen Zutaten, vom Frühstück bis zum Dessert.",
    it: "Ricette collaudate con ingredienti integrali, dalla colazione al dolce.",
    es: "Recetas probadas con alimentos integrales, del desayuno al postre.",
    sr: "Provereni recepti od integralnih namirnica, od doručka do dezerta.",
    bs: "Provjereni recepti od integralnih namirnica, od doručka do deserta.",
    cnr: "Provjereni recepti od integralnih namirnica, od doručka do dezerta.",
  },
  redirect: null,
};

/** Press releases: kept for journalists who get the link, not listed in the navigation. */
const press: SeedPublishCategory = {
  code: "press",
  template: "news",
  visible: false,
  position: 6,
  title: { hr: "Za medije", en: "Press", sl: "Za medije", de: "Presse", it: "Stampa", es: "Prensa", sr: "Za medije", bs: "Za medije", cnr: "Za medije" },
  slug: { hr: "za-medije", en: "press", sl: "za-medije", de: "presse", it: "stampa", es: "prensa", sr: "za-medije", bs: "za-medije", cnr: "za-medije" },
  description: {
    hr: "Priopćenja za medije i kontakt za novinare.",
    en: "Press releases and contact details for journalists.",
    sl: "Sporočila za javnost in kontakt za novinarje.",
    de: "Pressemitteilungen und Kontakt für Journalistinnen und Journalisten.",
    it: "Comunicati stampa e contatti per i giornalisti.",
    es: "Notas de prensa y contacto para periodistas.",
    sr: "Saopštenja za medije i kontakt za novinare.",
    bs: "Saopćenja za medije i kontakt za novinare.",
    cnr: "Saopštenja za medije i kontakt za novinare.",
  },
  redirect: null,
};

/** The old "Health" section was merged into Tips in 2025; its address still gets traffic. */
const health: SeedPublishCategory = {
  code: "health",
  template: "blog",
  visible: true,
  position: 7,
  title: { hr: "Zdravlje", en: "Health", sl: "Zdravje", de: "Gesundheit", it: "Salute", es: "Salud", sr: "Zdravlje", bs: "Zdravlje", cnr: "Zdravlje" },
  slug: { hr: "zdravlje", en: "health", sl: "zdravje", de: "gesundheit", it: "salute", es: "salud", sr: "zdravlje", bs: "zdravlje", cnr: "zdravlje" },
  description: {
    hr: "Rubrika je preseljena u Savjete.",
    en: "This section has moved to Tips.",
    sl: "Rubrika se je preselila med Nasvete.",
    de: "Diese Rubrik ist jetzt Teil der Tipps.",
    it: "Questa sezione è stata spostata in Consigli.",
    es: "Esta sección se ha trasladado a Consejos.",
    sr: "Rubrika je premeštena u Savete.",
    bs: "Rubrika je premještena u Savjete.",
    cnr: "Rubrika je premještena u Savjete.",
  },
  redirect: { to: categoryPath(tips.slug), code: 301 },
};

export const PUBLISH_CATEGORIES: SeedPublishCategory[] = [tips, news, guides, magazine, recipes, press, health];

export function categoryByCode(code: string): SeedPublishCategory {
  const c = PUBLISH_CATEGORIES.find((x) => x.code === code);
  if (!c) throw new Error(`unknown publish category ${code}`);
  return c;
}
