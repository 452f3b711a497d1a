// Nuts & seeds: whole nuts, seeds and nut butters.
import { group } from "./define";

export const NUT_ITEMS = [
  ...group("nuts", [
    ["product.raw-almonds.title", "huerta-clara nuts ES vgr 200g,500g,1kg 3.49 bestseller"],
    ["product.organic-almonds.title", "huerta-clara nuts ES ovgr 200g,500g 4.29"],
    ["product.raw-hazelnuts.title", "kozara nuts BA vgr 200g,500g 3.29 local"],
    ["product.roasted-hazelnuts.title", "kozara nuts BA vg 200g 3.59 local"],
    ["product.walnut-kernels.title", "kozara nuts BA vgr 200g,500g 4.49 local bestseller"],
    ["product.raw-cashews.title", "zrno nuts VN vgr 200g,500g,1kg 3.99 bestseller"],
    ["product.brazil-nuts.title", "zrno nuts BO vgr 200g 4.59"],
    ["product.roasted-unsalted-pistachios.title", "zrno nuts IR vg 200g 5.99"],
    ["product.pecans.title", "zrno nuts US vgr 200g 5.49"],
    ["product.macadamia-nuts.title", "zrno nuts ZA vgr 200g 7.99 keto"],
    ["product.pine-nuts.title", "huerta-clara nuts ES vgr 100g 6.99"],
  ]),
  ...group("seeds", [
    ["product.golden-flaxseed.title", "ravnica seeds RS ovgr 500g 2.49"],
    ["product.brown-flaxseed.title", "ravnica seeds RS ovgr 500g,1kg 1.79 bestseller"],
    ["product.ground-flaxseed.title", "ravnica seeds RS ovg 250g 1.99"],
    ["product.hulled-hemp-seeds.title", "zrno seeds AT ovgr 250g,500g 4.99 high-protein"],
    ["product.pumpkin-seeds.title", "oljarna-horvat seeds SI ovgr 250g,500g 3.29 bestseller"],
    ["product.hulled-sunflower-seeds.title", "ravnica seeds RS ovgr 500g 1.99 local"],
    ["product.unhulled-sesame-seeds.title", "zrno seeds IN ovgr 250g 1.99"],
    ["product.black-sesame-seeds.title", "zrno seeds IN vgr 200g 2.49"],
    ["product.blue-poppy-seeds.title", "zrno seeds AT vg 250g 2.79 baking"],
    ["product.psyllium-husk.title", "zrno seeds IN vg 250g 4.49 keto"],
    ["product.salad-seed-mix.title", "zrno seeds EU ovg 250g 2.99"],
    ["product.broccoli-sprouting-seeds.title", "zrno seeds IT ovgr 100g 3.99 new"],
    ["product.alfalfa-sprouting-seeds.title", "ravnica seeds RS ovgr 100g 2.99"],
  ]),
  ...group("nut-butters", [
    ["product.almond-butter.title", "huerta-clara nut-butter ES ovgs 250g 6.49 keto"],
    ["product.hazelnut-butter.title", "kozara nut-butter BA vgs 250g 5.99"],
    ["product.crunchy-peanut-butter.title", "zrno nut-butter US vgs 350g,1kg 3.49 high-protein sport bestseller"],
    ["product.cashew-butter.title", "zrno nut-butter VN vgs 250g 6.29"],
    ["product.tahini-sesame-paste.title", "zrno nut-butter GR ovgs 250g,500g 3.99"],
    ["product.pumpkin-seed-butter.title", "oljarna-horvat nut-butter SI ovgs 250g 5.79 high-protein"],
    ["product.smooth-peanut-butter.title", "zrno nut-butter US vgs 350g 3.49 !hidden"],
  ]),
];
