// The people who write for Zrno (invented).
import type { SeedAuthor } from "../types";
import { t } from "../texts";

export const AUTHORS: SeedAuthor[] = [
  {
    code: "ivana-markovic",
    name: "Ivana Marković",
    slug: "ivana-markovic",
    hue: 12,
    role: t("content.authors.ivana-markovic.role"),
    bio: t("content.authors.ivana-markovic.bio"),
  },
  {
    code: "luka-peric",
    name: "Luka Perić",
    slug: "luka-peric",
    hue: 200,
    role: t("content.authors.luka-peric.role"),
    bio: t("content.authors.luka-peric.bio"),
  },
  {
    code: "maja-horvat",
    name: "Maja Horvat",
    slug: "maja-horvat",
    hue: 320,
    role: t("content.authors.maja-horvat.role"),
    bio: t("content.authors.maja-horvat.bio"),
  },
  {
    code: "tomaz-kranjc",
    name: "Tomaž Kranjc",
    slug: "tomaz-kranjc",
    hue: 140,
    role: t("content.authors.tomaz-kranjc.role"),
    bio: t("content.authors.tomaz-kranjc.bio"),
  },
  {
    code: "lejla-hodzic",
    name: "Lejla Hodžić",
    slug: "lejla-hodzic",
    hue: 280,
    role: t("content.authors.lejla-hodzic.role"),
    bio: t("content.authors.lejla-hodzic.bio"),
  },
  {
    code: "nikola-radovic",
    name: "Nikola Radović",
    slug: "nikola-radovic",
    hue: 90,
    role: t("content.authors.nikola-radovic.role"),
    bio: t("content.authors.nikola-radovic.bio"),
  },
  {
    code: "ana-bilic",
    name: "Ana Bilić",
    slug: "ana-bilic",
    hue: 45,
    role: t("content.authors.ana-bilic.role"),
    bio: t("content.authors.ana-bilic.bio"),
  },
];
