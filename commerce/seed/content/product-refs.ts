// The catalogue products that recipes and instashop items link to, by what they are.
// Every content file goes through this table, so a change of catalogue codes is remapped here
// only; check.ts verifies each code names a visible product of commerce/seed/catalog.
export const P = {
  rolledOats: "ZR-00001", // Organic rolled oats
  buckwheat: "ZR-00008", // Hulled buckwheat
  millet: "ZR-00010", // Hulled millet
  quinoa: "ZR-00013", // White quinoa
  brownRice: "ZR-00018", // Brown basmati rice
  wholewheatPasta: "ZR-00021", // Wholegrain spelt spaghetti
  riceNoodles: "ZR-00024", // Brown rice spaghetti
  granola: "ZR-00025", // Crunchy hazelnut granola
  speltFlour: "ZR-00035", // Wholemeal spelt flour
  almondFlour: "ZR-00047", // Almond flour
  buckwheatFlour: "ZR-00049", // Buckwheat flour
  glutenFreeFlour: "ZR-00055", // Gluten-free bread mix
  almonds: "ZR-00062", // Raw almonds
  hazelnuts: "ZR-00064", // Raw hazelnuts
  walnuts: "ZR-00066", // Walnut kernels
  cashews: "ZR-00067", // Raw cashews
  flaxseed: "ZR-00075", // Ground flaxseed
  pumpkinSeeds: "ZR-00077", // Pumpkin seeds
  sunflowerSeeds: "ZR-00078", // Hulled sunflower seeds
  psyllium: "ZR-00082", // Psyllium husk
  almondButter: "ZR-00086", // Almond butter
  peanutButter: "ZR-00088", // Crunchy peanut butter
  tahini: "ZR-00090", // Tahini sesame paste
  apricots: "ZR-00094", // Unsulphured dried apricots
  dates: "ZR-00097", // Medjool dates
  cranberries: "ZR-00099", // Cranberries sweetened with apple juice
  spirulina: "ZR-00112", // Spirulina powder
  cocoa: "ZR-00122", // Raw cacao powder
  chiaSeeds: "ZR-00124", // Chia seeds
  turmeric: "ZR-00126", // Ground turmeric
  matcha: "ZR-00136", // Culinary matcha
  herbalTea: "ZR-00155", // Immunity tea with echinacea
  pumpkinSeedOil: "ZR-00161", // Prekmurje pumpkin seed oil
  sesameOil: "ZR-00165", // Sesame oil
  oliveOil: "ZR-00168", // Brač extra virgin olive oil
  coconutOil: "ZR-00171", // Virgin coconut oil
  coconutSugar: "ZR-00175", // Coconut sugar
  mapleSyrup: "ZR-00181", // Grade A maple syrup
  honey: "ZR-00187", // Acacia honey
  darkChocolate: "ZR-00203", // 85% dark chocolate
  oatDrink: "ZR-00219", // Organic oat drink
  coconutMilk: "ZR-00224", // Coconut drink
  peaProtein: "ZR-00241", // Pea protein
  cinnamon: "ZR-00267", // Ground Ceylon cinnamon
} as const;
