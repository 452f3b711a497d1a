import type { LabelLang } from "./labels";

/** Labels of the client runtime: consent, maintenance, reload and error pages (merged into labels.ts). */
export const runtimeLabels: Record<string, Record<LabelLang, string>> = {
  // ---------------------------------------------------------------- error catalogue (server side: unauthorized screen, error page)
  unauthorized_redirecting: { hr: "Preusmjeravamo vas…", en: "Redirecting you…", sl: "Preusmerjamo vas …", de: "Sie werden weitergeleitet …", it: "Ti stiamo reindirizzando…", es: "Te estamos redirigiendo…", sr: "Preusmeravamo vas…", bs: "Preusmjeravamo vas…", cnr: "Preusmjeravamo vas…" },
  unauthorized_continue: { hr: "Nastavi", en: "Continue", sl: "Nadaljuj", de: "Weiter", it: "Continua", es: "Continuar", sr: "Nastavi", bs: "Nastavi", cnr: "Nastavi" },
  error_status_label: { hr: "Kôd pogreške", en: "Error code", sl: "Koda napake", de: "Fehlercode", it: "Codice di errore", es: "Código de error", sr: "Kod greške", bs: "Kod greške", cnr: "Kod greške" },
};
