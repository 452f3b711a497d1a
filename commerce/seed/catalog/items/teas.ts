// Teas and the herbal teas subcategory.
import { group } from "./define";

export const TEA_ITEMS = [
  ...group("teas", [
    ["Zeleni čaj sencha|Sencha green tea|Zeleni čaj sencha|Grüner Tee Sencha|Tè verde Sencha|Té verde Sencha|Zeleni čaj senča|Zeleni čaj sencha|Zeleni čaj senča", "wiesenhain tea JP ov 100g 7.49"],
    ["Zeleni čaj s jasminom|Jasmine green tea|Zeleni čaj z jasminom|Grüner Jasmintee|Tè verde al gelsomino|Té verde con jazmín|Zeleni čaj sa jasminom|Zeleni čaj s jasminom|Zeleni čaj sa jasminom", "wiesenhain tea CN ov 100g 6.49"],
    ["Ceremonijalna matcha|Ceremonial grade matcha|Ceremonialna matcha|Matcha in Zeremonie-Qualität|Matcha cerimoniale|Matcha ceremonial|Ceremonijalna matcha|Ceremonijalna matcha|Ceremonijalna matcha", "viridis matcha JP ov 30g 19.99 gift"],
    ["Matcha za kuhanje|Culinary matcha|Matcha za kuhanje|Matcha für die Küche|Matcha da cucina|Matcha culinario|Matcha za kuvanje|Matcha za kuhanje|Matcha za kuvanje", "zrno matcha JP ov 100g 12.99 baking"],
    ["Ekološki čaj Earl Grey|Organic Earl Grey tea|Ekološki čaj Earl Grey|Bio Earl Grey|Tè Earl Grey biologico|Té Earl Grey ecológico|Organski čaj Earl Grey|Organski čaj Earl Grey|Organski čaj Earl Grey", "wiesenhain tea LK ov 100g 5.99"],
    ["Crni čaj Assam|Assam black tea|Črni čaj assam|Schwarzer Tee Assam|Tè nero Assam|Té negro Assam|Crni čaj Asam|Crni čaj Assam|Crni čaj Asam", "wiesenhain tea IN ov 100g 5.49"],
    ["Cejlonski crni čaj|Ceylon black tea|Cejlonski črni čaj|Ceylon-Schwarztee|Tè nero di Ceylon|Té negro de Ceilán|Cejlonski crni čaj|Cejlonski crni čaj|Cejlonski crni čaj", "zrno tea LK v 100g 3.99"],
    ["Bijeli čaj Pai Mu Tan|Pai Mu Tan white tea|Beli čaj pai mu tan|Weißer Tee Pai Mu Tan|Tè bianco Pai Mu Tan|Té blanco Pai Mu Tan|Beli čaj Pai Mu Tan|Bijeli čaj Pai Mu Tan|Bijeli čaj Pai Mu Tan", "wiesenhain tea CN ov 50g 8.99 gift"],
    ["Chai čaj sa začinima|Spiced chai tea|Začinjeni čaj chai|Gewürz-Chai|Tè chai speziato|Té chai especiado|Čaj sa začinima (chai)|Chai čaj sa začinima|Čaj sa začinima (chai)", "wiesenhain tea-blend IN ov 100g 5.99"],
  ]),
  ...group("herbal-teas", [
    ["Čaj od kamilice|Chamomile tea|Kamilični čaj|Kamillenblütentee|Camomilla in fiori|Manzanilla en flor|Čaj od kamilice|Čaj od kamilice|Čaj od kamilice", "durmitorsko-bilje herbal-tea ME ovg 50g 3.49 bestseller"],
    ["Čaj od paprene metvice|Peppermint tea|Čaj iz poprove mete|Pfefferminztee|Tisana alla menta piperita|Menta piperita|Čaj od nane|Čaj od nane|Čaj od nane", "durmitorsko-bilje herbal-tea ME ovg 50g 3.29"],
    ["Lipov cvijet|Linden blossom tea|Lipov čaj|Lindenblütentee|Tisana ai fiori di tiglio|Tila en flor|Lipov cvet|Lipov cvijet|Lipov cvijet", "durmitorsko-bilje herbal-tea ME ovg 40g 4.49"],
    ["Majčina dušica|Wild thyme tea|Materina dušica|Thymiantee|Tisana al timo serpillo|Tomillo silvestre|Majčina dušica|Majčina dušica|Majčina dušica", "durmitorsko-bilje herbal-tea ME ovg 50g 3.99 immunity"],
    ["Dalmatinska kadulja|Dalmatian sage tea|Dalmatinski žajbelj|Dalmatinischer Salbeitee|Salvia dalmata|Salvia dálmata|Dalmatinska žalfija|Dalmatinska žalfija|Dalmatinska žalfija", "zrno herbal-tea HR ovg 50g 3.49 local"],
    ["Čaj od koprive|Nettle tea|Koprivin čaj|Brennnesseltee|Tisana all'ortica|Infusión de ortiga|Čaj od koprive|Čaj od koprive|Čaj od koprive", "zrno herbal-tea HR ovg 50g 2.99 local"],
    ["Matičnjak|Lemon balm tea|Melisin čaj|Melissentee|Tisana alla melissa|Infusión de melisa|Matičnjak|Matičnjak|Matičnjak", "wiesenhain herbal-tea DE ovg 40g 3.79"],
    ["Planinski čaj (sideritis)|Greek mountain tea|Gorski čaj (sideritis)|Griechischer Bergtee|Tè di montagna greco|Té de montaña griego|Planinski čaj (sideritis)|Planinski čaj (sideritis)|Planinski čaj (sideritis)", "zrno herbal-tea GR ovg 40g 4.29"],
    ["Čaj od šipka|Rosehip tea|Šipkov čaj|Hagebuttentee|Tisana alla rosa canina|Infusión de escaramujo|Čaj od šipka|Čaj od šipka|Čaj od šipka", "durmitorsko-bilje herbal-tea ME ovg 100g 3.99 immunity kids"],
    ["Cvijet bazge|Elderflower tea|Bezgovo cvetje|Holunderblütentee|Fiori di sambuco|Flor de saúco|Cvet zove|Cvijet zove|Cvijet zove", "zrno herbal-tea SI ovg 40g 3.99 local"],
    ["Čaj od komorača|Fennel seed tea|Koromačev čaj|Fencheltee|Tisana al finocchio|Infusión de hinojo|Čaj od morača|Čaj od komorača|Čaj od morača", "wiesenhain herbal-tea DE ovg 100g 2.99 kids"],
    ["Rooibos čaj|Rooibos tea|Čaj rooibos|Rooibostee|Tè rosso rooibos|Té rooibos|Rooibos čaj|Rooibos čaj|Rooibos čaj", "wiesenhain herbal-tea ZA ovg 100g 4.49"],
    ["Večernja mješavina za laku noć|Evening calm blend|Večerna mešanica za lahko noč|Abendtee Gute Nacht|Tisana della sera|Infusión de noche|Večernja mešavina za laku noć|Večernja mješavina za laku noć|Večernja mješavina za laku noć", "wiesenhain tea-blend DE ovg 20kom 3.99"],
    ["Čaj za imunitet s ehinacejom|Immunity tea with echinacea|Čaj za odpornost z ehinaceo|Abwehrkräfte-Tee mit Echinacea|Tisana difese con echinacea|Infusión defensas con equinácea|Čaj za imunitet sa ehinaceom|Čaj za imunitet s ehinaceom|Čaj za imunitet sa ehinaceom", "wiesenhain tea-blend DE ovg 20kom 4.49 immunity"],
    ["Čaj za probavu|Digestive herbal blend|Čaj za prebavo|Verdauungstee|Tisana digestiva|Infusión digestiva|Čaj za varenje|Čaj za probavu|Čaj za varenje", "durmitorsko-bilje tea-blend ME ovg 80g 3.79"],
    ["Zimski voćni čaj s jabukom i cimetom|Winter apple & cinnamon tea|Zimski sadni čaj z jabolkom in cimetom|Wintertee Apfel-Zimt|Tisana invernale mela e cannella|Infusión de invierno de manzana y canela|Zimski voćni čaj sa jabukom i cimetom|Zimski voćni čaj s jabukom i cimetom|Zimski voćni čaj sa jabukom i cimetom", "wiesenhain tea-blend DE ovg 100g 4.29 gift"],
    ["Rooibos s vanilijom|Rooibos vanilla tea|Rooibos z vaniljo|Rooibos Vanille|Rooibos alla vaniglia|Rooibos con vainilla|Rooibos sa vanilom|Rooibos s vanilijom|Rooibos sa vanilom", "wiesenhain tea-blend ZA ovg 100g 4.99"],
    ["Čaj od đumbira i limuna|Ginger & lemon tea|Čaj z ingverjem in limono|Ingwer-Zitrone-Tee|Tisana zenzero e limone|Infusión de jengibre y limón|Čaj od đumbira i limuna|Čaj od đumbira i limuna|Čaj od đumbira i limuna", "wiesenhain tea-blend DE ovg 20kom 3.99 immunity"],
  ]),
];
