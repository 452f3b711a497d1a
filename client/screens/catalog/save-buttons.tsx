import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { compareCountAtom, pageAtom, tenantAtom, wishlistCountAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";
import { loadSubmit } from "./product-submit-load";
import { bffPath, countOf, LIMITS, type Kind, type SavedList } from "./personal-lists";

/**
 * "Add to wishlist" / "Add to compare" on the product page. Each is a plain form posting to the
 * BFF, so it works without JavaScript (303 back here); with JavaScript the form is sent with
 * fetch, the list refetched until it shows the change (docs/behaviour/04-states.md retry), and the button turns
 * into "Remove". Whether the product is already saved is asked after hydration, so server and
 * browser render the same first markup.
 */
export function SaveButtons({ code, productCode, qty }: { code: string; productCode: string; qty: number }) {
  const tenant = useAtomValue(tenantAtom);
  if (!tenant) return null;
  return (
    <div className="save-buttons">
      {tenant.features.wishlist && <SaveToggle kind="wishlist" code={code} productCode={productCode} qty={qty} />}
      {tenant.features.compare && <SaveToggle kind="compare" code={code} productCode={productCode} qty={1} />}
    </div>
  );
}

/** Labels per list: add, remove, and what the status line says after each. */
const TEXT = {
  wishlist: { add: "wishlist_add", remove: "wishlist_remove", added: "wishlist_added", removed: "wishlist_removed", view: "wishlist_view" },
  compare: { add: "compare_add", remove: "compare_remove", added: "compare_added", removed: "compare_removed", view: "compare_view" },
} as const;

function SaveToggle({ kind, code, productCode, qty }: { kind: Kind; code: string; productCode: string; qty: number }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const setCount = useSetAtom(kind === "wishlist" ? wishlistCountAtom : compareCountAtom);
  const [list, setList] = useState<SavedList | null>(null);
  const [busy, setBusy] = useState(false);
  // `view`: the list holds this product now, so the status links to it.
  const [status, setStatus] = useState<{ text: string; error: boolean; view?: boolean } | null>(null);
  const running = useRef<AbortController | null>(null);
  const basePath = tenant?.basePath ?? "";

  useEffect(() => {
    const ac = new AbortController();
    // The calls are a chunk: the first view only renders the forms, which work without them.
    import("./personal-api")
      .then((m) => m.fetchList(basePath, kind))
      .then((l) => {
        if (ac.signal.aborted) return;
        setList(l);
        setCount(countOf(l));
      })
      .catch(() => {}); // unknown state: the form still adds
    return () => {
      ac.abort();
      running.current?.abort();
    };
  }, [basePath, kind, setCount]);

  // The wishlist saves a package; the comparison is about the product, whichever package.
  const key = kind === "wishlist" ? code : productCode;
  const items: readonly { shopping_cart_code: string; product: { code: string }; id?: number }[] = list?.items ?? [];
  const saved = items.find((i) => (kind === "wishlist" ? i.shopping_cart_code === code : i.product.code === productCode));
  const savedId = saved?.id;
  const text = TEXT[kind];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    running.current?.abort();
    const ac = new AbortController();
    running.current = ac;
    setBusy(true);
    setStatus(null);
    const op = saved ? "remove" : "add";
    const r = await loadSubmit().then(
      (m) => m.sendSave(basePath, { kind, op, code: saved ? key : code, qty, id: savedId }, key, list, ac.signal),
      () => ({ label: "error_network", error: true, list: undefined, view: false }),
    );
    if (ac.signal.aborted) return;
    if (r.list) {
      setList(r.list);
      setCount(countOf(r.list));
    }
    setStatus({ text: t(r.error ? r.label : text[op === "add" ? "added" : "removed"], { count: LIMITS[kind] }), error: !!r.error, view: r.view });
    setBusy(false);
  }

  const returnPath = page?.route ? urls.path(page.route.path) : urls.named("home");
  return (
    <form className={`save-toggle save-${kind}`} method="post" action={bffPath(basePath, kind)} onSubmit={onSubmit} onPointerEnter={() => void loadSubmit()} onFocus={() => void loadSubmit()}>
      <input type="hidden" name={kind === "wishlist" ? "code" : "shopping_cart_code"} value={saved ? key : code} />
      {kind === "wishlist" && !saved && <input type="hidden" name="qty" value={qty} />}
      {saved && <input type="hidden" name="_method" value="delete" />}
      <input type="hidden" name="return" value={returnPath} />
      <button type="submit" className={saved ? "button button-secondary is-saved" : "button button-secondary"} disabled={busy} aria-busy={busy}>
        {t(saved ? text.remove : text.add)}
      </button>
      <span className={status?.error ? "save-status save-error" : "save-status"} role="status">
        {status && (
          <>
            {status.text}{" "}
            {status.view && <a href={urls.named(kind)}>{t(text.view)}</a>}
          </>
        )}
      </span>
    </form>
  );
}
