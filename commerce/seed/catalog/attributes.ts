// Product attributes (filters and badges): exactly these six codes.
import type { SeedAttribute } from "../types";
import { tr } from "./i18n";

export const ATTRIBUTES: SeedAttribute[] = [
  { code: "organic", title: tr("Ekološki uzgoj|Organic|Ekološko|Bio|Biologico|Ecológico|Organski uzgoj|Organski uzgoj|Organski uzgoj") },
  { code: "vegan", title: tr("Veganski|Vegan|Vegansko|Vegan|Vegano|Vegano|Veganski|Veganski|Veganski") },
  { code: "gluten_free", title: tr("Bez glutena|Gluten-free|Brez glutena|Glutenfrei|Senza glutine|Sin gluten|Bez glutena|Bez glutena|Bez glutena") },
  { code: "sugar_free", title: tr("Bez dodanog šećera|No added sugar|Brez dodanega sladkorja|Ohne Zuckerzusatz|Senza zuccheri aggiunti|Sin azúcares añadidos|Bez dodatog šećera|Bez dodanog šećera|Bez dodatog šećera") },
  { code: "raw", title: tr("Sirovo (raw)|Raw|Surovo (raw)|Rohkost|Crudo (raw)|Crudo (raw)|Sirovo (raw)|Sirovo (raw)|Sirovo (raw)") },
  { code: "lactose_free", title: tr("Bez laktoze|Lactose-free|Brez laktoze|Laktosefrei|Senza lattosio|Sin lactosa|Bez laktoze|Bez laktoze|Bez laktoze") },
];

/** One line per attribute for the bullet list of a product description. */
export const ATTRIBUTE_BULLETS: Record<SeedAttribute["code"], ReturnType<typeof tr>> = {
  organic: tr(
    "Iz certificiranog ekološkog uzgoja|From certified organic farming|Iz certificirane ekološke pridelave|Aus kontrolliert biologischem Anbau|Da agricoltura biologica certificata|De agricultura ecológica certificada|Iz sertifikovane organske proizvodnje|Iz certificirane organske proizvodnje|Iz sertifikovane organske proizvodnje",
  ),
  vegan: tr(
    "Bez sastojaka životinjskog podrijetla|No ingredients of animal origin|Brez sestavin živalskega izvora|Ohne Zutaten tierischen Ursprungs|Senza ingredienti di origine animale|Sin ingredientes de origen animal|Bez sastojaka životinjskog porekla|Bez sastojaka životinjskog porijekla|Bez sastojaka životinjskog porijekla",
  ),
  gluten_free: tr(
    "Bez glutena, pakirano u pogonu bez glutena|Gluten-free, packed in a gluten-free facility|Brez glutena, pakirano v obratu brez glutena|Glutenfrei, in glutenfreiem Betrieb abgepackt|Senza glutine, confezionato in uno stabilimento senza glutine|Sin gluten, envasado en instalaciones sin gluten|Bez glutena, pakovano u pogonu bez glutena|Bez glutena, pakovano u pogonu bez glutena|Bez glutena, pakovano u pogonu bez glutena",
  ),
  sugar_free: tr(
    "Bez dodanog šećera|No added sugar|Brez dodanega sladkorja|Ohne Zuckerzusatz|Senza zuccheri aggiunti|Sin azúcares añadidos|Bez dodatog šećera|Bez dodanog šećera|Bez dodatog šećera",
  ),
  raw: tr(
    "Sirovo – obrađeno na temperaturi ispod 42 °C|Raw – processed below 42 °C|Surovo – obdelano pri temperaturi pod 42 °C|Rohkostqualität – unter 42 °C verarbeitet|Crudo – lavorato sotto i 42 °C|Crudo – procesado por debajo de 42 °C|Sirovo – obrađeno na temperaturi ispod 42 °C|Sirovo – obrađeno na temperaturi ispod 42 °C|Sirovo – obrađeno na temperaturi ispod 42 °C",
  ),
  lactose_free: tr(
    "Bez laktoze|Lactose-free|Brez laktoze|Laktosefrei|Senza lattosio|Sin lactosa|Bez laktoze|Bez laktoze|Bez laktoze",
  ),
};
