/**
 * The shared secret between the shop and its payment gateway (GATEWAY_SECRET): the shop signs
 * what it asks the gateway to charge, the gateway signs what it confirms. Each signature names
 * its purpose, so a signed payment request can never pass as a confirmation, or the reverse.
 */
type SignPurpose = "payment-request" | "notification";

/** The secret, or null when it is not set (then no payment can be made: fail closed). */
export function gatewaySecretOf(env: { GATEWAY_SECRET?: string }): string | null {
  const secret = env.GATEWAY_SECRET;
  return secret && secret.length >= 32 ? secret : null;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

function toHex(buf: ArrayBuffer): string {
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const out = new Uint8Array(new ArrayBuffer(32));
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export async function signText(secret: string, purpose: SignPurpose, text: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${purpose}\n${text}`)));
}

/** WebCrypto's verify compares in constant time. */
export async function verifyText(secret: string, purpose: SignPurpose, text: string, signature: string): Promise<boolean> {
  const sig = fromHex(signature);
  if (!sig) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), sig, new TextEncoder().encode(`${purpose}\n${text}`));
}

/** Form fields in one order-independent text: sorted `name=value` lines. */
export function canonicalFields(fields: Record<string, string>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
}

/** Money as the gateway sees it: a string with 2 decimals, never a float. */
export function moneyText(amount: number): string {
  return amount.toFixed(2);
}
