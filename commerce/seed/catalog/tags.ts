// Product tags: the shop's own badges and theme pages (/<productTags word>/<slug>-<id>/).
import type { SeedProductTag } from "../types";
import { tr, perLang, slugify } from "./i18n";

function tag(code: string, titles: string): SeedProductTag {
  const title = tr(titles);
  return { code, title, slug: perLang((lang) => slugify(title[lang])) };
}

export const PRODUCT_TAGS: SeedProductTag[] = [
  tag("bestseller", "Najprodavanije|Bestseller|Najbolje prodajano|Bestseller|Più venduti|Más vendidos|Najprodavanije|Najprodavanije|Najprodavanije"),
  tag("new", "Novo|New|Novo|Neu|Novità|Novedad|Novo|Novo|Novo"),
  tag("high-protein", "Bogato proteinima|High protein|Bogato z beljakovinami|Proteinreich|Ricco di proteine|Rico en proteínas|Bogato proteinima|Bogato proteinima|Bogato proteinima"),
  tag("keto", "Keto prehrana|Keto|Keto prehrana|Keto-Ernährung|Dieta chetogenica|Dieta keto|Keto ishrana|Keto prehrana|Keto ishrana"),
  tag("kids", "Za djecu|For kids|Za otroke|Für Kinder|Per bambini|Para niños|Za decu|Za djecu|Za djecu"),
  tag("breakfast", "Za doručak|Breakfast|Za zajtrk|Frühstück|Colazione|Desayuno|Za doručak|Za doručak|Za doručak"),
  tag("baking", "Za pečenje|Baking|Za peko|Backen|Per dolci e pane|Repostería|Za pečenje|Za pečenje|Za pečenje"),
  tag("on-sale", "Na akciji|On sale|V akciji|Im Angebot|In offerta|En oferta|Na akciji|Na akciji|Na akciji"),
  tag("local", "Domaće|Local|Domače|Aus der Region|Prodotto locale|Producto local|Domaće|Domaće|Domaće"),
  tag("zero-waste", "Bez otpada|Zero waste|Brez odpadkov|Zero Waste|Rifiuti zero|Residuo cero|Bez otpada|Bez otpada|Bez otpada"),
  tag("immunity", "Za imunitet|Immunity|Za odpornost|Immunsystem|Difese immunitarie|Defensas|Za imunitet|Za imunitet|Za imunitet"),
  tag("sport", "Sport i rekreacija|Sport|Šport in rekreacija|Sport & Fitness|Sport|Deporte|Sport i rekreacija|Sport i rekreacija|Sport i rekreacija"),
  tag("gift", "Ideja za poklon|Gift idea|Ideja za darilo|Geschenkidee|Idea regalo|Idea para regalar|Ideja za poklon|Ideja za poklon|Ideja za poklon"),
];
