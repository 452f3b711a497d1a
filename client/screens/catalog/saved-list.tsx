import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { compareCountAtom, tenantAtom, wishlistCountAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";
import type { Change } from "./personal-change";
import { changeFailure, loadChange } from "./personal-change-load";
import { bffPath, countOf, LIMITS, type Kind, type SavedList } from "./personal-lists";

/**
 * What the wishlist and compare pages share: the list as the server rendered it, kept in step
 * with the header count, and removal as a plain form (no JavaScript: 303 back to the page)
 * that JavaScript sends with fetch and confirms with the spec's retry (loaded when a pointer is
 * over a remove form or the focus in it, at the latest with the press: personal-change-load.ts).
 */
export function useSavedList<L extends SavedList>(kind: Kind, initial: L) {
  const tenant = useAtomValue(tenantAtom);
  const setCount = useSetAtom(kind === "wishlist" ? wishlistCountAtom : compareCountAtom);
  const t = useLabel();
  const [list, setList] = useState<L>(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const running = useRef<AbortController | null>(null);

  // A client-side navigation back to this page brings a fresh list from the server.
  useEffect(() => setList(initial), [initial]);
  useEffect(() => setCount(countOf(list)), [list, setCount]);
  useEffect(() => () => running.current?.abort(), []);

  async function remove(change: Omit<Change, "kind" | "op">) {
    running.current?.abort();
    const ac = new AbortController();
    running.current = ac;
    setPending(change.code);
    setStatus(null);
    try {
      const { applyChange } = await loadChange();
      const result = await applyChange(tenant?.basePath ?? "", { kind, op: "remove", ...change }, ac.signal);
      if (ac.signal.aborted) return;
      if (result.value) setList(result.value as L);
      setStatus(result.done ? { text: t(kind === "wishlist" ? "wishlist_removed" : "compare_removed"), error: false } : { text: t("error_generic_text"), error: true });
    } catch (err) {
      if (ac.signal.aborted) return;
      setStatus({ text: t(await changeFailure(err), { count: LIMITS[kind] }), error: true });
    } finally {
      if (!ac.signal.aborted) setPending(null);
    }
  }

  return { list, pending, status, remove };
}

/** A refused no-JavaScript change comes back as `?notice=<label>`; the page says why. */
export function StatusLine({ kind, notice, status }: { kind: Kind; notice: string | null; status: { text: string; error: boolean } | null }) {
  const t = useLabel();
  const text = status?.text ?? (notice ? t(notice, { count: LIMITS[kind] }) : null);
  const error = status ? status.error : notice !== null;
  return (
    <p className={error ? "save-status save-error" : "save-status"} role="status">
      {text}
    </p>
  );
}

/** "Remove" for one row: hidden fields for the no-JavaScript post, `onRemove` when scripted. */
export function RemoveForm({ kind, fields, busy, onRemove, children }: { kind: Kind; fields: Record<string, string | number>; busy: boolean; onRemove: () => void; children: ReactNode }) {
  const tenant = useAtomValue(tenantAtom);
  const urls = useUrls();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onRemove();
  };
  return (
    <form className="remove-form" method="post" action={bffPath(tenant?.basePath ?? "", kind)} onSubmit={onSubmit} onPointerEnter={() => void loadChange()} onFocus={() => void loadChange()}>
      <input type="hidden" name="_method" value="delete" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="return" value={urls.named(kind)} />
      <button type="submit" className="button button-small button-secondary" disabled={busy} aria-busy={busy}>
        {children}
      </button>
    </form>
  );
}
