/**
 * How the script of a server-rendered form (worker/render/reviews.tsx, worker/render/back-in-stock.tsx,
 * worker/render/warehouse-stock.tsx) words its answers: the texts the server wrote on the form (or
 * its section) as `data-labels`, in the page's language (the page carries no labels for these
 * scripts); a key it lacks reads as the generic error, `{seconds}` filled in.
 */
export function formSay(form: HTMLElement): (key: string, seconds?: number) => string {
  let texts: Record<string, string> = {};
  try {
    texts = JSON.parse(form.dataset.labels ?? "{}") as Record<string, string>;
  } catch {
    texts = {};
  }
  return (key, seconds = 60) => (texts[key] ?? texts.error_generic_text ?? key).replace("{seconds}", String(seconds));
}
