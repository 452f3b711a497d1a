
/**
 * The review form's script (issue 14): the form is server-rendered HTML that posts plainly
 * without JavaScript (worker/render/reviews.tsx); with it, this module — loaded only on a page
 * that has the form (client/screens/catalog/reviews.tsx) — sends the same fields as JSON to the
 * same BFF endpoint and shows the answer without a reload: errors beside their fields, a refusal
 * above the form, and on success the review's pending status in place of the form.
 */

import { formSay } from "./form-texts";

export interface ReviewFormHooks {
  api: string;
  /** The section's BFF call (./review-live.ts `call`). */
  call: (url: string, method: "POST", body: object) => Promise<{ ok: boolean; status: number; json: { data?: unknown; label_name?: unknown; retry_after?: unknown; errors?: unknown } }>;
  onSent: () => void;
  onLoggedOut: () => void;
}

const FIELDS = ["rate", "title", "message", "variation_code"] as const;

export function enhanceReviewForm(form: HTMLFormElement, hooks: ReviewFormHooks): void {
  const say = formSay(form);

  function clear() {
    for (const el of form.querySelectorAll(".field-error, .form-notice")) el.remove();
    for (const el of form.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
  }

  function fieldError(field: string, label: string) {
    const id = `review-${field}-error`;
    const p = document.createElement("p");
    p.id = id;
    p.className = "field-error";
    p.textContent = say(label);
    const anchor = field === "rate" ? form.querySelector(".review-rate") : form.querySelector(`[name="${field}"]`);
    const at = field === "message" ? form.querySelector("#review-message-hint") : anchor;
    (at ?? form.querySelector("button[type=submit]"))?.insertAdjacentElement("afterend", p);
    if (anchor && field !== "rate") anchor.setAttribute("aria-invalid", "true");
    const describedBy = new Set((anchor?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
    describedBy.add(id);
    anchor?.setAttribute("aria-describedby", [...describedBy].join(" "));
  }

  function refusal(text: string) {
    const p = document.createElement("p");
    p.className = "form-notice form-notice-error";
    p.setAttribute("role", "alert");
    p.textContent = text;
    form.querySelector("h3")?.insertAdjacentElement("afterend", p);
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.getAttribute("aria-busy") === "true") return;
    const data = new FormData(form);
    const body: Record<string, string> = { product_code: String(data.get("product_code") ?? "") };
    for (const f of FIELDS) body[f] = String(data.get(f) ?? "");
    form.setAttribute("aria-busy", "true");
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    clear();
    try {
      const { ok, status, json } = await hooks.call(hooks.api, "POST", body);
      if (ok) return hooks.onSent();
      if (status === 401) return hooks.onLoggedOut();
      const errors = json.errors;
      const list = errors && typeof errors === "object" && !Array.isArray(errors) ? Object.entries(errors as Record<string, unknown>) : [];
      for (const [field, label] of list) if ((FIELDS as readonly string[]).includes(field) && typeof label === "string") fieldError(field, label);
      const label = typeof json.label_name === "string" ? json.label_name : "error_generic_text";
      if (!label.startsWith("validation_") || list.length === 0) refusal(say(label, typeof (json as { retry_after?: unknown }).retry_after === "number" ? (json as { retry_after: number }).retry_after : 60));
      (form.querySelector<HTMLElement>("[aria-invalid=true]") ?? form.querySelector<HTMLElement>(".review-rate input"))?.focus();
    } catch {
      refusal(say("error_network"));
    } finally {
      form.removeAttribute("aria-busy");
      if (button) button.disabled = false;
    }
  });
}
