import type { Labels } from "../../shared/contract/app";
import { label } from "../../shared/labels";

/**
 * Screens the runtime puts over the page when it cannot be used: they sit outside React's
 * root (React keeps owning #root) and are built with textContent, never HTML strings.
 */
function overlay(doc: Document, id: string, className: string): HTMLElement | null {
  if (doc.getElementById(id)) return null;
  const el = doc.createElement("div");
  el.id = id;
  el.className = `runtime-overlay ${className}`;
  doc.body.appendChild(el);
  return el;
}

function add<K extends keyof HTMLElementTagNameMap>(parent: HTMLElement, tag: K, text: string, className?: string): HTMLElementTagNameMap[K] {
  const el = parent.ownerDocument.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  parent.appendChild(el);
  return el;
}

/** The maintenance screen (docs/behaviour/08-errors.md): title, text and a refresh button, in the site's language. */
export function showMaintenance(doc: Document, labels: Labels, refresh: () => void): void {
  const el = overlay(doc, "runtime-maintenance", "maintenance-screen");
  if (!el) return;
  el.setAttribute("role", "alertdialog");
  el.setAttribute("aria-modal", "true");
  el.setAttribute("aria-labelledby", "runtime-maintenance-title");
  add(el, "h1", label(labels, "maintenance_title")).id = "runtime-maintenance-title";
  add(el, "p", label(labels, "maintenance_text"));
  const button = add(el, "button", label(labels, "maintenance_refresh"), "button");
  button.type = "button";
  button.addEventListener("click", refresh);
  button.focus();
}

/**
 * The start-up loader, shown while a start without page data is repaired by a reload. It has
 * no words: without page data there are no labels to say them in, and it lasts a moment.
 */
export function showLoader(doc: Document): void {
  const el = overlay(doc, "runtime-loader", "loader-screen");
  if (!el) return;
  el.setAttribute("role", "progressbar");
  el.setAttribute("aria-busy", "true");
  add(el, "span", "", "spinner");
}
