import type { RouteWords } from "../../shared/route-words";

interface Rule {
  old_path: string;
  new_path: string;
  type: number | null;
}

/**
 * Redirect rules of one site: at least two of every old_path pattern the storefront supports
 * (docs/behaviour/04-states.md "Redirect rules"), plus external targets, as a shop collects them over re-launches.
 */
export function redirectRules(w: RouteWords, pages: { about: string; contact: string }): Rule[] {
  return [
    // exact
    { old_path: "/stara-akcija/", new_path: "/", type: null },
    { old_path: "/o-zrnu/", new_path: `/${pages.about}/`, type: 301 },
    // exact, including the query
    { old_path: "/index.php?page=kontakt", new_path: `/${pages.contact}/`, type: 301 },
    { old_path: "/index.php?page=onama", new_path: `/${pages.about}/`, type: 302 },
    // (slug+)+(id+)
    { old_path: "/p/(slug+)+(id+)/", new_path: `/${w.catalog}/(1)-${w.product}-(2)/`, type: 301 },
    { old_path: "/artikl/(slug+)+(id+)/", new_path: `/${w.catalog}/(1)-${w.product}-(2)/`, type: 308 },
    // (slug+)-suffix
    { old_path: "/(slug+)-akcija/", new_path: `/${w.catalog}/(1)/`, type: 301 },
    { old_path: "/(slug+)-arhiva/", new_path: "/blog/(1)/", type: 301 },
    // trailing (.*)
    { old_path: "/stari-blog/(.*)", new_path: "/blog/(1)", type: 301 },
    { old_path: "/shop/(.*)", new_path: `/${w.catalog}/`, type: 302 },
    // (.+)
    { old_path: "/arhiva/(.+)/", new_path: "/blog/(1)/", type: 301 },
    { old_path: "/kategorija/(.+)/", new_path: `/${w.catalog}/(1)/`, type: 301 },
    // (slug*)
    { old_path: "/katalog/(slug*)/", new_path: `/${w.catalog}/`, type: 301 },
    { old_path: "/tag-(slug*)/", new_path: `/${w.tags}/`, type: 301 },
    // (slug+)
    { old_path: "/recepti-stari/(slug+)/", new_path: "/recepti/(1)/", type: 301 },
    { old_path: "/autor/(slug+)/", new_path: `/${w.authors}/(1)/`, type: 301 },
    // (id*)
    { old_path: "/narudzba/(id*)/", new_path: "/", type: 302 },
    { old_path: "/kosarica(id*)/", new_path: `/${w.webshop}/`, type: 302 },
    // (id+)
    { old_path: "/item/(id+)/", new_path: `/${w.catalog}/?id=(1)`, type: 301 },
    { old_path: "/post/(id+)/", new_path: "/blog/?id=(1)", type: 301 },
    // (slug+)-(id+)
    { old_path: "/proizvod/(slug+)-(id+)/", new_path: `/${w.catalog}/(1)-${w.product}-(2)/`, type: 301 },
    { old_path: "/clanak/(slug+)-(id+)/", new_path: "/blog/(1)-(2)/", type: 301 },
    // external targets
    { old_path: "/facebook/", new_path: "https://www.facebook.com/zrno.shop", type: 302 },
    { old_path: "/instagram/", new_path: "//www.instagram.com/zrno.shop/", type: 302 },
    { old_path: "/blog-stari/(.*)", new_path: "http://blog.zrno.eu/(1)", type: 301 },
  ];
}
