import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { MyCoupons } from "../../../shared/contract/order";
import type { ScreenOf } from "../../../shared/screens";
import { tenantAtom } from "../../state/atoms";
import { moneyIn, useLabel } from "../../state/hooks";
import { formIntent, loadFormPost } from "../../state/form-post-load";
import { authBff } from "./auth-api";
import { AuthForm, Field, FormNotice } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { useHere } from "./here";
import { DateText } from "./order-list";

type Coupon = MyCoupons["items"][number];

/**
 * My coupons (docs/behaviour/02-screens-and-routes.md auth "my webshop coupons"): the coupons kept on the account, usable or not
 * (and why not), a form to add one by its code, and Remove on each. Each form is a plain POST
 * (no JavaScript: 303 back here with a notice); with JavaScript the list is swapped in place.
 */
export function CouponsScreen({ screen }: { screen: ScreenOf<"auth-coupons"> }) {
  const t = useLabel();
  const { here, basePath } = useHere();
  const [coupons, setCoupons] = useState(screen.coupons);
  const add = useAuthForm(screen.form, authBff(basePath, "my-coupons"), (answer, form) => {
    if (answer.data && typeof answer.data === "object") setCoupons(answer.data as MyCoupons);
    form.reset();
    add.setNotice("coupon_saved");
  });
  return (
    <section className="auth auth-coupons">
      <h1>{t("auth_my_coupons")}</h1>
      {coupons.items.length === 0 ? (
        <p className="empty">{t("auth_coupons_empty")}</p>
      ) : (
        <ul className="my-coupons">
          {coupons.items.map((c) => (
            <CouponRow key={c.code} coupon={c} currency={coupons.currency} back={here} onRemoved={setCoupons} />
          ))}
        </ul>
      )}
      <section className="auth-section" aria-labelledby="coupon-add">
        <h2 id="coupon-add">{t("coupon_have_code")}</h2>
        <AuthForm id="coupons" action={authBff(basePath, "my-coupons")} back={here} state={add} values={screen.form.values} submit={t("auth_coupon_add")} requiredHint={false}>
          <Field name="code" label={t("coupon_code")} autoComplete="off" required maxLength={40} />
        </AuthForm>
      </section>
    </section>
  );
}

function CouponRow({ coupon: c, currency, back, onRemoved }: { coupon: Coupon; currency: string; back: string; onRemoved: (list: MyCoupons) => void }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const { basePath } = useHere();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fmt = moneyIn(tenant, currency);
  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { postForm } = await loadFormPost();
      const reply = await postForm(authBff(basePath, "my-coupons"), { code: c.code, _method: "delete" });
      if (reply.ok && reply.data && typeof reply.data === "object") onRemoved(reply.data as MyCoupons);
      else setNotice(reply.ok ? null : reply.label);
    } catch {
      setNotice("error_network");
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={c.usable ? "my-coupon" : "my-coupon my-coupon-unusable"} data-code={c.code}>
      <p className="my-coupon-title">
        <strong>{c.title}</strong> <code>{c.code}</code>
      </p>
      <p className="my-coupon-value">{c.kind === "percent" ? `−${c.value} %` : `−${fmt(c.value)}`}</p>
      {c.min_amount !== null && <p>{t("auth_coupon_min_amount", { amount: fmt(c.min_amount) })}</p>}
      {c.expires_at && (
        <p>
          {t("auth_coupon_expires")} <DateText at={c.expires_at} />
        </p>
      )}
      {!c.usable && c.label_name && <p className="save-error">{t(c.label_name)}</p>}
      <form method="post" action={authBff(basePath, "my-coupons")} onSubmit={(e) => void remove(e)} {...formIntent} className="remove-form">
        <input type="hidden" name="_method" value="delete" />
        <input type="hidden" name="_back" value={back} />
        <input type="hidden" name="code" value={c.code} />
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t("coupon_remove")}
        </button>
      </form>
      {notice && <FormNotice notice={notice} />}
    </li>
  );
}
