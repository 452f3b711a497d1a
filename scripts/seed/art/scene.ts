// Pictures of what is not a product, drawn at seed build like the packs (docs/decisions/0013-product-images.md):
// a catalogue category's tile (its kinds of food on a plate), an article's or a recipe's cover (the
// dish or the things its title names, on a table) and the home page's hero (a breakfast table of
// the shop's staples). Twemoji illustrations (scripts/seed/art/emoji.ts), composited as nested SVG.
import { drawEmoji, wrap } from "./pack";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

function frame(width: number, height: number, view: string, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${view}" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

/** A category's tile: up to three of its foods on a plate, on a ground of the category's hue. */
export function tileSvg(emojis: readonly string[], label: string, hue: number, size: number): string {
  const [a = "🌾", b = a, c = b] = emojis;
  const body = [
    `<rect width="400" height="400" fill="${hsl(hue, 45, 92)}"/>`,
    `<circle cx="330" cy="70" r="120" fill="${hsl(hue + 30, 50, 86)}"/>`,
    `<ellipse cx="200" cy="318" rx="150" ry="34" fill="#000" opacity=".08"/>`,
    `<ellipse cx="200" cy="300" rx="160" ry="42" fill="#fffdf8"/><ellipse cx="200" cy="298" rx="118" ry="28" fill="${hsl(hue, 30, 96)}"/>`,
    drawEmoji(b, 60, 180, 120, -12),
    drawEmoji(c, 222, 184, 118, 10),
    drawEmoji(a, 118, 90, 166),
  ].join("");
  return frame(size, size, "0 0 400 400", label, body);
}

/** An article's or a recipe's cover: its main thing standing on a wooden table, the others beside it. */
export function coverSvg(emojis: readonly string[], label: string, hue: number, size: number): string {
  const [a = "🌾", b, c] = emojis;
  const body = [
    `<rect width="400" height="400" fill="${hsl(hue, 40, 90)}"/>`,
    `<circle cx="320" cy="90" r="70" fill="${hsl(hue + 40, 55, 82)}"/>`,
    `<rect y="262" width="400" height="138" fill="#d9b98f"/><path d="M0 300h400M0 352h400" stroke="#c9a677" stroke-width="3"/>`,
    `<ellipse cx="200" cy="292" rx="112" ry="20" fill="#000" opacity=".12"/>`,
    drawEmoji(a, 100, 80, 200),
    b ? drawEmoji(b, 22, 252, 100, -12) : "",
    c ? drawEmoji(c, 282, 250, 98, 10) : "",
  ].join("");
  return frame(size, size, "0 0 400 400", label, body);
}

/** The hero's breakfast table, 3:2: a bowl in the middle, jars, fruit and bread around it. */
export function heroSvg(emojis: readonly string[], label: string, width: number): string {
  const at: [number, number, number, number][] = [
    [430, 250, 340, 0], // the bowl
    [170, 120, 210, -8], [820, 110, 220, 8], [30, 330, 190, -14], [960, 320, 210, 12],
    [250, 440, 170, 6], [760, 450, 180, -6], [520, 590, 150, 10], [90, 590, 150, -10], [930, 590, 160, 14],
    [20, 90, 140, 0], [1060, 80, 130, -8], [420, 60, 130, 16], [650, 50, 130, -16], [1080, 600, 110, 4],
  ];
  const body = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3efe2"/><stop offset="1" stop-color="#e6efdc"/></linearGradient></defs>`,
    `<rect width="1200" height="800" fill="url(#sky)"/>`,
    `<rect y="470" width="1200" height="330" fill="#d9b98f"/><path d="M0 540h1200M0 640h1200M0 740h1200" stroke="#c9a677" stroke-width="5"/>`,
    ...at.slice(1).map(([x, y, s, r], i) => drawEmoji(emojis[(i + 1) % emojis.length]!, x, y, s, r)),
    drawEmoji(emojis[0]!, 430, 250, 340),
  ].join("");
  return frame(width, Math.round((width * 2) / 3), "0 0 1200 800", label, body);
}

/** A store's picture: the shop with the shop's and the city's name over its door, a tree, produce in front. */
export function storeSvg(emojis: readonly [string, string, string, string], sign: string, hue: number, size: number): string {
  const [shop, tree, a, b] = emojis;
  const body = [
    `<rect width="400" height="400" fill="${hsl(hue, 45, 90)}"/>`,
    `<circle cx="70" cy="70" r="40" fill="#fff6d5"/>`,
    `<rect y="300" width="400" height="100" fill="#cfc8bb"/><path d="M0 330h400M0 365h400M80 300v100M200 300v100M320 300v100" stroke="#bdb5a6" stroke-width="2"/>`,
    drawEmoji(tree, 250, 120, 170),
    drawEmoji(shop, 70, 60, 250),
    `<rect x="76" y="70" width="238" height="62" rx="10" fill="#2f6b3a"/>`,
    `<text x="195" y="110" font-size="25" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-weight="700">${esc(sign)}</text>`,
    drawEmoji(a, 24, 282, 96, -6),
    drawEmoji(b, 290, 292, 86, 8),
  ].join("");
  return frame(size, size, "0 0 400 400", sign, body);
}

/** An author's portrait: the person at their work in a circle of their hue, the thing of their subject beside. */
export function portraitSvg(emojis: readonly [string, string], name: string, hue: number, size: number): string {
  const [person, subject] = emojis;
  const body = [
    `<rect width="400" height="400" fill="${hsl(hue, 55, 90)}"/>`,
    `<circle cx="200" cy="200" r="170" fill="${hsl(hue + 30, 60, 80)}"/>`,
    drawEmoji(person, 75, 55, 250),
    `<circle cx="306" cy="300" r="62" fill="#fff" opacity=".9"/>`,
    drawEmoji(subject, 262, 256, 88, 8),
  ].join("");
  return frame(size, size, "0 0 400 400", name, body);
}

/** A brand's picture: what it makes on a white plate ringed in the brand's colour, its name beneath as on its packs. */
export function brandSvg(emoji: string, name: string, color: string, size: number): string {
  const lines = wrap(name.toUpperCase(), 16, 2);
  const body = [
    `<rect width="400" height="400" fill="#fbf8f1"/>`,
    `<circle cx="200" cy="160" r="128" fill="${color}"/>`,
    `<circle cx="200" cy="160" r="104" fill="#fff"/>`,
    drawEmoji(emoji, 130, 90, 140),
    `<text x="200" y="${lines.length > 1 ? 332 : 348}" font-size="30" text-anchor="middle" fill="#23302a" font-family="system-ui, sans-serif" font-weight="800" letter-spacing="1">${lines.map((l, i) => `<tspan x="200" dy="${i ? 36 : 0}">${esc(l)}</tspan>`).join("")}</text>`,
  ].join("");
  return frame(size, size, "0 0 400 400", name, body);
}
