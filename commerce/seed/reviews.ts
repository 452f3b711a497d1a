/**
 * Product reviews the staff user wrote (scripts/build-seed.ts `STAFF`), so "my comments" has
 * something to list in local development. Added once, never replaced: reviews are shoppers'
 * data, kept across re-seeds (migration 0009).
 */
export interface StaffReview {
  product: string;
  site: string;
  lang: string;
  rate: number;
  displayName: string;
  message: string;
  createdAt: string;
}

export const STAFF_REVIEWS: StaffReview[] = [
  {
    product: "ZR-00001",
    site: "hr",
    lang: "hr",
    rate: 5,
    displayName: "Ana U.",
    message: "Jutarnja zobena kaša s ovim pahuljicama ostaje kremasta i bez namakanja. Pakiranje se dobro zatvara, pa pahuljice ostaju svježe do zadnje žlice.",
    createdAt: "2026-02-14 08:30:00",
  },
  {
    product: "ZR-00008",
    site: "hr",
    lang: "hr",
    rate: 4,
    displayName: "Ana U.",
    message: "Heljda se skuha za petnaestak minuta i ne raspada se – odlična za salate. Jedna zvjezdica manje jer je pakiranje moglo biti veće.",
    createdAt: "2026-03-02 18:05:00",
  },
];
