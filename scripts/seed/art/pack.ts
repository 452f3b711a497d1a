// Product pictures drawn at seed build (docs/decisions/0013-product-images.md): the pack its kind
// comes in (bag, jar, bottle, bar, box, tin, pouch, tube, carton) in its brand's colour with the
// brand and the product name printed on it and the contents drawn on the label, and a second
// picture of the contents in a bowl. The contents are Twemoji illustrations (vendored by
// scripts/vendor-twemoji.ts), composited as nested SVG; nothing is fetched.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { twemojiFile } from "./emoji";

export type PackShape = "bag" | "jar" | "bottle" | "bar" | "box" | "tin" | "pouch" | "tube" | "carton";

/** The pack of each product kind (commerce/seed/catalog/vocab/kinds.ts). */
export const PACK_OF_KIND: Record<string, PackShape> = {
  flakes: "bag", grain: "bag", rice: "bag", muesli: "bag", flour: "bag", "gf-flour": "bag", nuts: "bag",
  seeds: "bag", "dried-fruit": "pouch", savoury: "pouch", sugar: "bag", baking: "pouch", powder: "pouch",
  pasta: "box", tea: "box", "herbal-tea": "box", "tea-blend": "box", soap: "box",
  "nut-butter": "jar", honey: "jar", "oil-cook": "jar", protein: "tin", cacao: "tin", matcha: "tin",
  "oil-cold": "bottle", olive: "bottle", syrup: "bottle", supplement: "bottle", propolis: "bottle", "skin-oil": "bottle", hair: "bottle",
  chocolate: "bar", bar: "bar", drink: "carton", cream: "tube",
};

export interface PackArt {
  code: string;
  title: string;
  brand: string;
  /** Brand colour, #rrggbb. */
  color: string;
  /** "500 g", "12 kom"... */
  size: string;
  shape: PackShape;
  emoji: string;
}

const ART_DIR = dirname(fileURLToPath(import.meta.url));
const emojiCache = new Map<string, string>();

/** The emoji's drawing (the inside of its 36×36 SVG). */
function emojiBody(emoji: string): string {
  let body = emojiCache.get(emoji);
  if (body === undefined) {
    const svg = readFileSync(join(ART_DIR, "twemoji", twemojiFile(emoji)), "utf8");
    body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ?? "";
    emojiCache.set(emoji, body);
  }
  return body;
}

export function drawEmoji(emoji: string, x: number, y: number, size: number, rotate = 0): string {
  const inner = `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 36 36">${emojiBody(emoji)}</svg>`;
  return rotate ? `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})">${inner}</g>` : inner;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to `max` lines of at most `width` characters; a last line that does not fit ends in "…". */
export function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]!.replace(/.?$/, "")}…`;
    return kept;
  }
  return lines;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance: white text on dark brand colours, dark text on light ones. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function shade(hex: string, f: number): string {
  const [r, g, b] = rgb(hex).map((c) => Math.max(0, Math.min(255, Math.round(f < 0 ? c * (1 + f) : c + (255 - c) * f))));
  return `#${((1 << 24) + (r! << 16) + (g! << 8) + b!).toString(16).slice(1)}`;
}

const FONT = `font-family="'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"`;

/** Font size that fits a brand name of `chars` capitals (with letter spacing) into `width`. */
function brandSize(name: string, width: number, max = 14): number {
  return Math.min(max, Math.floor(((width - 14) / name.length / 0.78) * 10) / 10);
}

/** The label: brand band, the contents, name and size, centred on `cx` between `top` and `bottom`. */
function label(a: PackArt, cx: number, top: number, bottom: number, width: number, chars: number): string {
  const ink = "#1f2421";
  const brandInk = luminance(a.color) > 0.45 ? ink : "#fff";
  const lines = wrap(a.title, chars, 3);
  const lineH = 19;
  // Band 30, gap 6, the drawing, 18 to the first baseline, the name's lines, the size line 30.
  const emojiSize = Math.max(34, Math.min(70, bottom - top - (30 + 6 + 18 + (lines.length - 1) * lineH + 30)));
  const textTop = top + 36 + emojiSize + 18;
  return [
    `<rect x="${cx - width / 2}" y="${top}" width="${width}" height="${bottom - top}" rx="10" fill="#fffdf8"/>`,
    `<rect x="${cx - width / 2}" y="${top}" width="${width}" height="30" rx="10" fill="${a.color}"/><rect x="${cx - width / 2}" y="${top + 20}" width="${width}" height="10" fill="${a.color}"/>`,
    `<text x="${cx}" y="${top + 20}" font-size="${brandSize(a.brand, width)}" font-weight="700" letter-spacing="1" text-anchor="middle" fill="${brandInk}" ${FONT}>${esc(a.brand.toUpperCase())}</text>`,
    drawEmoji(a.emoji, cx - emojiSize / 2, top + 36, emojiSize),
    `<text x="${cx}" y="${textTop}" font-size="16" font-weight="700" text-anchor="middle" fill="${ink}" ${FONT}>${lines.map((l, i) => `<tspan x="${cx}" dy="${i === 0 ? 0 : lineH}">${esc(l)}</tspan>`).join("")}</text>`,
    `<text x="${cx}" y="${bottom - 10}" font-size="13" text-anchor="middle" fill="#5c665f" ${FONT}>${esc(a.size)}</text>`,
  ].join("");
}

/** The pack's outline and its label, in a 400×400 box. */
function pack(a: PackArt): string {
  const c = a.color;
  const dark = shade(c, -0.35);
  const light = shade(c, 0.25);
  switch (a.shape) {
    case "bag":
      return `<path d="M108 70h184l8 270c0 8-6 14-14 14H114c-8 0-14-6-14-14z" fill="${c}"/><path d="M108 70h184v22H108z" fill="${dark}"/><path d="M112 100h176" stroke="${light}" stroke-width="3" stroke-dasharray="6 5"/>${label(a, 200, 118, 334, 160, 15)}`;
    case "pouch":
      return `<path d="M112 80q88-18 176 0l14 252q2 22-22 22H120q-24 0-22-22z" fill="${c}"/><path d="M118 96q82-14 164 0" stroke="${light}" stroke-width="4" fill="none"/><circle cx="200" cy="88" r="6" fill="#f6f3ec"/>${label(a, 200, 118, 332, 156, 15)}`;
    case "box":
      return `<path d="M104 98l30-26h178l-30 26z" fill="${light}"/><path d="M282 98l30-26v256l-30 26z" fill="${dark}"/><rect x="104" y="98" width="178" height="256" fill="${c}"/>${label(a, 193, 112, 340, 150, 14)}`;
    case "carton":
      return `<path d="M122 86l20-34h116l20 34z" fill="${light}"/><rect x="122" y="86" width="156" height="268" rx="4" fill="${c}"/><rect x="188" y="40" width="24" height="14" rx="3" fill="${dark}"/>${label(a, 200, 104, 340, 136, 12)}`;
    case "jar":
      return `<rect x="128" y="72" width="144" height="40" rx="8" fill="${dark}"/><rect x="120" y="108" width="160" height="246" rx="28" fill="${light}" opacity=".95"/><rect x="120" y="108" width="160" height="246" rx="28" fill="none" stroke="${c}" stroke-width="4"/>${label(a, 200, 140, 330, 150, 14)}`;
    case "tin":
      return `<ellipse cx="200" cy="344" rx="88" ry="14" fill="${dark}"/><rect x="112" y="92" width="176" height="252" fill="${c}"/><ellipse cx="200" cy="92" rx="88" ry="16" fill="${light}"/><ellipse cx="200" cy="92" rx="76" ry="11" fill="${dark}" opacity=".5"/>${label(a, 200, 118, 330, 156, 15)}`;
    case "bottle":
      return `<rect x="178" y="40" width="44" height="30" rx="6" fill="${dark}"/><path d="M182 70h36v30c0 16 44 26 44 60v180c0 10-8 16-16 16h-92c-8 0-16-6-16-16V160c0-34 44-44 44-60z" fill="${c}"/>${label(a, 200, 168, 342, 122, 11)}`;
    case "tube":
      return `<path d="M134 58h132l-10 238h-112z" fill="${c}"/><rect x="130" y="50" width="140" height="14" fill="${dark}"/><rect x="166" y="296" width="68" height="48" rx="6" fill="${dark}"/>${label(a, 200, 76, 286, 116, 10)}`;
    case "bar":
      return `<path d="M40 150l14-8 14 8 14-8 14 8V262l-14 8-14-8-14 8-14-8z" fill="${dark}"/><path d="M360 150l-14-8-14 8-14-8-14 8V262l14 8 14-8 14 8 14-8z" fill="${dark}"/><rect x="96" y="142" width="208" height="128" fill="${c}"/>${barLabel(a)}`;
  }
}

/** A bar's label lies across it: contents on the left, brand and name on the right. */
function barLabel(a: PackArt): string {
  const ink = "#1f2421";
  const brandInk = luminance(a.color) > 0.45 ? ink : "#fff";
  const lines = wrap(a.title, 15, 3);
  return [
    `<text x="200" y="164" font-size="${brandSize(a.brand, 200, 13)}" font-weight="700" letter-spacing="1" text-anchor="middle" fill="${brandInk}" ${FONT}>${esc(a.brand.toUpperCase())}</text>`,
    `<rect x="106" y="174" width="188" height="88" rx="8" fill="#fffdf8"/>`,
    drawEmoji(a.emoji, 112, 190, 56),
    `<text x="176" y="${206 - (lines.length - 1) * 7}" font-size="14" font-weight="700" fill="${ink}" ${FONT}>${lines.map((l, i) => `<tspan x="176" dy="${i === 0 ? 0 : 17}">${esc(l)}</tspan>`).join("")}</text>`,
    `<text x="176" y="254" font-size="12" fill="#5c665f" ${FONT}>${esc(a.size)}</text>`,
  ].join("");
}

function frame(size: number, label: string, body: string, bg: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${esc(label)}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs><rect width="400" height="400" fill="url(#bg)"/>${body}</svg>`;
}

/** The product's pack on a light ground with its shadow. */
export function packSvg(a: PackArt, size: number): string {
  const shadow = `<ellipse cx="200" cy="362" rx="120" ry="12" fill="#000" opacity=".12"/>`;
  return frame(size, `${a.brand} – ${a.title}, ${a.size}`, shadow + pack(a), ["#fbf9f4", shade(a.color, 0.86)]);
}

/** What is inside: a bowl heaped with the contents on a wooden table. */
export function contentsSvg(a: PackArt, size: number): string {
  const heap = [
    [150, 150, 64, -12], [214, 146, 64, 10], [118, 184, 58, 8], [250, 182, 58, -6], [182, 120, 66, 0],
    [170, 188, 72, 4], [96, 300, 46, 20], [292, 292, 50, -18],
  ] as const;
  const body = [
    `<rect y="250" width="400" height="150" fill="#d9b98f"/><path d="M0 290h400M0 340h400" stroke="#c9a677" stroke-width="3"/>`,
    ...heap.slice(0, 6).map(([x, y, s, r]) => drawEmoji(a.emoji, x, y, s, r)),
    `<path d="M70 220h260c0 70-58 112-130 112S70 290 70 220z" fill="#fffdf8"/><path d="M70 220h260" stroke="#e2ddd0" stroke-width="6" stroke-linecap="round"/><path d="M96 250c20 40 60 60 104 60" stroke="${a.color}" stroke-width="5" fill="none" opacity=".5"/>`,
    drawEmoji(a.emoji, heap[6][0], heap[6][1], heap[6][2], heap[6][3]),
    drawEmoji(a.emoji, heap[7][0], heap[7][1], heap[7][2], heap[7][3]),
  ].join("");
  return frame(size, a.title, body, ["#f4efe4", "#ece3d2"]);
}
