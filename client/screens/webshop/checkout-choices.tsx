import type { ReactNode } from "react";
import type { Cart } from "../../../shared/contract/cart";
import type { ScreenOf } from "../../../shared/screens";
import type { CheckoutSteps } from "../../../shared/screens/checkout";
import type { FormState } from "../../../shared/screens/auth";
import { useLabel, useMoney } from "../../state/hooks";
import { AuthForm, SelectField } from "../auth/form-parts";
import { useHere } from "../auth/here";
import { checkoutBff } from "./checkout-api";
import { StepIndicator } from "./steps";
import { CheckoutFrame } from "./checkout-frame";
import { useCheckoutForm } from "./use-checkout-form";
import { track } from "../../runtime/track";

/**
 * The shipping and payment steps: one radio list each, the methods the site offers with what
 * they cost this cart (shipping) or how they work (payment), and the totals as they are now.
 * A `pickup` method needs the store it is collected from.
 */
export function ShippingScreen({ screen }: { screen: ScreenOf<"webshop-shipping"> }) {
  const t = useLabel();
  const money = useMoney(screen.cart.currency);
  const { cart } = screen;
  const chosen = screen.form.values.code ?? cart.shipping?.code ?? cart.shipping_methods.find((m) => m.is_default)?.code;
  const store = screen.form.values.location ?? cart.shipping?.location?.code ?? "";
  return (
    <ChoiceStep id="shipping" title={t("checkout_shipping")} steps={screen.steps} form={screen.form} cart={cart}>
      {cart.shipping_methods.map((m) => (
        <MethodOption key={m.code} form="shipping" code={m.code} kind={m.kind} chosen={m.code === chosen} title={m.title} note={m.description} price={m.amount === 0 ? t("cart_free_shipping") : money(m.amount)} when={m.delivery_text}>
          {m.kind === "pickup" && screen.locations.length > 0 && (
            <div className="checkout-store">
              <SelectField name="location" label={t("shipping_select_store")} autoComplete="off" value={store} placeholder={t("shipping_select_store")} options={screen.locations.map((l) => ({ value: l.code, title: `${l.title}, ${l.address}, ${l.postcode} ${l.city}` }))} />
            </div>
          )}
        </MethodOption>
      ))}
    </ChoiceStep>
  );
}

export function PaymentScreen({ screen }: { screen: ScreenOf<"webshop-payment"> }) {
  const t = useLabel();
  const { cart } = screen;
  const chosen = screen.form.values.code ?? cart.payment?.code ?? cart.payment_methods.find((m) => m.is_default)?.code;
  return (
    <ChoiceStep id="payment" title={t("checkout_payment")} steps={screen.steps} form={screen.form} cart={cart}>
      {cart.payment_methods.map((m) => (
        <MethodOption key={m.code} form="payment" code={m.code} kind={m.kind} chosen={m.code === chosen} title={m.title} note={m.description} />
      ))}
    </ChoiceStep>
  );
}

/** A step whose form is one choice among the site's methods, posted to the BFF endpoint of the same name. */
function ChoiceStep({ id, title, steps, form: initial, cart, children }: { id: "shipping" | "payment"; title: string; steps: CheckoutSteps; form: FormState; cart: Cart; children: ReactNode }) {
  const t = useLabel();
  const { here, basePath } = useHere();
  // The choice made, once the step took it (with analytics consent, docs/decisions/0023): the method's title.
  const form = useCheckoutForm(initial, checkoutBff(basePath, id), {
    beforeLeave: (fields) => {
      const title = (id === "shipping" ? cart.shipping_methods : cart.payment_methods).find((m) => m.code === fields.code)?.title ?? fields.code ?? "";
      return track(id === "shipping" ? { name: "add_shipping_info", cart, shippingTier: title } : { name: "add_payment_info", cart, paymentType: title });
    },
  });
  // A refused choice is named beside the methods and in the error summary, whose link leads to the
  // group (ids as form-parts.tsx makes them: `${form}-${field}`); the store is its own field.
  const error = form.errors.code;
  const fields = [{ name: "code", label: title }, { name: "location", label: t("shipping_select_store") }];
  return (
    <section className={`checkout checkout-${id}`}>
      <StepIndicator steps={steps} />
      <CheckoutFrame cart={cart}>
        <h1>{title}</h1>
        <AuthForm id={id} action={checkoutBff(basePath, id)} back={here} state={form} submit={t("checkout_continue")} requiredHint={false} fields={fields} className="checkout-form">
          <fieldset id={`${id}-code`} className={error ? "checkout-methods field-invalid" : "checkout-methods"} aria-describedby={error ? `${id}-code-error` : undefined}>
            <legend className="visually-hidden">{title}</legend>
            {error && (
              <p id={`${id}-code-error`} className="field-error">
                {t(error)}
              </p>
            )}
            {children}
          </fieldset>
        </AuthForm>
      </CheckoutFrame>
    </section>
  );
}

function MethodOption(props: { form: string; code: string; kind: string; chosen: boolean; title: string; note: string; price?: string; when?: string; children?: ReactNode }) {
  const t = useLabel();
  const id = `${props.form}-${props.code}`;
  return (
    <div className="checkout-method" data-kind={props.kind}>
      <input type="radio" id={id} name="code" value={props.code} defaultChecked={props.chosen} required />
      <label htmlFor={id}>
        <strong>{props.title}</strong>
        {props.price !== undefined && <span className="checkout-method-price">{props.price}</span>}
        <span className="checkout-method-note">{props.note}</span>
        {props.when && <span className="checkout-method-when">{t("cart_delivery_expected", { date: props.when })}</span>}
      </label>
      {props.children}
    </div>
  );
}
