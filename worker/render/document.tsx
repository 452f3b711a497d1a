import type { PageState } from "../../shared/page-state";
import { serializeState } from "../../shared/page-state";
import { jsonLd } from "../../shared/structured-data";
import { App } from "../../client/app";
import { SERVER_SCREENS } from "./screens";
import { pageTypeface, scriptLoader } from "./hints";
import { speculationRulesJson } from "./speculation";
import { SiteFooter, type OtherSite } from "./site-footer";
import type { FormFlash } from "../session/form-flash";
import { AUTOSUBMIT_FORM_ID } from "../../shared/screens/checkout";
import { PRODUCT_SLOTS } from "../../shared/screens/product-slots";

/**
 * The payment autosubmit page (docs/behaviour/04-states.md "Order outcome": a hidden form is autosubmitted): this
 * response's nonce'd inline script posts the form as soon as it is parsed, outside the hydrated
 * tree. `prototype.submit` so no input named "submit" can shadow it; the page's own button is
 * there for a browser without JavaScript.
 */
const AUTOSUBMIT_SCRIPT = `(function(){var f=document.getElementById(${JSON.stringify(AUTOSUBMIT_FORM_ID)});if(f)HTMLFormElement.prototype.submit.call(f);})();`;

interface DocumentProps {
  state: PageState;
  nonce: string;
  assetVersion: string;
  /** Bots get no client script and no embedded state. */
  withScript: boolean;
  structuredData: object[];
  noindex: boolean;
  /** The footer's "other countries": every other site's home page. */
  otherSites: readonly OtherSite[];
  /** The answer to the footer's newsletter form, for this one view (worker/bff/newsletter.ts). */
  newsletter?: FormFlash | null;
}

/**
 * The HTML document. Only `#root` is hydrated; the head is the server's. Everything in the head
 * comes from the state the loader already has, so it flushes with the shell.
 */
export function Document({ state, nonce, assetVersion, withScript, structuredData, noindex, otherSites, newsletter = null }: DocumentProps) {
  const typeface = withScript ? pageTypeface(state) : "";
  return (
    <html lang={state.tenant.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The client compares it with /builds/latest.json to notice a newer build. */}
        {withScript && <meta name="zrno-build" content={assetVersion} />}
        <title>{state.title}</title>
        {state.description && <meta name="description" content={state.description} />}
        {noindex && <meta name="robots" content="noindex, follow" />}
        {state.canonical && <link rel="canonical" href={state.canonical} />}
        {/* hreflang names the same entity on other sites: only a page with a canonical has one (an error screen's alternates are the sites' homes, for its switch). */}
        {state.canonical &&
          state.alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        <link rel="stylesheet" href={`/assets/client.css?v=${assetVersion}`} />
        <link rel="icon" href="data:," />
        {/* Before the body: on a return visit the typeface is set from the first layout on (./hints.ts). */}
        {typeface && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: typeface }} />}
        {structuredData.map((d, i) => (
          <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd(d) }} />
        ))}
      </head>
      <body className={state.bodyClass}>
        <div id="root">
          <App state={state} screens={SERVER_SCREENS} />
        </div>
        {/* Outside the React root too: the footer is the same on every page of a site, so it is never hydrated and costs no script. */}
        <SiteFooter state={state} sites={otherSites} newsletter={newsletter} />
        {withScript && <script type="application/json" id="__STATE__" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeState(embeddedState(state)) }} />}
        {/* Prefetch on hover, prerender a product pressed in a grid, where the browser can (./speculation.ts). */}
        {withScript && <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRulesJson(state.tenant) }} />}
        {/* Last, so #root and the state are there when it runs: it starts the scripts after the largest paint (./hints.ts). */}
        {withScript && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptLoader(state) }} />}
        {withScript && state.screen.kind === "webshop-payment-autosubmit" && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AUTOSUBMIT_SCRIPT }} />}
      </body>
    </html>
  );
}

/**
 * The state the page embeds: all of it but what the browser reads on its own as it hydrates: the
 * home page's and a public product's sections below the fold (`below`; their key stays), which it
 * reads from the BFF's `home/below/` and `catalog/product/below/`, and the product page's server-rendered parts (shared/screens/product-slots.ts),
 * which it takes from their slots in this very HTML (docs/decisions/0016-lean-pages.md).
 */
function embeddedState(state: PageState): PageState {
  if (state.screen.kind === "catalog-product") {
    const screen = { ...state.screen };
    for (const key of Object.keys(PRODUCT_SLOTS) as (keyof typeof PRODUCT_SLOTS)[]) delete screen[key];
    if (screen.belowKey) delete screen.below;
    return { ...state, screen };
  }
  if (state.screen.kind !== "cms" || !state.screen.below) return state;
  const { below: _below, ...screen } = state.screen;
  return { ...state, screen };
}
