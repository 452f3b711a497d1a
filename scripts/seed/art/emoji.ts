// What each product holds, as a Twemoji emoji (the illustration drawn on its pack and in its
// contents picture): the first keyword of its English title that names an ingredient, else its
// kind's. Twemoji graphics © Twitter, Inc and other contributors, CC-BY 4.0 (docs/credits.md).

/** Keyword of the English title → emoji; the first that matches wins, so specific ones come first. */
const BY_WORD: [RegExp, string][] = [
  [/peanut|trail mix/, "🥜"],
  [/lentil|chickpea|soy|carob/, "🫘"],
  [/\bpea\b/, "🫛"],
  [/coconut/, "🥥"],
  [/cacao|chocolate|cocoa/, "🍫"],
  [/apricot|prune/, "🍑"],
  [/raisin|sultana|fig/, "🍇"],
  [/\bdates?\b|date sugar|date syrup/, "🌴"],
  [/blueberr|aronia|a[cç]a[ií]|berry muesli/, "🫐"],
  [/cherr|cranberr|goji|goldenberr|mulberr|acerola|camu|rosehip/, "🍒"],
  [/strawberr|raspberr/, "🍓"],
  [/mango/, "🥭"],
  [/apple/, "🍎"],
  [/pear/, "🍐"],
  [/banana/, "🍌"],
  [/orange/, "🍊"],
  [/lemon balm/, "🌿"],
  [/lemon/, "🍋"],
  [/ginger|turmeric|maca|ashwagandha/, "🫚"],
  [/mushroom|reishi|lion/, "🍄"],
  [/beetroot/, "🍠"],
  [/kale|spirulina|chlorella|moringa|grass|green smoothie|broccoli|alfalfa/, "🥬"],
  [/sunflower/, "🌻"],
  [/pumpkin/, "🎃"],
  [/olive|oblica|picual/, "🫒"],
  [/almond|hazelnut|walnut|cashew|brazil|pistachio|pecan|macadamia|pine nut|chestnut|tiger nut|marzipan|argan/, "🌰"],
  [/flax|hemp|sesame|tahini|poppy|chia|psyllium|seed/, "🌱"],
  [/matcha|sencha|jasmine|white tea|earl grey|black tea|chai|rooibos/, "🍵"],
  [/lavender/, "🪻"],
  [/chamomile|linden|elderflower|calendula|immortelle|rapeseed|echinacea|vanilla/, "🌼"],
  [/mint|thyme|sage|mountain tea|fennel|nettle|herbal|evening calm|stevia|rosemary/, "🌿"],
  [/cinnamon|gingerbread/, "🪵"],
  [/honey|propolis|beeswax/, "🍯"],
  [/maple/, "🍁"],
  [/agave|yacon/, "🌵"],
  [/ghee|shea|butter/, "🧈"],
  [/corn|polenta/, "🌽"],
  [/rice cake|cracker|crispbread/, "🍘"],
  [/rice|tapioca/, "🍚"],
  [/spaghetti|fusilli|penne/, "🍝"],
  [/oat|spelt|rye|wheat|barley|millet|buckwheat|quinoa|amaranth|einkorn|khorasan|semolina|bulgur|kasha|flour|granola|muesli|porridge/, "🌾"],
  [/sugar|xylitol|erythritol/, "🍬"],
  [/vitamin|tablets|capsule|magnesium|zinc|iron|omega|probiotic|drops/, "💊"],
  [/soap/, "🧼"],
];

/** The kind's emoji when the title names nothing of the list. */
const BY_KIND: Record<string, string> = {
  flakes: "🌾", grain: "🌾", rice: "🍚", pasta: "🍝", muesli: "🌾", flour: "🌾", "gf-flour": "🌾",
  nuts: "🌰", seeds: "🌱", "nut-butter": "🌰", "dried-fruit": "🍇", powder: "🥬", cacao: "🍫",
  matcha: "🍵", tea: "🍵", "herbal-tea": "🌿", "tea-blend": "🍵", "oil-cold": "🌱", olive: "🫒",
  "oil-cook": "🌻", sugar: "🍬", syrup: "🍯", honey: "🍯", savoury: "🍘", chocolate: "🍫",
  bar: "🌰", drink: "🥛", supplement: "💊", protein: "💪", propolis: "🐝", soap: "🧼",
  "skin-oil": "💧", cream: "🧴", hair: "🧴", baking: "🧁",
};

export function emojiOf(englishTitle: string, kind: string): string {
  const title = englishTitle.toLowerCase();
  return BY_WORD.find(([re]) => re.test(title))?.[1] ?? BY_KIND[kind] ?? "🌾";
}

/** Twemoji's file name of an emoji: its code points in hex, without variation selectors. */
export function twemojiFile(emoji: string): string {
  return [...emoji].map((ch) => ch.codePointAt(0)!.toString(16)).filter((cp) => cp !== "fe0f").join("-") + ".svg";
}

/**
 * What a category, an article or a recipe shows (scripts/seed/art/scene.ts): the dishes, places and
 * things their titles name, beside the ingredients of BY_WORD. The first matches win.
 */
const SCENE_WORDS: [RegExp, string][] = [
  [/porridge|overnight|granola|muesli|breakfast/, "🥣"],
  [/salad|bowl/, "🥗"],
  [/soup|stew/, "🍲"],
  [/pancake|fritter/, "🥞"],
  [/cookie|energy ball/, "🍪"],
  [/bread|sourdough|bakery|baking/, "🍞"],
  [/noodle|stir-fry/, "🍜"],
  [/hummus|chickpea/, "🧆"],
  [/pasta|bolognese|pesto/, "🍝"],
  [/smoothie|hydration|water/, "🥤"],
  [/golden milk|milk/, "🥛"],
  [/sauerkraut|ferment|pantry|store grains|jar/, "🫙"],
  [/cheese|protein/, "🧀"],
  [/vegetable|courgette|tofu|miso|tempeh/, "🥕"],
  [/tomato|mediterranean/, "🍅"],
  [/avocado|fat|oil for/, "🥑"],
  [/cooking|workshop|meal prep|chef/, "🧑‍🍳"],
  [/children|school|kids/, "🧒"],
  [/fair|producer|harvest|market|shopping/, "🧺"],
  [/store|opens|reopens/, "🏪"],
  [/delivery|plastic-free|orders/, "🚚"],
  [/refill|zero-waste|sustainab/, "♻️"],
  [/app\b|loyalty/, "📱"],
  [/giveaway|gift|christmas/, "🎁"],
  [/report|growth|sales|press/, "📈"],
  [/calendar|seasonal|sunday/, "📅"],
  [/label|certif|what is/, "🏷️"],
  [/ultrarunner|training|workout/, "🏃"],
  [/immune|winter/, "🍋"],
  [/teapot|herbal tea/, "🫖"],
  [/egg/, "🥚"],
];

/** Up to `max` different emoji for a title: the scene's words first, then the ingredients. */
export function sceneEmojiOf(englishTitle: string, max = 3): string[] {
  // The dish or topic first, then what goes in it.
  const title = englishTitle.toLowerCase();
  const out: string[] = [];
  for (const [re, e] of [...SCENE_WORDS, ...BY_WORD]) if (re.test(title) && !out.includes(e)) out.push(e);
  return out.slice(0, max);
}


/** The emoji each catalogue category's tile shows (its kinds of food), by category code. */
export const CATEGORY_EMOJI: Readonly<Record<string, readonly string[]>> = {
  grains: ["🌾", "🍚", "🌽"], muesli: ["🥣", "🫐", "🍓"], flours: ["🍞", "🌾", "🧁"], "flours-gf": ["🌽", "🍚", "🌾"],
  nuts: ["🌰", "🥜", "🌱"], seeds: ["🌻", "🎃", "🌱"], "nut-butters": ["🥜", "🫙", "🌰"], sprouting: ["🌱", "🫛", "🫘"],
  "dried-fruit": ["🍇", "🍑", "🥭"], superfoods: ["🫐", "🥬", "🍒"], teas: ["🍵", "🫖", "🌼"], "herbal-teas": ["🌿", "🌼", "🪻"],
  oils: ["🫒", "🌻", "💧"], sweeteners: ["🍯", "🍁", "🍬"], snacks: ["🍫", "🍘", "🥜"], bars: ["🍫", "🌰", "🍒"],
  drinks: ["🥛", "🥥", "🌾"], supplements: ["💊", "🍋", "💪"], cosmetics: ["🧴", "🧼", "🪻"], christmas: ["🎁", "🍪", "🍫"],
  "organic-corner": ["🥬", "🍎", "🥕"],
};

/** The home page's hero: a breakfast table of the shop's staples. */
export const HERO_EMOJI: readonly string[] = ["🥣", "🫐", "🍓", "🍯", "🌰", "🍎", "🍵", "🥜", "🍌", "🫒", "🌾", "🥛", "🧺", "🍞", "🥕"];

/** An author's portrait: the person at their work and the thing of their subject, by author code. */
export const AUTHOR_EMOJI: Readonly<Record<string, readonly [person: string, subject: string]>> = {
  "ana-bilic": ["👩‍🍳", "🧁"], // pastry chef
  "ivana-markovic": ["👩‍🔬", "🥗"], // nutritionist
  "lejla-hodzic": ["👩‍🏫", "🥦"], // dietitian
  "luka-peric": ["👨‍🍳", "🍲"], // chef
  "maja-horvat": ["👩‍💻", "📰"], // editor-in-chief
  "nikola-radovic": ["👨‍🌾", "🌾"], // head of sourcing
  "tomaz-kranjc": ["🚴", "🍌"], // sports nutritionist
};
/** The portrait of an author the list above does not name yet. */
export const AUTHOR_FALLBACK = ["🧑‍🍳", "🥗"] as const;

/** A store's picture: the shop, and the produce and bread in front of it (one set a store, in turn). */
export const STORE_EMOJI = { shop: "🏪", tree: "🌳", produce: [["🧺", "🍎"], ["🥖", "🥕"], ["🧺", "🍊"], ["🍞", "🍐"], ["🧺", "🥬"]] } as const;

/** A brand's picture: the emoji most of its products show (what it makes), in its colours. */
export function brandEmojiOf(productEmoji: readonly string[]): string {
  const count = new Map<string, number>();
  for (const e of productEmoji) count.set(e, (count.get(e) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "🌾";
}

/** Every emoji the art may draw (what scripts/vendor-twemoji.ts copies). */
export const ALL_EMOJI: readonly string[] = [
  ...new Set([
    ...BY_WORD.map(([, e]) => e),
    ...Object.values(BY_KIND),
    ...SCENE_WORDS.map(([, e]) => e),
    ...Object.values(CATEGORY_EMOJI).flat(),
    ...HERO_EMOJI,
    "🌾",
    ...Object.values(AUTHOR_EMOJI).flat(),
    ...AUTHOR_FALLBACK,
    STORE_EMOJI.shop,
    STORE_EMOJI.tree,
    ...STORE_EMOJI.produce.flat(),
  ]),
];
