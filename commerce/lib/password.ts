/**
 * Password hashing with WebCrypto PBKDF2-SHA256. 100 000 iterations is the most workerd allows
 * and what OWASP's floor asks for SHA-256 at this cost; every user has a 16-byte random salt.
 * Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`.
 */
const PBKDF2_ITERATIONS = 100_000;

const enc = new TextEncoder();

function b64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function unb64(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** workerd's constant-time compare (typed here because the DOM lib's SubtleCrypto lacks it). */
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", enc.encode(password.normalize("NFC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(hash)}`;
}

/** Constant-time check; an unknown format is a mismatch, never an exception. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iter || !salt || !hash) return false;
  const iterations = Number(iter);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  let expected: Uint8Array<ArrayBuffer>;
  let saltBytes: Uint8Array<ArrayBuffer>;
  try {
    expected = unb64(hash);
    saltBytes = unb64(salt);
  } catch {
    return false;
  }
  const actual = await derive(password, saltBytes, iterations);
  if (actual.byteLength !== expected.byteLength) return false;
  return subtle.timingSafeEqual(actual, expected);
}

/**
 * A hash to compare against when the e-mail is unknown, so a login for a missing account
 * takes as long as one for an existing account (no user enumeration by timing).
 */
export const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
