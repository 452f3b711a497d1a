import { env } from "cloudflare:workers";
import * as v from "valibot";
import { TokenResponse } from "../../shared/contract/app";

/** Calls to the commerce API's search, as a site (host + language) would make them. */
export const API = "https://commerce.internal";

export const SEARCH_SITES = {
  hr: { host: "www.zrno.hr", lang: "hr" },
  en: { host: "www.zrno.eu", lang: "en" },
  sl: { host: "www.zrno.eu", lang: "sl" },
  de: { host: "www.zrno.de", lang: "de" },
  it: { host: "www.zrno.eu", lang: "it" },
  es: { host: "www.zrno.eu", lang: "es" },
  sr: { host: "www.zrno.rs", lang: "sr" },
  bs: { host: "www.zrno.eu", lang: "bs" },
  cnr: { host: "www.zrno.eu", lang: "cnr" },
} as const;
export type SearchLang = keyof typeof SEARCH_SITES;

let token = "";
export async function apiToken(): Promise<string> {
  if (token) return token;
  const res = await env.API.fetch(`${API}/auth/generate-token/`, { headers: { "x-base-host": "www.zrno.hr", "x-lang": "hr" } });
  token = v.parse(TokenResponse, await res.json()).data.jwt;
  return token;
}

export async function apiPost(path: string, lang: SearchLang, body: unknown, auth?: string): Promise<Response> {
  const site = SEARCH_SITES[lang];
  return env.API.fetch(`${API}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${auth ?? (await apiToken())}`, "x-base-host": site.host, "x-lang": site.lang },
    body: JSON.stringify(body),
  });
}

export interface FoundProducts {
  titles: string[];
  codes: string[];
  total: number;
  corrected: string | null;
  facets: { manufacturers: { code: string; count: number }[]; attributes: { code: string; count: number }[] };
}

export async function searchProducts(lang: SearchLang, q: string, extra: Record<string, unknown> = {}): Promise<FoundProducts> {
  const res = await apiPost("/catalog/products/", lang, { search_q: q, limit: 24, ...extra });
  if (res.status !== 200) throw new Error(`search ${lang} "${q}": ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { data: { items: { title: string; code: string }[]; total: number; search?: { corrected: string | null }; facets: FoundProducts["facets"] } };
  return {
    titles: json.data.items.map((i) => i.title),
    codes: json.data.items.map((i) => i.code),
    total: json.data.total,
    corrected: json.data.search?.corrected ?? null,
    facets: json.data.facets,
  };
}
