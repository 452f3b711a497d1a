import type { Labels } from "../../shared/contract/app";
import { familyOf } from "../../client/screens/registry";
import { ANSWER_LABEL_KEYS, COMMON_LABEL_KEYS, FAMILY_LABEL_KEYS, LABEL_KEY_PREFIXES } from "../label-keys.generated";

/**
 * The labels a page embeds: not all of the site's (500 and more, ~30 KB on every page) but the
 * keys its screen's code and the code every page loads name (found in the built chunks by
 * scripts/label-keys.ts), the keys its data names (a form field's `label_name`, an order's
 * `status_label`, a screen's `error`), every key a prefix the code builds keys from starts, and
 * on the form screens every error label an API answer may name.
 * Client-side navigation merges each page's labels into those it has (client/navigation/navigate.ts).
 * docs/decisions/0016-lean-pages.md.
 */
export function pageLabels(all: Labels, kind: string, data: unknown): Labels {
  const out: Labels = { ...staticPart(all, familyOf(kind)) };
  collectKeys(data, all, out, 0);
  return out;
}

/**
 * The form screens show the label an API answer names (`t(error)` of a field, a coupon's answer,
 * a refused form's `validation_*` per field, a log-in's "not confirmed yet"), which no browser
 * code names as a literal: they carry every error and validation label and every key the commerce
 * API's and the BFF's source names (ANSWER_LABEL_KEYS, scripts/label-keys.ts).
 */
const ANSWER_LABELS = ["error_", "validation_"];
const FORM_FAMILIES: ReadonlySet<string> = new Set(["auth", "account", "cart", "login", "customer", "webshop", "review", "order", "payment", "gateway", "quick"]);

/** The static part per labels object and family; label objects are reused while cached. */
const STATIC = new WeakMap<Labels, Map<string, Labels>>();

function staticPart(all: Labels, family: string): Labels {
  let byFamily = STATIC.get(all);
  if (!byFamily) STATIC.set(all, (byFamily = new Map()));
  let part = byFamily.get(family);
  if (!part) {
    part = {};
    const form = FORM_FAMILIES.has(family);
    for (const k of [...COMMON_LABEL_KEYS, ...(FAMILY_LABEL_KEYS[family] ?? []), ...(form ? ANSWER_LABEL_KEYS : [])]) if (Object.hasOwn(all, k)) part[k] = all[k]!;
    const prefixes = [...LABEL_KEY_PREFIXES, ...(form ? ANSWER_LABELS : [])];
    for (const k of Object.keys(all)) if (prefixes.some((p) => k.startsWith(p))) part[k] = all[k]!;
    byFamily.set(family, part);
  }
  return part;
}

const KEY = /^[a-z][a-z0-9_]*$/;

/** Adds every string of `data` that is a label key (depth-limited; page data is shallow). */
function collectKeys(data: unknown, all: Labels, out: Labels, depth: number): void {
  if (depth > 12) return;
  if (typeof data === "string") {
    if (data.length < 80 && KEY.test(data) && Object.hasOwn(all, data)) out[data] = all[data]!;
  } else if (Array.isArray(data)) {
    for (const item of data) collectKeys(item, all, out, depth + 1);
  } else if (data && typeof data === "object") {
    for (const value of Object.values(data)) collectKeys(value, all, out, depth + 1);
  }
}

/** Every label of the site, for what the server renders outside the hydrated root (the footer). */
const SITE_LABELS = new WeakMap<object, Labels>();

export function rememberSiteLabels<T extends object>(state: T, all: Labels): T {
  SITE_LABELS.set(state, all);
  return state;
}

/** The site's labels a state was built from; the state's own when it was built elsewhere. */
export function siteLabels(state: { labels: Labels }): Labels {
  return SITE_LABELS.get(state) ?? state.labels;
}
