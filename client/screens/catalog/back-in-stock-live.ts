/**
 * The "notify me" form's script (issue 10), loaded after hydration by ./back-in-stock.tsx on a
 * product page out of stock only: the form is server-rendered HTML that posts plainly
 * (worker/render/back-in-stock.tsx); this sends the same fields as JSON to the same BFF endpoint
 * and shows the answer in place — the error beside the field, a refusal above it, or the success
 * notice instead of the form. For a logged-in shopper it fills in the account's address from the
 * profile, only on the client (the page's HTML is the same for every visitor) and only while the
 * field is empty. Its texts come from the form's `data-labels`; it imports nothing of the page's
 * other chunks.
 */

import { formSay } from "./form-texts";

type Answer = { ok: boolean; status: number; json: { label_name?: unknown; retry_after?: unknown; errors?: unknown; data?: unknown } };

async function call(url: string, method: "GET" | "POST", body?: object): Promise<Answer> {
  try {
    const res = await fetch(url, { method, credentials: "same-origin", headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    return { ok: res.ok, status: res.status, json: ((await res.json().catch(() => ({}))) ?? {}) as Answer["json"] };
  } catch {
    return { ok: false, status: 0, json: {} };
  }
}

const live = new WeakSet<HTMLFormElement>();

export function liveBackInStock(form: HTMLFormElement, loggedIn: boolean): void {
  const email = form.querySelector<HTMLInputElement>("input[name=email]");
  if (!email) return;
  if (loggedIn && !email.value) void prefill(form.dataset.profile ?? "", email);
  if (live.has(form)) return;
  live.add(form);
  form.dataset.live = "1";
  const say = formSay(form);
  const errorId = `${email.id}-error`;

  function clear() {
    for (const el of form.querySelectorAll(".field-error, .form-notice")) el.remove();
    email!.removeAttribute("aria-invalid");
    email!.setAttribute("aria-describedby", (email!.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId).join(" "));
  }

  function fieldError(key: string) {
    const p = document.createElement("p");
    p.id = errorId;
    p.className = "field-error";
    p.textContent = say(key);
    form.querySelector(".back-in-stock-row")?.insertAdjacentElement("afterend", p);
    email!.setAttribute("aria-invalid", "true");
    email!.setAttribute("aria-describedby", `${errorId} ${email!.getAttribute("aria-describedby") ?? ""}`.trim());
    email!.focus();
  }

  function notice(text: string, ok: boolean): HTMLParagraphElement {
    const p = document.createElement("p");
    p.className = `form-notice ${ok ? "form-notice-ok" : "form-notice-error"}`;
    p.setAttribute("role", ok ? "status" : "alert");
    p.textContent = text;
    return p;
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.getAttribute("aria-busy") === "true") return;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const data = new FormData(form);
    form.setAttribute("aria-busy", "true");
    if (button) button.disabled = true;
    clear();
    const a = await call(form.action, "POST", { email: String(data.get("email") ?? ""), product_id: String(data.get("product_id") ?? "") });
    form.removeAttribute("aria-busy");
    if (button) button.disabled = false;
    if (a.ok) {
      const done = document.createElement("div");
      done.className = "form-notice form-notice-ok";
      done.setAttribute("role", "status");
      const text = document.createElement("p");
      text.textContent = say("back_in_stock_subscribed");
      done.appendChild(text);
      // The request's withdrawal link, a path of this site (the BFF builds it).
      const withdraw = (a.json.data as { withdraw_path?: unknown } | undefined)?.withdraw_path;
      if (typeof withdraw === "string" && /^\/[^/\\]/.test(withdraw)) {
        const link = document.createElement("a");
        link.className = "back-in-stock-withdraw";
        link.href = withdraw;
        link.rel = "nofollow";
        link.textContent = say("back_in_stock_withdraw_link");
        const line = document.createElement("p");
        line.appendChild(link);
        done.appendChild(line);
      }
      done.tabIndex = -1;
      form.replaceWith(done);
      done.focus();
      return;
    }
    const errors = a.json.errors && typeof a.json.errors === "object" ? (a.json.errors as Record<string, unknown>) : {};
    if (typeof errors.email === "string") return fieldError(errors.email);
    const key = a.status === 0 ? "error_network" : typeof a.json.label_name === "string" ? a.json.label_name : "error_generic_text";
    const seconds = typeof a.json.retry_after === "number" ? a.json.retry_after : 60;
    form.querySelector(".back-in-stock-text")?.insertAdjacentElement("afterend", notice(say(a.status === 429 ? "error_too_many_retry" : key, seconds), false));
  });
}

/** The logged-in shopper's address, if the field is still empty when it arrives. */
async function prefill(profile: string, email: HTMLInputElement): Promise<void> {
  if (!profile) return;
  const a = await call(profile, "GET");
  const address = a.ok && a.json.data && typeof (a.json.data as { email?: unknown }).email === "string" ? (a.json.data as { email: string }).email : "";
  if (address && !email.value) email.value = address;
}
