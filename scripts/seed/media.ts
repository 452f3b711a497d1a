// Images of the seed, generated at seed time with no network: one SVG per product, brand, post,
// recipe, author and instashop item, in the three sizes the screens use. They are static files
// (public/media/), deployed with the other assets.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentsSvg, packSvg, type PackArt } from "./art/pack";
import { coverSvg, heroSvg, tileSvg } from "./art/scene";
import { HERO_EMOJI } from "./art/emoji";
import { regionMapSvg } from "./art/map";

export const SIZES = { small: 160, medium: 400, large: 800 } as const;

export interface MediaItem {
  kind: "products" | "brands" | "posts" | "authors" | "instashop" | "categories" | "locations";
  code: string;
  title: string;
  hue: number;
  /** Brand colour, when the item has one. */
  color?: string;
  /** A product's pack and contents (scripts/seed/art/pack.ts): drawn instead of the plain picture. */
  art?: PackArt;
  /** A category's tile or a post's cover (scripts/seed/art/scene.ts): the emoji it shows. */
  scene?: readonly string[];
  /** A brand's, an author's or a store's picture (scripts/seed/art/scene.ts), drawn at a size. */
  draw?: (size: number) => string;
}

/** A product's second picture, its contents: `{code}-contents-{size}.svg` (commerce/lib/media.ts). */
export const CONTENTS_SUFFIX = "-contents";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function words(title: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const w of title.split(/\s+/)) {
    if ((line + " " + w).trim().length > max && line) {
      out.push(line);
      line = w;
    } else line = (line + " " + w).trim();
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

/** A product package, a brand badge, an article cover or an author portrait, by kind. */
export function svgFor(item: MediaItem, size: number): string {
  const h = ((item.hue % 360) + 360) % 360;
  const bg1 = `hsl(${h} 55% 88%)`;
  const bg2 = `hsl(${(h + 40) % 360} 60% 78%)`;
  const ink = `hsl(${h} 45% 22%)`;
  // One image serves every site: names (brands, authors) read the same in every language, so
  // they carry a caption; product and post titles would show in one language on all sites.
  const captioned = item.kind === "brands" || item.kind === "authors";
  const lines = captioned ? words(item.title, item.kind === "brands" ? 14 : 18) : [];
  const text = lines.map((l, i) => `<tspan x="200" dy="${i === 0 ? 0 : 30}">${esc(l)}</tspan>`).join("");
  let art: string;
  switch (item.kind) {
    case "products":
      art = `<path d="M130 110h140l20 40v170a20 20 0 0 1-20 20H130a20 20 0 0 1-20-20V150z" fill="#fff" opacity=".85"/><rect x="130" y="95" width="140" height="22" rx="6" fill="${ink}" opacity=".8"/><circle cx="200" cy="205" r="38" fill="${bg2}"/>`;
      break;
    case "brands":
      art = `<circle cx="200" cy="170" r="95" fill="${item.color ?? ink}"/><text x="200" y="195" font-size="72" text-anchor="middle" fill="#fff" font-family="Georgia, serif" font-weight="700">${esc(item.title.slice(0, 1).toUpperCase())}</text>`;
      break;
    case "authors":
      art = `<circle cx="200" cy="150" r="60" fill="#fff" opacity=".9"/><path d="M95 330c10-70 60-105 105-105s95 35 105 105z" fill="#fff" opacity=".9"/>`;
      break;
    default:
      art = `<path d="M0 260 Q100 200 200 250 T400 230 V400 H0z" fill="${bg2}"/><circle cx="300" cy="110" r="45" fill="#fff" opacity=".7"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${esc(item.title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>${art}${lines.length ? `<text x="200" y="${item.kind === "brands" ? 310 : 360 - (lines.length - 1) * 30}" font-size="24" text-anchor="middle" fill="${ink}" font-family="system-ui, sans-serif" font-weight="600">${text}</text>` : ""}</svg>`;
}

export function writeMedia(publicDir: string, items: MediaItem[]): number {
  let n = 0;
  for (const kind of new Set(items.map((i) => i.kind))) mkdirSync(join(publicDir, "media", kind), { recursive: true });
  for (const item of items) {
    const base = join(publicDir, "media", item.kind, item.code.toLowerCase());
    for (const [name, size] of Object.entries(SIZES)) {
      writeFileSync(`${base}-${name}.svg`, item.draw ? item.draw(size) : item.art ? packSvg(item.art, size) : item.scene ? (item.kind === "categories" ? tileSvg : coverSvg)(item.scene, item.title, item.hue, size) : svgFor(item, size));
      n++;
      if (item.art) {
        writeFileSync(`${base}${CONTENTS_SUFFIX}-${name}.svg`, contentsSvg(item.art, size));
        n++;
      }
    }
  }
  return n;
}

/** The home page's hero picture, 3:2 (`/media/home/hero-{medium,large}.svg`, commerce/lib/media.ts `HERO_IMAGE`). */
export const HERO_SIZES = { medium: 800, large: 1200 } as const;

export function writeHero(publicDir: string, label: string): number {
  mkdirSync(join(publicDir, "media", "home"), { recursive: true });
  for (const [name, width] of Object.entries(HERO_SIZES)) writeFileSync(join(publicDir, "media", "home", `hero-${name}.svg`), heroSvg(HERO_EMOJI, label, width));
  return Object.keys(HERO_SIZES).length;
}

/** The stores map's drawing (`/media/map/region.svg`, shared/store-map.ts). */
export function writeMap(publicDir: string): number {
  mkdirSync(join(publicDir, "media", "map"), { recursive: true });
  writeFileSync(join(publicDir, "media", "map", "region.svg"), regionMapSvg());
  return 1;
}
