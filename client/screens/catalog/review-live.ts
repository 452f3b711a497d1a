
/**
 * The reviews section's script (issue 14), loaded after hydration by ./reviews-slot.tsx: the
 * section is server-rendered HTML (worker/render/reviews.tsx) whose forms post plainly; this sends
 * them as JSON and shows the answers without a reload. Sort and language filter ask the BFF for
 * the list (it answers the items as HTML, rendered by the same server code); "more" appends the
 * next page; votes count once; for a token that may name an account it asks `reviews/mine/` for
 * the shopper's votes, their own review (shown in place of the form) and, for staff, the queue.
 * Its texts come from the section's `data-texts`, in the page's language. It imports nothing of
 * the page's other chunks (their dependencies would make the browser preload the stylesheet again).
 */

export type Call = (url: string, method?: "GET" | "POST", body?: object) => Promise<Answer>;

/** One JSON call to the BFF (the token rides in its HttpOnly cookie); a network failure is status 0. */
export const call: Call = async (url, method = "GET", body) => {
  try {
    const res = await fetch(url, { method, credentials: "same-origin", headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json().catch(() => ({}))) as Answer["json"];
    return { ok: res.ok, status: res.status, json: json ?? {} };
  } catch {
    return { ok: false, status: 0, json: {} };
  }
};

type Texts = Record<"sent" | "thanks" | "login" | "own" | "generic" | "network" | "tooMany" | "yes" | "noneInLang" | "approved" | "rejected", string>;
export type Answer = { ok: boolean; status: number; json: { data?: unknown; label_name?: unknown; retry_after?: unknown; errors?: unknown } };

const live = new WeakSet<Element>();

export function liveReviews(section: HTMLElement, mayBeShopper: boolean): void {
  if (live.has(section)) return;
  live.add(section);
  const api = section.dataset.api ?? "";
  const product = section.dataset.product ?? "";
  const texts = JSON.parse(section.dataset.texts ?? "{}") as Texts;
  const list = section.querySelector<HTMLOListElement>(".review-list")!;
  const more = section.querySelector<HTMLButtonElement>(".review-more")!;
  const noneInLang = section.querySelector<HTMLElement>(".review-none-in-lang")!;
  const notice = section.querySelector<HTMLElement>(".form-notice")!;
  const personal = section.querySelector<HTMLElement>(".review-personal")!;
  const write = section.querySelector<HTMLElement>("#review-write");
  const select = section.querySelector(".review-controls select") as HTMLSelectElement | null;
  const onlyMine = section.querySelector<HTMLInputElement>(".review-controls input[type=checkbox]");
  let page = 1;
  let pages = Number(section.dataset.pages ?? "1");
  let mine: { voted: string[]; own: string | null } = { voted: [], own: null };
  more.hidden = pages <= 1;

  const say = (a: Answer, done?: string) => {
    const label = typeof a.json.label_name === "string" ? a.json.label_name : "";
    const seconds = typeof a.json.retry_after === "number" ? a.json.retry_after : 60;
    return done ?? (a.status === 0 ? texts.network : a.status === 401 ? texts.login : label.endsWith("_own") ? texts.own : a.status === 429 ? texts.tooMany.replace("{seconds}", String(seconds)) : texts.generic);
  };
  function show(text: string, ok: boolean) {
    notice.textContent = text;
    notice.className = `form-notice ${ok ? "form-notice-ok" : "form-notice-error"}`;
    notice.setAttribute("role", ok ? "status" : "alert");
  }
  /** The shopper's votes pressed, and no vote on their own review. */
  function mark() {
    for (const form of list.querySelectorAll<HTMLFormElement>(".review-helpful")) {
      const id = form.closest<HTMLElement>("[data-review]")?.dataset.review ?? "";
      if (id === mine.own) form.remove();
      else if (mine.voted.includes(id)) {
        const button = form.querySelector("button")!;
        button.disabled = true;
        button.setAttribute("aria-pressed", "true");
      }
    }
  }

  // A shopper may sort and then filter before the first answer is back: only the latest asked
  // may draw the list, or an older answer would undo the newer choice.
  let asked = 0;
  async function load(next: number) {
    const q = new URLSearchParams({ product, sort: select?.value ?? "newest", page: String(next), html: "1" });
    if (onlyMine?.checked) q.set("lang", onlyMine.value);
    const ask = ++asked;
    list.setAttribute("aria-busy", "true");
    const a = await call(`${api}?${q}`);
    if (ask !== asked) return;
    list.removeAttribute("aria-busy");
    if (!a.ok) return show(say(a), false);
    const data = a.json.data as { html: string; page: number; pages: number; total: number };
    if (next === 1) list.innerHTML = data.html;
    else list.insertAdjacentHTML("beforeend", data.html);
    page = data.page;
    pages = data.pages;
    more.hidden = page >= pages;
    noneInLang.hidden = data.total > 0 || !onlyMine?.checked;
    mark();
  }
  select?.addEventListener("change", () => void load(1));
  onlyMine?.addEventListener("change", () => void load(1));
  more.addEventListener("click", () => void load(page + 1));

  async function loadMine() {
    const a = await call(`${api}mine/?product=${encodeURIComponent(product)}`);
    if (!a.ok) return;
    const me = a.json.data as { logged_in: boolean; own: { id: string } | null; voted: string[]; own_html: string; pending_html: string };
    mine = { voted: me.voted, own: me.own?.id ?? null };
    personal.innerHTML = me.own_html + me.pending_html;
    if (write) write.hidden = Boolean(me.own);
    mark();
  }
  if (mayBeShopper) void loadMine();

  section.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (form.classList.contains("review-helpful")) {
      event.preventDefault();
      void vote(form);
    } else if (form.classList.contains("review-decide")) {
      event.preventDefault();
      void decide(form, submitter?.value === "reject" ? "reject" : "approve");
    } else if (form.classList.contains("review-controls")) event.preventDefault();
  });

  async function vote(form: HTMLFormElement) {
    const button = form.querySelector("button")!;
    const status = form.querySelector(".review-helpful-status");
    if (button.disabled) return;
    button.disabled = true;
    const a = await call(`${api}helpful/`, "POST", { review_id: String(new FormData(form).get("review_id")) });
    if (status) status.textContent = ` ${say(a, a.ok ? texts.thanks : undefined)}`;
    if (!a.ok) return void (button.disabled = false);
    button.textContent = texts.yes.replace("{count}", String((a.json.data as { helpful: number }).helpful));
    button.setAttribute("aria-pressed", "true");
  }

  async function decide(form: HTMLFormElement, decision: "approve" | "reject") {
    for (const b of form.querySelectorAll("button")) b.disabled = true;
    const a = await call(`${api}moderate/`, "POST", { review_id: String(new FormData(form).get("review_id")), decision });
    show(say(a, a.ok ? (decision === "approve" ? texts.approved : texts.rejected) : undefined), a.ok);
    await Promise.all([loadMine(), load(1)]);
  }

  const form = write?.querySelector<HTMLFormElement>("#review-form");
  if (form)
    void import("./review-submit").then((m) =>
      m.enhanceReviewForm(form, {
        api,
        call,
        onSent: () => {
          show(texts.sent, true);
          void loadMine();
        },
        onLoggedOut: () => window.location.reload(),
      }),
    );
  // Said once everything above listens: until then a change of the sort or filter is the plain form's.
  section.dataset.live = "";
}
