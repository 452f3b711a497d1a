/**
 * The reference a bank-transfer payer types in, per the scheme the site's banks read. Each one
 * carries a control number, so a mistyped reference is caught by the payer's bank.
 *
 * - HR01 (Croatia, HUB-3): the order id with its MOD 11 INI control digit (weights 2, 3, 4, …
 *   from the right; remainder 0 or 1 → 0, else 11 − remainder).
 * - SR97 (Serbia, model 97): two ISO 7064 MOD 97-10 control digits before the order id.
 * - RF (SEPA, ISO 11649 creditor reference): "RF", two check digits, the order id.
 * - BA (Bosnia and Herzegovina): slips carry no reference model; the order number, 10 digits.
 */
export type ReferenceScheme = "HR01" | "SR97" | "RF" | "BA";

export function mod11ini(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 2);
  const rest = sum % 11;
  return String(rest > 1 ? 11 - rest : 0);
}

/** A long number (as text) mod 97, digit by digit so it never overflows. */
export function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** Letters as ISO 7064 reads them in IBAN and RF: A = 10 … Z = 35. */
function lettersToDigits(s: string): string {
  return s.toUpperCase().replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
}

export function rfReference(base: string): string {
  const check = 98 - mod97(lettersToDigits(`${base}RF00`));
  return `RF${String(check).padStart(2, "0")}${base}`;
}

export function rfValid(reference: string): boolean {
  const m = /^RF(\d{2})([A-Z0-9]{1,21})$/.exec(reference);
  return !!m && mod97(lettersToDigits(`${m[2]}RF${m[1]}`)) === 1;
}

export function sr97Reference(base: string): string {
  const check = 98 - mod97(`${base}00`);
  return `${String(check).padStart(2, "0")}${base}`;
}

export function referenceFor(scheme: ReferenceScheme, orderId: number): { model: string | null; reference: string } {
  const id = String(orderId);
  switch (scheme) {
    case "HR01":
      return { model: "HR01", reference: `${id}${mod11ini(id)}` };
    case "SR97":
      return { model: "97", reference: sr97Reference(id) };
    case "RF":
      return { model: null, reference: rfReference(id) };
    case "BA":
      return { model: null, reference: id.padStart(10, "0") };
  }
}
