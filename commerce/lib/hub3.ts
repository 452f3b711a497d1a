import { drawingSVG, pdf417, type RenderOptions } from "bwip-js/browser";

/**
 * The HUB-3 2D barcode of a Croatian payment slip (the HUB's "2D bar code" guide): a PDF417
 * symbol holding 14 lines separated by LF, each cut to its length, text in ISO 8859-2:
 *
 *   HRVHUB30 · currency (3) · amount in cents, 15 digits · payer name (30) · payer street (27) ·
 *   payer postcode and city (27) · payee name (25) · payee street (25) · payee postcode and
 *   city (27) · IBAN (21) · model (4) · reference (22) · purpose code (4) · description (35)
 *
 * Banking apps read the symbol with error correction level 4 and 9 data columns.
 */
export interface Hub3Slip {
  currency: string;
  amount: number;
  payer: string;
  payerStreet: string;
  payerCity: string;
  payee: string;
  payeeStreet: string;
  payeeCity: string;
  iban: string;
  model: string;
  reference: string;
  purposeCode: string;
  description: string;
}

const HEADER = "HRVHUB30";

/** One line: no line breaks, trimmed, at most `max` characters. */
function field(value: string, max: number): string {
  return value.replace(/[\r\n]+/g, " ").trim().slice(0, max);
}

export function hub3Payload(s: Hub3Slip): string {
  const cents = Math.round(s.amount * 100);
  if (!Number.isSafeInteger(cents) || cents < 0 || String(cents).length > 15) throw new Error(`hub3: amount out of range: ${s.amount}`);
  return [
    HEADER,
    field(s.currency, 3),
    String(cents).padStart(15, "0"),
    field(s.payer, 30),
    field(s.payerStreet, 27),
    field(s.payerCity, 27),
    field(s.payee, 25),
    field(s.payeeStreet, 25),
    field(s.payeeCity, 27),
    field(s.iban.replace(/\s/g, ""), 21),
    field(s.model, 4),
    field(s.reference, 22),
    field(s.purposeCode, 4),
    field(s.description, 35),
  ].join("\n");
}

/** The ISO 8859-2 bytes of the letters Latin-2 has beyond ASCII that our shops use. */
const LATIN2: Record<string, number> = { Č: 0xc8, č: 0xe8, Ć: 0xc6, ć: 0xe6, Đ: 0xd0, đ: 0xf0, Š: 0xa9, š: 0xb9, Ž: 0xae, ž: 0xbe, Ä: 0xc4, ä: 0xe4, Ö: 0xd6, ö: 0xf6, Ü: 0xdc, ü: 0xfc, ß: 0xdf, É: 0xc9, é: 0xe9, Á: 0xc1, á: 0xe1, Í: 0xcd, í: 0xed, Ó: 0xd3, ó: 0xf3, Ú: 0xda, ú: 0xfa };

/**
 * The payload as ISO 8859-2 bytes (one char per byte, for bwip-js' binary text): Latin-2 letters
 * keep their byte, other accented letters lose the accent, anything else becomes "?".
 */
export function latin2Bytes(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (code === 0x0a || (code >= 0x20 && code < 0x7f)) out += ch;
    else if (LATIN2[ch] !== undefined) out += String.fromCharCode(LATIN2[ch]);
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]$/.test(bare) ? bare : "?";
    }
  }
  return out;
}

/** The PDF417 symbol of a HUB-3 payload as SVG markup (black modules, no text). */
export function hub3Svg(payload: string): string {
  // columns and eclevel are BWIPP options bwip-js passes through; its types do not list them.
  const options = { bcid: "pdf417", text: latin2Bytes(payload), binarytext: true, columns: 9, eclevel: 4, scale: 2, padding: 4 } as RenderOptions;
  return pdf417(options, drawingSVG());
}
