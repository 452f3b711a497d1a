// Shopper comments per language: first names and short messages, by comment group.
// A message marked "f" is worded by a woman (Slavic past tense, Italian/Spanish adjectives),
// so it only goes with a woman's name.
import type { LabelLang } from "../../labels";
import type { Group } from "./kind";

export interface CommentLine {
  message: string;
  rate: number;
  voice: "f" | "any";
}

const f = (rate: number, message: string): CommentLine => ({ message, rate, voice: "f" });
const a = (rate: number, message: string): CommentLine => ({ message, rate, voice: "any" });

export const FIRST_NAMES: Record<LabelLang, { f: string[]; m: string[] }> = {
  hr: { f: ["Ana", "Ivana", "Petra", "Maja", "Katarina"], m: ["Marko", "Luka", "Tomislav", "Ivan"] },
  en: { f: ["Emma", "Sophie", "Hannah", "Grace"], m: ["James", "Oliver", "Daniel"] },
  sl: { f: ["Nina", "Urška", "Špela", "Maja"], m: ["Matej", "Jure", "Luka"] },
  de: { f: ["Julia", "Katharina", "Anna", "Lena"], m: ["Lukas", "Felix", "Jonas"] },
  it: { f: ["Giulia", "Chiara", "Francesca", "Sara"], m: ["Marco", "Luca", "Matteo"] },
  es: { f: ["Lucía", "Marta", "Carmen", "Elena"], m: ["Javier", "Pablo", "Sergio"] },
  sr: { f: ["Jelena", "Milica", "Ana", "Teodora"], m: ["Nikola", "Stefan", "Miloš"] },
  bs: { f: ["Amra", "Lejla", "Selma", "Emina"], m: ["Emir", "Adnan", "Haris"] },
  cnr: { f: ["Milena", "Jovana", "Danijela", "Ivana"], m: ["Vuk", "Marko", "Nikola"] },
};

export const COMMENT_LINES: Record<LabelLang, Record<Group, CommentLine[]>> = {
  hr: {
    food: [a(5, "Odlična kvaliteta, naručujem već treći put. Dostava je stigla za dva dana."), a(5, "Okus je puno bolji nego kod proizvoda iz supermarketa. Preporučujem!"), f(4, "Dobar proizvod, samo bih voljela veće pakiranje."), a(3, "Kvaliteta je u redu, ali cijena je malo visoka.")],
    tea: [a(5, "Prekrasna aroma, pijem ga svaku večer."), a(4, "Fin i blag okus, samo bi vrećica mogla imati zatvarač.")],
    cosmetic: [a(5, "Koža je mekana, a miris nježan i prirodan."), a(4, "Jako dobro, ali trebalo mi je par dana da se naviknem.")],
    supplement: [f(5, "Uzimam ga redovito već dva mjeseca i zadovoljna sam."), a(4, "Lako se uzima, bez čudnog okusa.")],
  },
  en: {
    food: [a(5, "Excellent quality – this is my third order. Delivery took two days."), a(5, "Tastes so much better than the supermarket version. Highly recommend!"), a(4, "Good product, I just wish there was a bigger pack."), a(3, "Quality is fine, but it's a bit pricey.")],
    tea: [a(5, "Lovely aroma, I drink it every evening."), a(4, "Nice, mild flavour – a resealable pouch would be better.")],
    cosmetic: [a(5, "My skin feels soft and the scent is subtle and natural."), a(4, "Really good, though it took me a few days to get used to it.")],
    supplement: [a(5, "I've taken it regularly for two months and I'm happy with it."), a(4, "Easy to take, no strange aftertaste.")],
  },
  sl: {
    food: [a(5, "Odlična kakovost, naročam že tretjič. Dostava je prišla v dveh dneh."), a(5, "Okus je veliko boljši kot pri izdelkih iz supermarketa. Priporočam!"), f(4, "Dober izdelek, le večje pakiranje bi si želela."), a(3, "Kakovost je v redu, cena pa malo visoka.")],
    tea: [a(5, "Čudovita aroma, pijem ga vsak večer."), a(4, "Prijeten, blag okus, le vrečka bi lahko imela zadrgo.")],
    cosmetic: [a(5, "Koža je mehka, vonj pa nežen in naraven."), f(4, "Zelo dobro, le nekaj dni sem se morala navaditi.")],
    supplement: [f(5, "Jemljem ga redno že dva meseca in sem zadovoljna."), a(4, "Enostavno jemanje, brez čudnega priokusa.")],
  },
  de: {
    food: [a(5, "Top Qualität, ich bestelle schon zum dritten Mal. Lieferung in zwei Tagen."), a(5, "Schmeckt viel besser als aus dem Supermarkt. Klare Empfehlung!"), a(4, "Gutes Produkt, ich hätte mir nur eine größere Packung gewünscht."), a(3, "Qualität passt, der Preis ist aber etwas hoch.")],
    tea: [a(5, "Herrliches Aroma, den trinke ich jeden Abend."), a(4, "Angenehm mild, ein wiederverschließbarer Beutel wäre schön.")],
    cosmetic: [a(5, "Die Haut fühlt sich weich an, der Duft ist dezent und natürlich."), a(4, "Sehr gut, ich musste mich nur ein paar Tage daran gewöhnen.")],
    supplement: [a(5, "Nehme es seit zwei Monaten regelmäßig und bin zufrieden."), a(4, "Einfach einzunehmen, kein komischer Nachgeschmack.")],
  },
  it: {
    food: [a(5, "Qualità ottima, è già il terzo ordine. Consegna in due giorni."), a(5, "Ha un sapore molto migliore di quello del supermercato. Consigliatissimo!"), a(4, "Buon prodotto, vorrei solo una confezione più grande."), a(3, "La qualità è buona, ma il prezzo è un po' alto.")],
    tea: [a(5, "Profumo splendido, la bevo ogni sera."), a(4, "Gusto delicato e piacevole, servirebbe una busta richiudibile.")],
    cosmetic: [a(5, "La pelle è morbida e il profumo è delicato e naturale."), a(4, "Molto buono, ma ci ho messo qualche giorno ad abituarmi.")],
    supplement: [f(5, "Lo prendo regolarmente da due mesi e sono soddisfatta."), a(4, "Facile da assumere, nessun retrogusto strano.")],
  },
  es: {
    food: [a(5, "Calidad excelente, ya es mi tercer pedido. Llegó en dos días."), a(5, "Sabe mucho mejor que el del supermercado. ¡Muy recomendable!"), a(4, "Buen producto, solo echo de menos un formato más grande."), a(3, "La calidad está bien, pero el precio es algo alto.")],
    tea: [a(5, "Un aroma precioso, lo tomo todas las noches."), a(4, "Sabor suave y agradable; estaría mejor con una bolsa con cierre.")],
    cosmetic: [a(5, "La piel queda suave y el aroma es delicado y natural."), a(4, "Muy bueno, aunque tardé unos días en acostumbrarme.")],
    supplement: [f(5, "Lo tomo a diario desde hace dos meses y estoy contenta."), a(4, "Fácil de tomar, sin regusto raro.")],
  },
  sr: {
    food: [a(5, "Odličan kvalitet, poručujem već treći put. Isporuka je stigla za dva dana."), a(5, "Ukus je mnogo bolji nego kod proizvoda iz supermarketa. Preporuka!"), f(4, "Dobar proizvod, samo bih volela veće pakovanje."), a(3, "Kvalitet je u redu, ali je cena malo visoka.")],
    tea: [a(5, "Prelepa aroma, pijem ga svako veče."), a(4, "Fin i blag ukus, samo bi kesica mogla da ima zip zatvarač.")],
    cosmetic: [a(5, "Koža je meka, a miris nežan i prirodan."), a(4, "Jako dobro, ali trebalo mi je par dana da se naviknem.")],
    supplement: [f(5, "Uzimam ga redovno već dva meseca i zadovoljna sam."), a(4, "Lako se uzima, bez čudnog ukusa.")],
  },
  bs: {
    food: [a(5, "Odličan kvalitet, naručujem već treći put. Dostava je stigla za dva dana."), a(5, "Okus je mnogo bolji nego kod proizvoda iz supermarketa. Preporuka!"), f(4, "Dobar proizvod, samo bih voljela veće pakovanje."), a(3, "Kvalitet je u redu, ali je cijena malo visoka.")],
    tea: [a(5, "Prelijepa aroma, pijem ga svaku večer."), a(4, "Fin i blag okus, samo bi kesica mogla imati zip zatvarač.")],
    cosmetic: [a(5, "Koža je mekana, a miris nježan i prirodan."), a(4, "Jako dobro, ali trebalo mi je par dana da se naviknem.")],
    supplement: [f(5, "Uzimam ga redovno već dva mjeseca i zadovoljna sam."), a(4, "Lako se uzima, bez čudnog okusa.")],
  },
  cnr: {
    food: [a(5, "Odličan kvalitet, naručujem već treći put. Dostava je stigla za dva dana."), a(5, "Ukus je mnogo bolji nego kod proizvoda iz supermarketa. Preporuka!"), f(4, "Dobar proizvod, samo bih voljela veće pakovanje."), a(3, "Kvalitet je u redu, ali je cijena malo visoka.")],
    tea: [a(5, "Prelijepa aroma, pijem ga svako veče."), a(4, "Fin i blag ukus, samo bi kesica mogla da ima zip zatvarač.")],
    cosmetic: [a(5, "Koža je meka, a miris nježan i prirodan."), a(4, "Jako dobro, ali trebalo mi je par dana da se naviknem.")],
    supplement: [f(5, "Uzimam ga redovno već dva mjeseca i zadovoljna sam."), a(4, "Lako se uzima, bez čudnog ukusa.")],
  },
};
