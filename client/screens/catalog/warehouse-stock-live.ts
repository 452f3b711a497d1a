/**
 * The stock form's script (docs/decisions/0036-warehouse-stock-form.md), loaded after hydration
 * by ./warehouse-stock.tsx for staff who may set stock only: each warehouse's row is a
 * server-rendered plain form (worker/render/warehouse-stock.tsx); this sends the same fields as
 * JSON to the same BFF endpoint and shows the answer in place — an error beside each field it
 * concerns, a refusal above the table, or the success notice with the saved figures in the row
 * (and its total), which become the figures the row's next save compares with. Its texts come
 * from the section's `data-labels`; it imports nothing of the page's other chunks but the
 * helper that reads them.
 */

import { formSay } from "./form-texts";

type Answer = { ok: boolean; status: number; json: { label_name?: unknown; retry_after?: unknown; errors?: unknown; data?: unknown } };
type Saved = { packages?: { variation_code?: unknown; qty?: unknown }[] };

async function post(url: string, body: object): Promise<Answer> {
  try {
    const res = await fetch(url, { method: "POST", credentials: "same-origin", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(body) });
    return { ok: res.ok, status: res.status, json: ((await res.json().catch(() => ({}))) ?? {}) as Answer["json"] };
  } catch {
    return { ok: false, status: 0, json: {} };
  }
}

const live = new WeakSet<HTMLElement>();

export function liveWarehouseStock(section: HTMLElement): void {
  if (live.has(section)) return;
  live.add(section);
  section.dataset.live = "1";
  const say = formSay(section);
  const status = section.querySelector<HTMLElement>(".warehouse-stock-status");

  function clear() {
    for (const el of section.querySelectorAll(".field-error, .form-notice-error")) el.remove();
    for (const input of section.querySelectorAll<HTMLInputElement>("input[aria-invalid]")) {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
    status?.replaceChildren();
  }

  function refusal(text: string) {
    const p = document.createElement("p");
    p.className = "form-notice form-notice-error";
    p.setAttribute("role", "alert");
    p.textContent = text;
    (status ?? section.querySelector("h2"))?.insertAdjacentElement("afterend", p);
  }

  for (const form of section.querySelectorAll<HTMLFormElement>("form.warehouse-stock-row")) {
    const fields = () => [...section.querySelectorAll<HTMLInputElement>(`input[form="${CSS.escape(form.id)}"]`)];
    const row = form.closest("tr");

    function fieldError(name: string, key: string): HTMLInputElement | null {
      const input = fields().find((i) => i.name === name);
      if (!input) return null;
      const p = document.createElement("p");
      p.id = `${input.id}-error`;
      p.className = "field-error";
      p.textContent = say(key);
      input.insertAdjacentElement("afterend", p);
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", p.id);
      return input;
    }

    function showSaved(saved: Saved) {
      for (const s of saved.packages ?? []) {
        const input = fields().find((i) => i.dataset.code === s.variation_code);
        if (!input || typeof s.qty !== "number") continue;
        input.value = String(s.qty);
        const was = form.querySelector<HTMLInputElement>(`input[name="was_${input.name.slice(4)}"]`);
        if (was) was.value = String(s.qty);
      }
      // The row just saved stands out until the next save (the notice is above the table).
      for (const r of section.querySelectorAll("tr[data-saved]")) r.removeAttribute("data-saved");
      row?.setAttribute("data-saved", "");
      // The warehouse's total of this product: the row's figures as they now stand.
      const total = row?.querySelector("[data-total]");
      if (total) total.textContent = String([...form.querySelectorAll<HTMLInputElement>("input[name^=was_]")].reduce((n, i) => n + Number(i.value), 0));
    }

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (form.getAttribute("aria-busy") === "true") return;
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      const body: Record<string, string> = {};
      for (const [k, val] of new FormData(form)) if (!k.startsWith("_") && typeof val === "string") body[k] = val;
      form.setAttribute("aria-busy", "true");
      if (button) button.disabled = true;
      clear();
      const a = await post(form.action, body);
      form.removeAttribute("aria-busy");
      if (button) button.disabled = false;
      if (a.ok) {
        const saved = (a.json.data ?? {}) as Saved;
        showSaved(saved);
        const done = document.createElement("p");
        done.className = "form-notice form-notice-ok";
        done.textContent = say((saved.packages ?? []).length > 0 ? "warehouse_stock_saved" : "warehouse_stock_unchanged");
        status?.replaceChildren(done);
        return;
      }
      const errors = a.json.errors && typeof a.json.errors === "object" ? (a.json.errors as Record<string, unknown>) : {};
      const invalid = Object.entries(errors).flatMap(([name, key]) => (typeof key === "string" && /^qty_\d+$/.test(name) ? [fieldError(name, key)] : []));
      const first = invalid.find((i) => i !== null);
      if (first) {
        refusal(say("validation_form_errors"));
        first.focus();
        return;
      }
      const key = a.status === 0 ? "error_network" : a.status === 429 ? "error_too_many_retry" : typeof a.json.label_name === "string" ? a.json.label_name : "error_generic_text";
      refusal(say(key, typeof a.json.retry_after === "number" ? a.json.retry_after : 60));
    });
  }
}
