// Tags shared by posts and recipes. Slugs default to the slugified title.
import type { L, SeedTag } from "../types";
import { mapL, slugify } from "./build";

function tag(code: string, title: L): SeedTag {
  return { code, title, slug: mapL(title, slugify) };
}

export const TAGS: SeedTag[] = [
  tag("breakfast", { hr: "Doručak", en: "Breakfast", sl: "Zajtrk", de: "Frühstück", it: "Colazione", es: "Desayuno", sr: "Doručak", bs: "Doručak", cnr: "Doručak" }),
  tag("gluten_free", { hr: "Bez glutena", en: "Gluten-free", sl: "Brez glutena", de: "Glutenfrei", it: "Senza glutine", es: "Sin gluten", sr: "Bez glutena", bs: "Bez glutena", cnr: "Bez glutena" }),
  tag("vegan", { hr: "Veganski", en: "Vegan", sl: "Veganska", de: "Vegan", it: "Vegano", es: "Vegano", sr: "Veganski", bs: "Veganski", cnr: "Veganski" }),
  tag("seasonal", { hr: "Sezonski", en: "Seasonal", sl: "Sezonsko", de: "Saisonal", it: "Di stagione", es: "De temporada", sr: "Sezonski", bs: "Sezonski", cnr: "Sezonski" }),
  tag("immunity", { hr: "Imunitet", en: "Immunity", sl: "Imunost", de: "Immunsystem", it: "Difese immunitarie", es: "Inmunidad", sr: "Imunitet", bs: "Imunitet", cnr: "Imunitet" }),
  tag("meal_prep", { hr: "Priprema obroka unaprijed", en: "Meal prep", sl: "Priprava obrokov vnaprej", de: "Vorkochen", it: "Pasti pronti in anticipo", es: "Cocinar por adelantado", sr: "Priprema obroka unapred", bs: "Priprema obroka unaprijed", cnr: "Priprema obroka unaprijed" }),
  tag("kids", { hr: "Za djecu", en: "For kids", sl: "Za otroke", de: "Für Kinder", it: "Per bambini", es: "Para niños", sr: "Za decu", bs: "Za djecu", cnr: "Za đecu" }),
  tag("sport", { hr: "Sportska prehrana", en: "Sports nutrition", sl: "Športna prehrana", de: "Sporternährung", it: "Alimentazione sportiva", es: "Nutrición deportiva", sr: "Sportska ishrana", bs: "Sportska ishrana", cnr: "Sportska ishrana" }),
  tag("baking", { hr: "Pečenje", en: "Baking", sl: "Peka", de: "Backen", it: "Lievitati e dolci", es: "Repostería", sr: "Pečenje", bs: "Pečenje", cnr: "Pečenje" }),
  tag("zero_waste", { hr: "Bez otpada", en: "Zero waste", sl: "Brez odpadkov", de: "Zero Waste", it: "Rifiuti zero", es: "Residuo cero", sr: "Bez otpada", bs: "Bez otpada", cnr: "Bez otpada" }),
  tag("superfoods", { hr: "Superhrana", en: "Superfoods", sl: "Superživila", de: "Superfoods", it: "Supercibi", es: "Superalimentos", sr: "Superhrana", bs: "Superhrana", cnr: "Superhrana" }),
  tag("budget", { hr: "Povoljno", en: "On a budget", sl: "Poceni", de: "Preiswert", it: "Economico", es: "Económico", sr: "Povoljno", bs: "Povoljno", cnr: "Povoljno" }),
  tag("fermentation", { hr: "Fermentacija", en: "Fermentation", sl: "Fermentacija", de: "Fermentieren", it: "Fermentazione", es: "Fermentación", sr: "Fermentacija", bs: "Fermentacija", cnr: "Fermentacija" }),
  tag("quick_meals", { hr: "Brzi obroci", en: "Quick meals", sl: "Hitri obroki", de: "Schnelle Küche", it: "Piatti veloci", es: "Comidas rápidas", sr: "Brzi obroci", bs: "Brzi obroci", cnr: "Brzi obroci" }),
  tag("heart_health", { hr: "Zdravlje srca", en: "Heart health", sl: "Zdravo srce", de: "Herzgesundheit", it: "Salute del cuore", es: "Salud cardiovascular", sr: "Zdravlje srca", bs: "Zdravlje srca", cnr: "Zdravlje srca" }),
  tag("local_producers", { hr: "Lokalni proizvođači", en: "Local producers", sl: "Lokalni pridelovalci", de: "Regionale Erzeuger", it: "Produttori locali", es: "Productores locales", sr: "Lokalni proizvođači", bs: "Lokalni proizvođači", cnr: "Domaći proizvođači" }),
];
