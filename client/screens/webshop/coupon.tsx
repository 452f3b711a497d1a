import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Cart } from "../../../shared/contract/cart";
import type { FormState } from "../../../shared/screens/auth";
import { useLabel, useMoney } from "../../state/hooks";
import { cartBff } from "../../state/cart-paths";
import { sendCoupon } from "./coupon-submit";

const DONE: ReadonlySet<string> = new Set(["coupon_applied", "coupon_removed"]);

/**
 * The cart's coupon (docs/behaviour/05-validation.md): apply a code, or remove the one applied. A plain form posting to
 * the BFF (works without JavaScript: 303 back here with the outcome), folded behind "Have a coupon?"
 * until opened (issue 18); with JavaScript the answer
 * comes as JSON and the cart is refetched unless the label is error_coupon_invalid_code (an
 * unknown code changed nothing). An applied coupon that gives nothing now says why.
 * An island of the cart page (./cart.tsx): its code, the post's with it, loads when the shopper
 * reaches for the box, so the code field is uncontrolled: what was typed before the box hydrated
 * stays in it and is what a submit sends.
 */
export function CouponBox({ cart, form, basePath, back, refetch }: { cart: Cart; form: FormState; basePath: string; back: string; refetch: () => Promise<void> }) {
  const t = useLabel();
  const money = useMoney(cart.currency);
  const [status, setStatus] = useState<{ label: string; minAmount: number | null } | null>(
    form.notice ? { label: form.notice, minAmount: form.values.min_amount ? Number(form.values.min_amount) : null } : null,
  );
  const [busy, setBusy] = useState(false);
  // The code the field starts with: a plain post's (the flash), none once a coupon went through.
  const [initial, setInitial] = useState(form.values.code ?? "");
  const coupon = cart.coupon;
  // Applying or removing swaps the form for the other one, taking the focused control with it:
  // focus goes on to its counterpart (Remove, or "Have a coupon?"), so a keyboard user is not
  // sent back to the top of the page.
  const box = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement && document.activeElement !== document.body && box.current?.contains(document.activeElement) !== true) return;
    box.current?.querySelector<HTMLElement>(".coupon-applied button, .coupon-toggle summary")?.focus();
  }, [coupon?.code]);

  async function submit(event: FormEvent<HTMLFormElement>, remove: boolean) {
    event.preventDefault();
    if (busy) return;
    const code = remove ? null : String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    try {
      const reply = await sendCoupon(cartBff(basePath, "coupon"), code);
      setStatus({ label: reply.label, minAmount: reply.minAmount });
      refocus.current = reply.ok;
      if (reply.refetch) await refetch();
      if (reply.ok) setInitial("");
    } catch {
      setStatus({ label: "error_network", minAmount: null });
    } finally {
      setBusy(false);
    }
  }

  const message = (label: string, min: number | null) => t(label, { amount: min !== null ? money(min) : "" });
  const ok = status !== null && DONE.has(status.label);
  return (
    <section className="coupon" ref={box}>
      {coupon ? (
        <form className="coupon-applied" method="post" action={cartBff(basePath, "coupon")} onSubmit={(e) => void submit(e, true)}>
          <input type="hidden" name="_method" value="delete" />
          <input type="hidden" name="_back" value={back} />
          <p>
            {/* The title only where it says more than the code ("Coupon ZRNO10" would repeat it). */}
            <strong className="coupon-code">{coupon.code}</strong> {!coupon.title.includes(coupon.code) && coupon.title}
          </p>
          {coupon.label_name && (
            <p className="coupon-refusal save-error" role="alert">
              {message(coupon.label_name, coupon.min_amount)}
            </p>
          )}
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t("coupon_remove")}
          </button>
        </form>
      ) : (
        <details className="coupon-toggle" open={status !== null || initial !== ""}>
          <summary>{t("coupon_have_code")}</summary>
        <form className="coupon-form" method="post" action={cartBff(basePath, "coupon")} onSubmit={(e) => void submit(e, false)} noValidate>
          <input type="hidden" name="_back" value={back} />
          <label htmlFor="coupon-code">{t("coupon_code")}</label>{" "}
          <input
            id="coupon-code"
            name="code"
            autoComplete="off"
            maxLength={40}
            defaultValue={initial}
            aria-invalid={status && !ok ? true : undefined}
            aria-describedby="coupon-status"
          />{" "}
          <button type="submit" className="button" disabled={busy}>
            {t("coupon_apply")}
          </button>
        </form>
        </details>
      )}
      <p id="coupon-status" className={ok ? "coupon-status" : "coupon-status save-error"} role="status">
        {status ? message(status.label, status.minAmount) : null}
      </p>
    </section>
  );
}
