import { COMMON_PASSWORDS_TEXT } from "./list.generated-10k";

/**
 * Whether a password is one of the 10,000 most common ones (ASVS 5.0 6.2.4; docs/security.md
 * "Passwords"): compared without case, so `Password1` counts as `password1`. The list becomes a
 * set on first use, once per isolate.
 */
let common: ReadonlySet<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n").map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** How many passwords the shipped list holds (the tests pin it). */
export function commonPasswordCount(): number {
  return COMMON_PASSWORDS_TEXT.split("\n").length;
}
