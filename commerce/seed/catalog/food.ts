// Food information of each product (Regulation (EU) No 1169/2011, docs/decisions/0015-food-shop-rules.md):
// ingredients with the allergens emphasised, the allergens and traces, the nutrition declaration
// per 100 g or 100 ml, storage, origin and the food business operator. Derived from each product's
// kind and its English name (which ingredient it is made of), never one text for all; words come
// from i18n/<lang>/catalog.json (`catalog.food.ingredients.*`) and the product's own title.
import type { FoodType, L, SeedFood, SeedNutrition } from "../types";
import type { ItemDef } from "./items/define";
import type { KindCode } from "./vocab/kinds";
import { KINDS } from "./vocab/kinds";
import { COUNTRIES } from "./vocab/countries";
import { STORAGE } from "./vocab/storage";
import { LANGS, perLang, rng } from "./i18n";
import { slugify } from "../../../shared/slug";
import { t } from "../texts";
import { ALLERGENS, type Allergen } from "../../../shared/food";

export type { FoodType, SeedFood, SeedNutrition } from "../types";

// ---- Ingredients: the dictionary words and the allergen each one is (Annex II) ----

const ING_CODES = [
  "water", "sunflower_oil", "sea_salt", "calcium", "cocoa", "cocoa_mass", "cocoa_butter", "cane_sugar", "coconut_sugar", "raisins",
  "dried_apple", "apricots", "cranberries", "banana", "berries", "figs", "hazelnuts", "almonds", "cashews", "walnuts", "peanuts",
  "dates", "oats", "oat_flakes", "spelt", "spelt_flour", "wheat_flour", "rye_flour", "rice", "rice_flour", "soya", "coconut",
  "hemp_seeds", "sunflower_seeds", "pumpkin_seeds", "linseed", "sesame", "chia", "buckwheat", "corn", "chickpeas", "honey",
  "rice_syrup", "pea_protein", "rice_protein", "rosemary", "paprika", "vanilla", "cinnamon", "vegetables", "sugar", "orange_peel",
  "glucose", "spices", "capsule", "cellulose", "mct_oil", "glycerol", "flavour",
] as const;
type Ing = (typeof ING_CODES)[number];
const WORD = Object.fromEntries(ING_CODES.map((c) => [c, t(`catalog.food.ingredients.${c}`)])) as Record<Ing, L>;
const ALLERGEN_OF: Partial<Record<Ing, Allergen>> = {
  oats: "gluten", oat_flakes: "gluten", spelt: "gluten", spelt_flour: "gluten", wheat_flour: "gluten", rye_flour: "gluten",
  hazelnuts: "nuts", almonds: "nuts", cashews: "nuts", walnuts: "nuts", peanuts: "peanuts", soya: "soy", sesame: "sesame",
};

/** What a single-ingredient product is, by words of its English name (Annex II). */
const NAME_ALLERGENS: [RegExp, Allergen][] = [
  [/\b(oat|oats|spelt|wheat|rye|barley|bulgur|einkorn|khorasan|semolina|pizza|bread-flour|t550|t630)\b/, "gluten"],
  [/\b(almond|almonds|hazelnut|hazelnuts|walnut|walnuts|cashew|cashews|pecans|pistachios|macadamia|brazil|marzipan)\b/, "nuts"],
  [/\bpeanut\b/, "peanuts"],
  [/\b(sesame|tahini)\b/, "sesame"],
  [/\bsoy\b/, "soy"],
  [/\bghee\b/, "milk"],
];

/** A recipe line: a dictionary word or the product's own name ("$"), with its share in % where named (QUID, Art. 22). */
type Line = [Ing | "$", number | null];
const SINGLE: Line[] = [["$", 100]];

/** Recipes of kinds made of several ingredients, by a word of the English name; the first match wins, "" is the default. */
const RECIPES: Partial<Record<KindCode, [string, Line[]][]>> = {
  drink: [
    ["oat", [["water", null], ["oats", 10], ["sunflower_oil", null], ["sea_salt", null]]],
    ["almond", [["water", null], ["almonds", 2.5], ["sea_salt", null]]],
    ["rice", [["water", null], ["rice", 14], ["sunflower_oil", null], ["sea_salt", null]]],
    ["soy", [["water", null], ["soya", 8], ["sea_salt", null]]],
    ["coconut", [["water", null], ["coconut", 5], ["rice", 3], ["sea_salt", null]]],
    ["hazelnut", [["water", null], ["hazelnuts", 3], ["rice", 2], ["sea_salt", null]]],
    ["spelt", [["water", null], ["spelt", 11], ["sunflower_oil", null], ["sea_salt", null]]],
    ["cashew", [["water", null], ["cashews", 3], ["sea_salt", null]]],
    ["hemp", [["water", null], ["hemp_seeds", 2.5], ["sea_salt", null]]],
  ],
  muesli: [
    ["gluten-free", [["buckwheat", 40], ["rice", 25], ["berries", 15], ["sunflower_seeds", 10], ["coconut", 10]]],
    ["keto", [["almonds", 30], ["hazelnuts", 25], ["sunflower_seeds", 20], ["pumpkin_seeds", 15], ["coconut", 10]]],
    ["protein", [["oat_flakes", 50], ["pea_protein", 20], ["rice_syrup", 15], ["almonds", 10], ["sunflower_oil", 5]]],
    ["buckwheat", [["buckwheat", 60], ["rice_syrup", 15], ["coconut", 10], ["cocoa", 8], ["sunflower_oil", 7]]],
    ["chia", [["oat_flakes", 70], ["chia", 15], ["berries", 10], ["coconut_sugar", 5]]],
    ["apple", [["oat_flakes", 80], ["dried_apple", 15], ["coconut_sugar", 4], ["cinnamon", 1]]],
    ["hazelnut", [["oat_flakes", 60], ["rice_syrup", 15], ["hazelnuts", 15], ["sunflower_oil", 10]]],
    ["banana", [["oat_flakes", 65], ["banana", 15], ["spelt", 10], ["raisins", 10]]],
    ["", [["oat_flakes", 55], ["spelt", 15], ["raisins", 12], ["dried_apple", 8], ["hazelnuts", 6], ["sunflower_seeds", 4]]],
  ],
  bar: [
    ["date-almond", [["dates", 60], ["almonds", 38], ["sea_salt", null]]],
    ["cashew", [["dates", 55], ["cashews", 35], ["cocoa", 10]]],
    ["peanut", [["peanuts", 35], ["pea_protein", 25], ["dates", 25], ["rice_syrup", 14], ["sea_salt", null]]],
    ["chocolate", [["rice_protein", 30], ["dates", 25], ["cocoa_mass", 20], ["almonds", 15], ["rice_syrup", 10]]],
    ["apple", [["dried_apple", 70], ["dates", 30]]],
    ["coconut", [["coconut", 45], ["dates", 35], ["rice_syrup", 20]]],
    ["hemp", [["dates", 45], ["hemp_seeds", 25], ["cashews", 20], ["cocoa", 10]]],
    ["cranberry", [["oat_flakes", 45], ["cranberries", 20], ["rice_syrup", 20], ["sunflower_seeds", 10], ["sunflower_oil", 5]]],
    ["apricot", [["oat_flakes", 50], ["apricots", 25], ["rice_syrup", 20], ["sunflower_oil", 5]]],
    ["fig", [["figs", 60], ["walnuts", 35], ["cinnamon", null]]],
    ["sesame", [["sesame", 60], ["honey", 40]]],
    ["", [["dates", 60], ["almonds", 40]]],
  ],
  chocolate: [
    ["85", [["cocoa_mass", 80], ["cane_sugar", 15], ["cocoa_butter", 5]]],
    ["almonds", [["almonds", 50], ["cocoa_mass", 30], ["cane_sugar", 15], ["cocoa_butter", 5]]],
    ["hazelnut", [["cocoa_mass", 55], ["cane_sugar", 25], ["hazelnuts", 15], ["cocoa_butter", 5]]],
    ["coconut-sugar", [["cocoa_mass", 70], ["coconut_sugar", 25], ["cocoa_butter", 5]]],
    ["rice", [["cane_sugar", 40], ["cocoa_butter", 30], ["rice_flour", 20], ["cocoa_mass", 10]]],
    ["", [["cocoa_mass", 70], ["cane_sugar", 25], ["cocoa_butter", 5]]],
  ],
  savoury: [
    ["beetroot", [["$", 80], ["sunflower_oil", 18], ["sea_salt", 2]]],
    ["kale", [["$", 85], ["sunflower_oil", 13], ["sea_salt", 2]]],
    ["chickpea", [["chickpeas", 85], ["sunflower_oil", 10], ["paprika", 3], ["sea_salt", 2]]],
    ["seed-crackers", [["sunflower_seeds", 35], ["linseed", 25], ["sesame", 20], ["pumpkin_seeds", 18], ["sea_salt", 2]]],
    ["spelt", [["spelt_flour", 80], ["sunflower_oil", 15], ["rosemary", 3], ["sea_salt", 2]]],
    ["rice-cakes", [["rice", 99], ["sea_salt", 1]]],
    ["corn", [["corn", 99], ["sea_salt", 1]]],
    ["rye", [["rye_flour", 96], ["water", null], ["sea_salt", 1.5]]],
    ["trail", [["raisins", 30], ["hazelnuts", 25], ["almonds", 25], ["cashews", 20]]],
    ["", SINGLE],
  ],
  protein: [["blend", [["pea_protein", 50], ["rice_protein", 30], ["cocoa", 15], ["coconut_sugar", 4], ["flavour", null]]], ["", SINGLE]],
  baking: [
    ["gingerbread", [["cinnamon", 45], ["spices", 55]]],
    ["marzipan", [["almonds", 50], ["sugar", 48], ["glucose", 2]]],
    ["orange", [["orange_peel", 55], ["glucose", 25], ["sugar", 20]]],
    ["", SINGLE],
  ],
  propolis: [["", [["glycerol", 60], ["water", 25], ["$", 15]]]],
};

/** Trace allergens a kind's production line may carry (precautionary labelling). */
const TRACES: Partial<Record<KindCode, Allergen[]>> = {
  flakes: ["gluten"], grain: ["gluten"], rice: ["gluten"], pasta: ["gluten", "soy"], flour: ["gluten"], muesli: ["nuts", "peanuts", "sesame"],
  nuts: ["peanuts", "sesame"], seeds: ["nuts", "peanuts"], "nut-butter": ["peanuts", "sesame"], "dried-fruit": ["nuts"],
  savoury: ["gluten", "sesame"], chocolate: ["milk", "nuts", "peanuts"], bar: ["nuts", "peanuts", "sesame"], drink: ["gluten", "nuts"],
  protein: ["milk", "soy"], baking: ["nuts", "gluten"],
};

// ---- Nutrition per 100 g (100 ml for drinks): fat, saturates, carbohydrate, sugars, fibre, protein, salt ----

type Macros = [number, number, number, number, number, number, number];
const KIND_MACROS: Partial<Record<KindCode, Macros>> = {
  flakes: [7, 1.3, 58.7, 0.7, 10, 13.5, 0.01], grain: [4.5, 0.7, 63, 1.5, 7, 12.5, 0.01], rice: [2.8, 0.6, 74, 0.7, 3.5, 7.5, 0.01],
  pasta: [2.5, 0.5, 60, 3, 8, 15, 0.02], muesli: [9, 2.5, 60, 16, 8, 10, 0.05], flour: [2.2, 0.4, 68, 1.5, 9, 12, 0.01],
  "gf-flour": [6, 1, 62, 2.5, 8, 11, 0.02], nuts: [55, 5.5, 9, 4.5, 9, 20, 0.01], seeds: [45, 5, 10, 1.5, 18, 22, 0.03],
  "nut-butter": [55, 7, 12, 5, 9, 24, 0.02], "dried-fruit": [0.6, 0.1, 63, 55, 8, 2.8, 0.03], powder: [6, 1.5, 35, 8, 25, 20, 0.5],
  cacao: [14, 8.5, 16, 1.5, 33, 23, 0.05], "oil-cold": [100, 9, 0, 0, 0, 0, 0], olive: [100, 14, 0, 0, 0, 0, 0],
  "oil-cook": [100, 11, 0, 0, 0, 0, 0], sugar: [0.5, 0.2, 97, 94, 0, 0.5, 0.05], syrup: [0, 0, 75, 68, 0, 0.3, 0.02],
  honey: [0, 0, 81, 80, 0, 0.4, 0.01], savoury: [18, 2, 55, 4, 10, 12, 1.2], chocolate: [45, 27, 32, 25, 12, 9, 0.02],
  bar: [20, 4, 50, 35, 7, 9, 0.05], drink: [1.5, 0.2, 6.5, 3.5, 0.8, 0.6, 0.1], protein: [7, 1.5, 8, 2, 6, 75, 1.2],
  baking: [12, 2, 58, 38, 9, 7, 0.05],
};
/** Products whose main ingredient differs from their kind's typical figures. */
const NAME_MACROS: [RegExp, Macros][] = [
  [/coconut-oil|virgin-coconut/, [100, 87, 0, 0, 0, 0, 0]],
  [/ghee/, [99.5, 62, 0, 0, 0, 0.3, 0]],
  [/cacao-butter/, [100, 60, 0, 0, 0, 0, 0]],
  [/erythritol|xylitol|stevia/, [0, 0, 99, 0, 0, 0, 0]],
  [/protein-bar/, [18, 4, 35, 20, 8, 22, 0.4]],
  [/rice-cakes|corn-cakes/, [3, 0.6, 80, 0.5, 4, 8, 0.5]],
  [/crispbread/, [1.7, 0.3, 66, 2, 17, 9, 1.2]],
  [/trail-mix/, [38, 4.5, 30, 22, 7, 15, 0.02]],
  [/coconut-chips|coconut-flour/, [60, 53, 10, 7, 20, 7, 0.05]],
  [/chickpea|lentil/, [6, 0.7, 50, 3, 11, 21, 0.05]],
];
/** Annex V: no nutrition declaration for teas and infusions; food supplements declare per dose instead. */
const NO_NUTRITION = new Set<KindCode>(["tea", "herbal-tea", "tea-blend", "matcha", "supplement", "propolis"]);

// ---- Cosmetics: INCI names (Regulation (EC) No 1223/2009, Art. 19), the same in every language ----

const INCI: [RegExp, string][] = [
  [/argan-oil-soap/, "Sodium Olivate, Sodium Cocoate, Aqua, Argania Spinosa Kernel Oil, Glycerin, Parfum, Tocopherol"],
  [/lavender-soap/, "Sodium Olivate, Sodium Cocoate, Aqua, Lavandula Angustifolia Oil, Glycerin, Linalool, Limonene"],
  [/castile/, "Sodium Olivate, Aqua, Glycerin, Olea Europaea Fruit Oil"],
  [/goat-milk/, "Sodium Olivate, Sodium Cocoate, Caprae Lac, Aqua, Glycerin, Butyrospermum Parkii Butter"],
  [/charcoal/, "Sodium Olivate, Sodium Cocoate, Aqua, Charcoal Powder, Glycerin, Melaleuca Alternifolia Leaf Oil, Limonene"],
  [/nettle-shampoo/, "Sodium Coco-Sulfate, Cetearyl Alcohol, Urtica Dioica Leaf Extract, Cocos Nucifera Oil, Parfum"],
  [/rosemary-shampoo/, "Aqua, Coco-Glucoside, Glycerin, Rosmarinus Officinalis Leaf Oil, Xanthan Gum, Citric Acid, Sodium Benzoate, Limonene"],
  [/argan-oil/, "Argania Spinosa Kernel Oil"],
  [/rosehip/, "Rosa Canina Seed Oil, Tocopherol"],
  [/immortelle-face/, "Prunus Amygdalus Dulcis Oil, Helichrysum Italicum Flower Oil, Tocopherol"],
  [/almond-body-oil/, "Prunus Amygdalus Dulcis Oil, Tocopherol, Parfum"],
  [/calendula/, "Helianthus Annuus Seed Oil, Cera Alba, Calendula Officinalis Flower Extract, Tocopherol"],
  [/shea/, "Butyrospermum Parkii Butter, Cocos Nucifera Oil, Tocopherol, Parfum"],
  [/lip-balm/, "Cera Alba, Butyrospermum Parkii Butter, Helianthus Annuus Seed Oil, Tocopherol"],
  [/hand-cream/, "Aqua, Prunus Amygdalus Dulcis Oil, Glycerin, Cetearyl Alcohol, Helichrysum Italicum Flower Oil, Xanthan Gum, Benzyl Alcohol"],
];

/** The food business operator under whose name each brand is sold (Art. 8, Art. 9(1)(h)): name and address as on the pack. */
const OPERATORS: Record<string, string> = {
  zrno: "Zrno d.o.o., Ilica 42, 10000 Zagreb, Hrvatska",
  "zlatno-polje": "Zlatno Polje d.o.o., Vukovarska 18, 31000 Osijek, Hrvatska",
  bergkorn: "Bergkorn Hollerer GmbH, Mühlweg 7, 4020 Linz, Österreich",
  mlincek: "Mlinček Rožanc d.o.o., Mlinska ulica 3, 8000 Novo mesto, Slovenija",
  ravnica: "Ravnica Organik d.o.o., Futoški put 22, 21000 Novi Sad, Srbija",
  kozara: "Kozara Orah d.o.o., Kralja Petra I 15, 78000 Banja Luka, Bosna i Hercegovina",
  "suncana-padina": "Sunčana Padina d.o.o., Put Brodarice 6, 22000 Šibenik, Hrvatska",
  "cascina-ortensia": "Cascina Ortensia S.r.l., Strada Vercelli 41, 13100 Vercelli, Italia",
  tomicic: "OPG Maslinik Tomičić, Put Gospe 4, 21420 Bol, Hrvatska",
  "oljarna-horvat": "Oljarna Horvat d.o.o., Lendavska 11, 9000 Murska Sobota, Slovenija",
  wiesenhain: "Wiesenhain Teehandel GmbH, Lindenstraße 12, 01099 Dresden, Deutschland",
  "durmitorsko-bilje": "Durmitorsko Bilje d.o.o., Njegoševa 9, 84220 Žabljak, Crna Gora",
  "medna-dolina": "Medna Dolina d.o.o., Titova 33, 88000 Mostar, Bosna i Hercegovina",
  "dulce-tierra": "Dulce Tierra S.L., Calle Mayor 21, 04001 Almería, España",
  "huerta-clara": "Huerta Clara S.L., Avenida del Puerto 88, 46021 Valencia, España",
  viridis: "Viridis Superfood d.o.o., Savska cesta 120, 10000 Zagreb, Hrvatska",
  "selva-dorada": "Selva Dorada S.L., Calle de Alcalá 150, 28009 Madrid, España",
  nordvita: "Nordvita GmbH, Am Sandtorkai 30, 20457 Hamburg, Deutschland",
  "fortis-natura": "Fortis Natura d.o.o., Tržaška cesta 40, 1000 Ljubljana, Slovenija",
  krckalo: "Krckalo d.o.o., Bulevar oslobođenja 55, 21000 Novi Sad, Srbija",
  "snaga-zrna": "Snaga Zrna d.o.o., Ulica grada Vukovara 271, 10000 Zagreb, Hrvatska",
  "avena-verde": "Avena Verde S.r.l., Via Emilia 214, 40068 San Lazzaro di Savena (BO), Italia",
  haferhof: "Haferhof Mostviertel GmbH, Hauptplatz 3, 3300 Amstetten, Österreich",
  "lavandula-insula": "Lavandula Insula d.o.o., Velo Grablje 5, 21450 Hvar, Hrvatska",
  "milarna-bela": "Milarna Bela d.o.o., Cesta na Brdo 14, 4000 Kranj, Slovenija",
  mirano: "Cioccolateria Mirano S.r.l., Via Garibaldi 9, 30035 Mirano (VE), Italia",
  "backstube-lindl": "Backstube Lindl GmbH, Königstraße 61, 90402 Nürnberg, Deutschland",
  "mlin-jelenje": "Mlin Jelenje d.o.o., Dražice 12, 51218 Dražice, Hrvatska",
};

// ---- Assembly ----

const englishName = (item: ItemDef) => slugify(item.title.en);

function pickRecipe(kind: KindCode, name: string): Line[] {
  for (const [word, lines] of RECIPES[kind] ?? []) if (word === "" || name.includes(word)) return lines;
  return SINGLE;
}

function namedAllergens(name: string): Allergen[] {
  return NAME_ALLERGENS.filter(([re]) => re.test(name.replace(/-/g, " "))).map(([, a]) => a);
}

const percent = (n: number, lang: string) => `${lang === "en" ? String(n) : String(n).replace(".", ",")}\u00a0%`;

function macrosOf(kind: KindCode, name: string): Macros | null {
  if (NO_NUTRITION.has(kind)) return null;
  return NAME_MACROS.find(([re]) => re.test(name))?.[1] ?? KIND_MACROS[kind] ?? null;
}

/** Figures vary a little between products of one kind (±6 %), rounded as labels round them (EU guidance on tolerances, 2012). */
function nutrition(kind: KindCode, name: string, r: () => number): SeedNutrition | null {
  const m = macrosOf(kind, name);
  if (!m) return null;
  // Oils are all fat: they do not vary past 100 g in 100 g.
  const vary = (x: number) => (m[0] >= 99 ? x : x * (0.94 + r() * 0.12));
  const g = (x: number) => (x >= 10 ? Math.round(x) : x >= 0.5 ? Math.round(x * 10) / 10 : Math.round(x * 100) / 100);
  const [fat, sat, carb, sugars, fibre, protein, salt] = m.map(vary) as Macros;
  const out = { fat: g(fat), saturates: g(Math.min(sat, fat)), carbohydrate: g(carb), sugars: g(Math.min(sugars, carb)), fibre: g(fibre), protein: g(protein), salt: g(salt) };
  // Annex XIV conversion factors: fat 37 kJ / 9 kcal, carbohydrate and protein 17 / 4, fibre 8 / 2 per gram.
  const polyols = /erythritol/.test(name) ? out.carbohydrate : 0;
  const kj = 37 * out.fat + 17 * (out.carbohydrate - polyols) + 17 * out.protein + 8 * out.fibre;
  const kcal = 9 * out.fat + 4 * (out.carbohydrate - polyols) + 4 * out.protein + 2 * out.fibre;
  return { basis: kind === "drink" ? "100ml" : "100g", energyKj: Math.round(kj), energyKcal: Math.round(kcal), ...out, fibre: out.fibre > 0 ? out.fibre : null };
}

export function foodOf(item: ItemDef, index: number): SeedFood {
  const kind = item.kind;
  const group = KINDS[kind].group;
  const name = englishName(item);
  const organic = item.attributes.includes("organic");
  const origin = COUNTRIES[item.origin] as L;
  const operator = OPERATORS[item.manufacturer];
  if (!operator) throw new Error(`food information: no operator for brand ${item.manufacturer}`);
  const base = { organic, storage: STORAGE[KINDS[kind].storage], origin, originCode: item.origin, operator };
  if (group === "cosmetic") {
    const inci = INCI.find(([re]) => re.test(name))?.[1] ?? "Aqua, Glycerin, Parfum";
    return { ...base, type: "cosmetic", organic: false, ingredients: perLang(() => inci), allergens: [], traces: [], nutrition: null };
  }
  const type: FoodType = group === "supplement" && kind !== "protein" ? "supplement" : "food";
  let lines = pickRecipe(kind, name);
  if (kind === "supplement") lines = item.packs[0]?.unit === "kom" ? [["$", null], ["cellulose", null], ["capsule", null]] : item.packs[0]?.unit === "ml" ? [["mct_oil", null], ["$", null]] : SINGLE;
  const allergens = new Set<Allergen>();
  for (const [code] of lines) {
    if (code === "$") for (const a of namedAllergens(name)) allergens.add(a);
    else if (ALLERGEN_OF[code]) allergens.add(ALLERGEN_OF[code]!);
  }
  const ingredients = perLang((lang) => {
    const parts = lines.map(([code, share]) => {
      const word = code === "$" ? item.title[lang] : WORD[code][lang];
      const isAllergen = code === "$" ? namedAllergens(name).length > 0 : ALLERGEN_OF[code] !== undefined;
      // The main, named ingredient of an organic product is organic (the * footnote).
      const star = organic && (code === "$" || share !== null) && code !== "water" && code !== "sea_salt" ? "*" : "";
      const text = isAllergen ? `<strong>${word}</strong>${star}` : `${word}${star}`;
      return share !== null && (lines.length > 1 || share === 100) ? `${text} (${percent(share, lang)})` : text;
    });
    // The list starts with a capital, inside the emphasis or not.
    return parts.join(", ").replace(/^((?:<strong>)?)(.)/, (_, tag: string, ch: string) => tag + ch.toUpperCase());
  });
  // A gluten-free product makes no "may contain gluten" claim: its < 20 mg/kg is tested (Reg. (EU) No 828/2014).
  const traces = (TRACES[kind] ?? []).filter((a) => !allergens.has(a) && !(a === "gluten" && item.attributes.includes("gluten_free")));
  const r = rng(index * 104729 + 7);
  return { ...base, type, ingredients, allergens: ALLERGENS.filter((a) => allergens.has(a)), traces: ALLERGENS.filter((a) => traces.includes(a)), nutrition: nutrition(kind, name, r) };
}

export { LANGS };
