// Flours and gluten-free flours (incl. the delisted Mlin Jelenje stock).
import { group } from "./define";

export const FLOUR_ITEMS = [
  ...group("flours", [
    ["product.wholemeal-spelt-flour.title", "mlincek flour SI ov 1kg 3.29 baking"],
    ["product.white-spelt-flour-t630.title", "zlatno-polje flour HR ov 1kg 2.99 baking local bestseller"],
    ["product.plain-wheat-flour-t550.title", "zlatno-polje flour HR ov 1kg 1.49 baking local"],
    ["product.wholemeal-wheat-flour.title", "mlincek flour SI ov 1kg 1.99 baking"],
    ["product.wholemeal-rye-flour.title", "mlincek flour SI ov 1kg 2.49 baking"],
    ["product.einkorn-flour.title", "mlincek flour SI ov 1kg 4.49 baking new"],
    ["product.durum-wheat-semolina.title", "cascina-ortensia flour IT v 1kg 2.29 baking"],
    ["product.barley-flour.title", "zlatno-polje flour HR ov 1kg 2.19 baking"],
    ["product.khorasan-wheat-flour.title", "mlincek flour IT ov 1kg 4.19"],
    ["product.seeded-bread-flour-mix.title", "mlincek flour SI v 1kg 3.49 baking"],
    ["product.tipo-00-pizza-flour.title", "cascina-ortensia flour IT v 1kg 2.49 baking"],
    ["product.stone-ground-rye-flour.title", "mlin-jelenje flour HR ov 1kg 2.69"],
  ]),
  ...group("flours-gf", [
    ["product.almond-flour.title", "huerta-clara gf-flour ES vgs 250g,500g 4.99 keto baking bestseller"],
    ["product.coconut-flour.title", "zrno gf-flour PH ovg 500g 3.99 keto baking"],
    ["product.buckwheat-flour.title", "ravnica gf-flour RS ovg 500g,1kg 2.79 baking"],
    ["product.brown-rice-flour.title", "cascina-ortensia gf-flour IT ovg 500g 2.49 baking"],
    ["product.chickpea-flour.title", "zrno gf-flour IN vg 500g 2.59 high-protein"],
    ["product.polenta-cornmeal.title", "zlatno-polje gf-flour HR vg 1kg 1.89 local"],
    ["product.millet-flour.title", "ravnica gf-flour RS ovg 500g 2.69"],
    ["product.tapioca-starch.title", "zrno gf-flour BR vg 400g 2.39 baking"],
    ["product.gluten-free-bread-mix.title", "zrno gf-flour EU vg 1kg 4.99 baking"],
    ["product.hazelnut-flour.title", "kozara gf-flour BA vgs 250g 4.79 keto baking"],
    ["product.tiger-nut-flour.title", "huerta-clara gf-flour ES ovgs 500g 5.49 new"],
    ["product.gluten-free-oat-flour.title", "zrno gf-flour FI ovg 500g 3.29 baking"],
    ["product.quinoa-flour.title", "zrno gf-flour BO ovg 350g 4.69 high-protein"],
    ["product.stone-ground-buckwheat-flour.title", "mlin-jelenje gf-flour HR vg 1kg 3.99 local !ibv"],
    ["product.stone-ground-corn-flour.title", "mlin-jelenje gf-flour HR vg 1kg 2.29"],
  ]),
];
