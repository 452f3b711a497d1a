// The catalogue products that recipes and instashop items link to, by what they are.
// The codes follow the catalogue's ZR-00001 … ZR-00240 scheme but were picked before the
// catalogue was final: if a code names a different product there, remap it here only —
// every content file goes through this table.
export const P = {
  rolledOats: "ZR-00003", // rolled oat flakes, organic
  buckwheat: "ZR-00007", // hulled buckwheat groats
  quinoa: "ZR-00011", // white quinoa
  millet: "ZR-00015", // hulled millet
  brownRice: "ZR-00019", // brown long-grain rice
  redLentils: "ZR-00024", // red split lentils
  chickpeas: "ZR-00028", // dried chickpeas
  speltFlour: "ZR-00032", // wholegrain spelt flour
  glutenFreeFlour: "ZR-00036", // gluten-free flour mix
  almondFlour: "ZR-00041", // blanched almond flour
  buckwheatFlour: "ZR-00046", // buckwheat flour
  almonds: "ZR-00052", // whole almonds
  walnuts: "ZR-00057", // walnut halves
  cashews: "ZR-00061", // cashew nuts
  hazelnuts: "ZR-00066", // hazelnuts
  chiaSeeds: "ZR-00072", // chia seeds
  flaxseed: "ZR-00076", // golden flaxseed
  pumpkinSeeds: "ZR-00081", // pumpkin seeds
  sunflowerSeeds: "ZR-00085", // sunflower seeds
  tahini: "ZR-00089", // sesame tahini
  peanutButter: "ZR-00094", // peanut butter, no added sugar
  almondButter: "ZR-00098", // almond butter
  dates: "ZR-00103", // Medjool dates
  apricots: "ZR-00107", // dried apricots, unsulphured
  cranberries: "ZR-00111", // dried cranberries
  cocoa: "ZR-00116", // raw cocoa powder
  coconutSugar: "ZR-00121", // coconut blossom sugar
  mapleSyrup: "ZR-00125", // maple syrup
  honey: "ZR-00129", // acacia honey
  oliveOil: "ZR-00134", // extra virgin olive oil
  coconutOil: "ZR-00138", // virgin coconut oil
  pumpkinSeedOil: "ZR-00142", // pumpkin seed oil
  appleCiderVinegar: "ZR-00147", // apple cider vinegar, unfiltered
  miso: "ZR-00151", // miso paste
  tofu: "ZR-00156", // organic tofu
  tempeh: "ZR-00160", // tempeh
  oatDrink: "ZR-00164", // oat drink
  coconutMilk: "ZR-00169", // coconut milk
  spirulina: "ZR-00173", // spirulina powder
  matcha: "ZR-00178", // matcha
  turmeric: "ZR-00182", // ground turmeric
  cinnamon: "ZR-00187", // Ceylon cinnamon
  herbalTea: "ZR-00191", // herbal tea blend
  peaProtein: "ZR-00196", // pea protein powder
  darkChocolate: "ZR-00201", // dark chocolate 85 %
  riceNoodles: "ZR-00206", // brown rice noodles
  wholewheatPasta: "ZR-00211", // wholewheat pasta
  nutritionalYeast: "ZR-00216", // nutritional yeast flakes
  granola: "ZR-00221", // crunchy granola
  bakingPowder: "ZR-00226", // gluten-free baking powder
  psyllium: "ZR-00231", // psyllium husk
  seaSalt: "ZR-00236", // sea salt
} as const;

export type ProductRef = (typeof P)[keyof typeof P];
