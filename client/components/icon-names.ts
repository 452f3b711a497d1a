/**
 * The shop's icons: name → Lucide icon file, or `brand:` + a Simple Icons file for the marks of
 * other companies (payment schemes, social networks), drawn filled (scripts/gen-icons.ts builds
 * the sprite from them).
 */
export const ICONS = {
  cart: "shopping-basket",
  heart: "heart",
  user: "user",
  menu: "menu",
  search: "search",
  zoom: "zoom-in",
  close: "x",
  down: "chevron-down",
  right: "chevron-right",
  minus: "minus",
  plus: "plus",
  remove: "trash-2",
  store: "store",
  phone: "phone",
  pin: "map-pin",
  truck: "truck",
  globe: "globe",
  recipe: "chef-hat",
  book: "book-open",
  help: "circle-help",
  card: "credit-card",
  returns: "undo-2",
  shield: "shield-check",
  leaf: "leaf",
  bank: "landmark",
  cash: "banknote",
  parcel: "package",
  mail: "mail",
  filters: "sliders-horizontal",
  facebook: "brand:facebook",
  instagram: "brand:instagram",
  visa: "brand:visa",
  mastercard: "brand:mastercard",
} as const;
export type IconName = keyof typeof ICONS;
