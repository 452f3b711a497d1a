// Flours and gluten-free flours (incl. the delisted Mlin Jelenje stock).
import { group } from "./define";

export const FLOUR_ITEMS = [
  ...group("flours", [
    ["Punozrnato pirovo brašno|Wholemeal spelt flour|Polnozrnata pirina moka|Dinkelvollkornmehl|Farina integrale di farro|Harina integral de espelta|Integralno brašno od spelte|Integralno brašno od spelte|Integralno brašno od spelte", "mlincek flour SI ov 1kg 3.29 baking"],
    ["Bijelo pirovo brašno T-630|White spelt flour T630|Bela pirina moka T-630|Dinkelmehl Type 630|Farina di farro bianca|Harina de espelta blanca|Belo brašno od spelte T-630|Bijelo brašno od spelte T-630|Bijelo brašno od spelte T-630", "zlatno-polje flour HR ov 1kg 2.99 baking local bestseller"],
    ["Pšenično brašno T-550|Plain wheat flour T550|Pšenična moka T-500|Weizenmehl Type 550|Farina di grano tenero tipo 0|Harina de trigo común|Pšenično brašno T-500|Pšenično brašno T-550|Pšenično brašno T-500", "zlatno-polje flour HR ov 1kg 1.49 baking local"],
    ["Punozrnato pšenično brašno|Wholemeal wheat flour|Polnozrnata pšenična moka|Weizenvollkornmehl|Farina integrale di grano tenero|Harina integral de trigo|Integralno pšenično brašno|Integralno pšenično brašno|Integralno pšenično brašno", "mlincek flour SI ov 1kg 1.99 baking"],
    ["Punozrnato raženo brašno|Wholemeal rye flour|Polnozrnata ržena moka|Roggenvollkornmehl|Farina integrale di segale|Harina integral de centeno|Integralno ražano brašno|Integralno raženo brašno|Integralno ražano brašno", "mlincek flour SI ov 1kg 2.49 baking"],
    ["Brašno od jednozrne pšenice|Einkorn flour|Moka enozrne pšenice|Einkornmehl|Farina di piccolo farro|Harina de escanda menor|Brašno od jednozrne pšenice|Brašno od jednozrne pšenice|Brašno od jednozrne pšenice", "mlincek flour SI ov 1kg 4.49 baking new"],
    ["Durum krupica|Durum wheat semolina|Zdrob iz trde pšenice|Hartweizengrieß|Semola rimacinata di grano duro|Sémola de trigo duro|Durum griz|Durum griz|Durum griz", "cascina-ortensia flour IT v 1kg 2.29 baking"],
    ["Ječmeno brašno|Barley flour|Ječmenova moka|Gerstenmehl|Farina d'orzo|Harina de cebada|Ječmeno brašno|Ječmeno brašno|Ječmeno brašno", "zlatno-polje flour HR ov 1kg 2.19 baking"],
    ["Brašno od horasan pšenice|Khorasan wheat flour|Moka pšenice khorasan|Khorasan-Weizenmehl|Farina di grano khorasan|Harina de trigo khorasan|Brašno od horasan pšenice|Brašno od horasan pšenice|Brašno od horasan pšenice", "mlincek flour IT ov 1kg 4.19"],
    ["Mješavina za kruh sa sjemenkama|Seeded bread flour mix|Mešanica za kruh s semeni|Brotbackmischung mit Saaten|Preparato per pane ai semi|Preparado para pan con semillas|Mešavina za hleb sa semenkama|Mješavina za hljeb sa sjemenkama|Mješavina za hljeb sa sjemenkama", "mlincek flour SI v 1kg 3.49 baking"],
    ["Brašno za pizzu tip 00|Tipo 00 pizza flour|Moka za pico tip 00|Pizzamehl Tipo 00|Farina per pizza tipo 00|Harina para pizza tipo 00|Brašno za picu tip 00|Brašno za pizzu tip 00|Brašno za picu tip 00", "cascina-ortensia flour IT v 1kg 2.49 baking"],
    ["Raženo brašno s kamenog mlina|Stone-ground rye flour|Ržena moka s kamnitega mlina|Roggenmehl aus der Steinmühle|Farina di segale macinata a pietra|Harina de centeno molida a la piedra|Ražano brašno sa kamenog mlina|Raženo brašno s kamenog mlina|Ražano brašno sa kamenog mlina", "mlin-jelenje flour HR ov 1kg 2.69"],
  ]),
  ...group("flours-gf", [
    ["Bademovo brašno|Almond flour|Mandljeva moka|Mandelmehl|Farina di mandorle|Harina de almendra|Bademovo brašno|Bademovo brašno|Bademovo brašno", "huerta-clara gf-flour ES vgs 250g,500g 4.99 keto baking bestseller"],
    ["Kokosovo brašno|Coconut flour|Kokosova moka|Kokosmehl|Farina di cocco|Harina de coco|Kokosovo brašno|Kokosovo brašno|Kokosovo brašno", "zrno gf-flour PH ovg 500g 3.99 keto baking"],
    ["Heljdino brašno|Buckwheat flour|Ajdova moka|Buchweizenmehl|Farina di grano saraceno|Harina de trigo sarraceno|Heljdino brašno|Heljdino brašno|Heljdino brašno", "ravnica gf-flour RS ovg 500g,1kg 2.79 baking"],
    ["Brašno od smeđe riže|Brown rice flour|Moka iz rjavega riža|Vollkornreismehl|Farina di riso integrale|Harina de arroz integral|Brašno od braon pirinča|Brašno od smeđe riže|Brašno od smeđeg pirinča", "cascina-ortensia gf-flour IT ovg 500g 2.49 baking"],
    ["Brašno od slanutka|Chickpea flour|Moka iz čičerike|Kichererbsenmehl|Farina di ceci|Harina de garbanzo|Brašno od leblebije|Brašno od slanutka|Brašno od leblebije", "zrno gf-flour IN vg 500g 2.59 high-protein"],
    ["Kukuruzna krupica za palentu|Polenta cornmeal|Koruzni zdrob za polento|Polentagrieß|Farina di mais per polenta|Sémola de maíz para polenta|Kukuruzni griz za palentu|Kukuruzno brašno za palentu|Kukuruzni griz za palentu", "zlatno-polje gf-flour HR vg 1kg 1.89 local"],
    ["Proseno brašno|Millet flour|Prosena moka|Hirsemehl|Farina di miglio|Harina de mijo|Proseno brašno|Proseno brašno|Proseno brašno", "ravnica gf-flour RS ovg 500g 2.69"],
    ["Tapioka škrob|Tapioca starch|Tapiokin škrob|Tapiokastärke|Amido di tapioca|Almidón de tapioca|Tapioka skrob|Tapioka škrob|Tapioka skrob", "zrno gf-flour BR vg 400g 2.39 baking"],
    ["Bezglutenska mješavina za kruh|Gluten-free bread mix|Brezglutenska mešanica za kruh|Glutenfreie Brotbackmischung|Preparato per pane senza glutine|Preparado para pan sin gluten|Bezglutenska mešavina za hleb|Bezglutenska mješavina za hljeb|Bezglutenska mješavina za hljeb", "zrno gf-flour EU vg 1kg 4.99 baking"],
    ["Lješnjakovo brašno|Hazelnut flour|Lešnikova moka|Haselnussmehl|Farina di nocciole|Harina de avellana|Brašno od lešnika|Brašno od lješnjaka|Brašno od lješnika", "kozara gf-flour BA vgs 250g 4.79 keto baking"],
    ["Brašno od čufe|Tiger nut flour|Moka iz čufe|Erdmandelmehl|Farina di zigolo dolce|Harina de chufa|Brašno od čufe|Brašno od čufe|Brašno od čufe", "huerta-clara gf-flour ES ovgs 500g 5.49 new"],
    ["Bezglutensko zobeno brašno|Gluten-free oat flour|Brezglutenska ovsena moka|Glutenfreies Hafermehl|Farina d'avena senza glutine|Harina de avena sin gluten|Bezglutensko ovseno brašno|Bezglutensko zobeno brašno|Bezglutensko ovseno brašno", "zrno gf-flour FI ovg 500g 3.29 baking"],
    ["Brašno od kvinoje|Quinoa flour|Moka iz kvinoje|Quinoamehl|Farina di quinoa|Harina de quinoa|Brašno od kinoe|Brašno od kinoe|Brašno od kinoe", "zrno gf-flour BO ovg 350g 4.69 high-protein"],
    ["Heljdino brašno s kamenog mlina|Stone-ground buckwheat flour|Ajdova moka s kamnitega mlina|Buchweizenmehl aus der Steinmühle|Farina di grano saraceno macinata a pietra|Harina de trigo sarraceno molida a la piedra|Heljdino brašno sa kamenog mlina|Heljdino brašno s kamenog mlina|Heljdino brašno sa kamenog mlina", "mlin-jelenje gf-flour HR vg 1kg 3.99 local !ibv"],
    ["Kukuruzno brašno s kamenog mlina|Stone-ground corn flour|Koruzna moka s kamnitega mlina|Maismehl aus der Steinmühle|Farina di mais macinata a pietra|Harina de maíz molida a la piedra|Kukuruzno brašno sa kamenog mlina|Kukuruzno brašno s kamenog mlina|Kukuruzno brašno sa kamenog mlina", "mlin-jelenje gf-flour HR vg 1kg 2.29"],
  ]),
];
