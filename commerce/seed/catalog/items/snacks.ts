// Snacks and the bars subcategory.
import { group } from "./define";

export const SNACK_ITEMS = [
  ...group("snacks", [
    ["product.seed-crackers.title", "krckalo savoury RS vg 100g 2.99 keto"],
    ["product.spelt-crackers-with-rosemary.title", "krckalo savoury RS v 150g 2.49"],
    ["product.rice-cakes-with-sea-salt.title", "cascina-ortensia savoury IT ovg 100g 1.49 kids"],
    ["product.corn-cakes.title", "zrno savoury IT ovg 120g 1.69 kids"],
    ["product.rye-crispbread.title", "bergkorn savoury AT v 250g 2.29"],
    ["product.paprika-chickpea-crisps.title", "krckalo savoury RS vg 80g 2.19 high-protein"],
    ["product.kale-crisps.title", "krckalo savoury RS vg 50g 3.49 new"],
    ["product.beetroot-crisps.title", "krckalo savoury RS vg 70g 2.79"],
    ["product.roasted-chickpeas.title", "krckalo savoury RS vg 150g 2.49 high-protein sport"],
    ["product.trail-mix.title", "zrno nuts EU vg 200g,500g 3.29 sport"],
    ["product.85-dark-chocolate.title", "mirano chocolate IT vg 80g 3.99 keto bestseller"],
    ["product.raw-chocolate-with-coconut-sugar.title", "mirano chocolate IT ovgr 70g 4.49"],
    ["product.rice-milk-chocolate.title", "mirano chocolate IT vgl 80g 3.79 kids"],
    ["product.dark-chocolate-with-hazelnuts.title", "mirano chocolate IT vg 100g 4.29 gift"],
    ["product.dark-chocolate-almonds.title", "mirano chocolate IT vg 150g 5.49 gift"],
  ]),
  ...group("bars", [
    ["product.date-almond-raw-bar.title", "snaga-zrna bar HR vgrs 45g,12kom*10 1.79 bestseller"],
    ["product.cashew-cacao-raw-bar.title", "snaga-zrna bar HR vgrs 45g,12kom*10 1.89"],
    ["product.peanut-protein-bar.title", "snaga-zrna bar HR vg 55g,12kom*10 2.49 high-protein sport"],
    ["product.dark-chocolate-protein-bar.title", "snaga-zrna bar HR vg 55g,12kom*10 2.49 high-protein sport"],
    ["product.oat-bar-with-apricot.title", "bergkorn bar AT v 40g 1.29 kids"],
    ["product.fig-walnut-bar.title", "suncana-padina bar HR vgs 40g 1.59 local"],
    ["product.hemp-protein-bar.title", "snaga-zrna bar HR ovg 50g 2.29 high-protein"],
    ["product.kids-apple-fruit-bar.title", "zrno bar AT vgs 25g,5kom*4.6 0.99 kids"],
    ["product.sesame-honey-bar.title", "zrno bar GR g 40g 0.89"],
    ["product.coconut-bar.title", "snaga-zrna bar HR vgs 40g 1.49 keto"],
    ["product.cranberry-muesli-bar.title", "bergkorn bar AT v 35g 0.99"],
  ]),
];
