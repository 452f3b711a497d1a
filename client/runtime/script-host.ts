import type { ScriptHost } from "./scripts";

/**
 * The page's own nonce, read from a script the server sent: scripts we add must carry it (the
 * CSP is nonce + 'strict-dynamic'). Browsers hide the attribute's value but keep the property.
 */
export function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** Consented scripts as nonce-carrying elements in <head>, found again by `data-zrno-script`. */
export function domScriptHost(doc: Document, nonce: string): ScriptHost {
  return {
    insert(script) {
      const el = doc.createElement("script");
      el.setAttribute("nonce", nonce);
      el.dataset.zrnoScript = script.id;
      el.dataset.category = script.category;
      if (script.src) {
        el.async = true;
        el.src = script.src;
        // A blocked or failing tag must never break the shop: it is logged, nothing more (docs/behaviour/08-errors.md).
        el.onerror = () => console.warn(`script ${script.id} failed to load`);
      } else {
        el.text = script.code ?? "";
      }
      doc.head.appendChild(el);
    },
    remove(id) {
      doc.head.querySelector(`script[data-zrno-script="${id}"]`)?.remove();
    },
  };
}
