// Teas and the herbal teas subcategory.
import { group } from "./define";

export const TEA_ITEMS = [
  ...group("teas", [
    ["product.sencha-green-tea.title", "wiesenhain tea JP ov 100g 7.49"],
    ["product.jasmine-green-tea.title", "wiesenhain tea CN ov 100g 6.49"],
    ["product.ceremonial-grade-matcha.title", "viridis matcha JP ov 30g 19.99 gift"],
    ["product.culinary-matcha.title", "zrno matcha JP ov 100g 12.99 baking"],
    ["product.organic-earl-grey-tea.title", "wiesenhain tea LK ov 100g 5.99"],
    ["product.assam-black-tea.title", "wiesenhain tea IN ov 100g 5.49"],
    ["product.ceylon-black-tea.title", "zrno tea LK v 100g 3.99"],
    ["product.pai-mu-tan-white-tea.title", "wiesenhain tea CN ov 50g 8.99 gift"],
    ["product.spiced-chai-tea.title", "wiesenhain tea-blend IN ov 100g 5.99"],
  ]),
  ...group("herbal-teas", [
    ["product.chamomile-tea.title", "durmitorsko-bilje herbal-tea ME ovg 50g 3.49 bestseller"],
    ["product.peppermint-tea.title", "durmitorsko-bilje herbal-tea ME ovg 50g 3.29"],
    ["product.linden-blossom-tea.title", "durmitorsko-bilje herbal-tea ME ovg 40g 4.49"],
    ["product.wild-thyme-tea.title", "durmitorsko-bilje herbal-tea ME ovg 50g 3.99 immunity"],
    ["product.dalmatian-sage-tea.title", "zrno herbal-tea HR ovg 50g 3.49 local"],
    ["product.nettle-tea.title", "zrno herbal-tea HR ovg 50g 2.99 local"],
    ["product.lemon-balm-tea.title", "wiesenhain herbal-tea DE ovg 40g 3.79"],
    ["product.greek-mountain-tea.title", "zrno herbal-tea GR ovg 40g 4.29"],
    ["product.rosehip-tea.title", "durmitorsko-bilje herbal-tea ME ovg 100g 3.99 immunity kids"],
    ["product.elderflower-tea.title", "zrno herbal-tea SI ovg 40g 3.99 local"],
    ["product.fennel-seed-tea.title", "wiesenhain herbal-tea DE ovg 100g 2.99 kids"],
    ["product.rooibos-tea.title", "wiesenhain herbal-tea ZA ovg 100g 4.49"],
    ["product.evening-calm-blend.title", "wiesenhain tea-blend DE ovg 20kom 3.99"],
    ["product.immunity-tea-with-echinacea.title", "wiesenhain tea-blend DE ovg 20kom 4.49 immunity"],
    ["product.digestive-herbal-blend.title", "durmitorsko-bilje tea-blend ME ovg 80g 3.79"],
    ["product.winter-apple-cinnamon-tea.title", "wiesenhain tea-blend DE ovg 100g 4.29 gift"],
    ["product.rooibos-vanilla-tea.title", "wiesenhain tea-blend ZA ovg 100g 4.99"],
    ["product.ginger-lemon-tea.title", "wiesenhain tea-blend DE ovg 20kom 3.99 immunity"],
  ]),
];
