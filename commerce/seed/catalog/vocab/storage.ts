// Storage and safety lines that close a product description, by storage kind.
import type { L } from "../../types";
import { t } from "../../texts";

export type StorageKey = "dry" | "cool" | "drink" | "jar" | "oil" | "honey" | "chocolate" | "supplement" | "cosmetic";

export const STORAGE: Record<StorageKey, L> = {
  dry: t("catalog.vocab.storage.STORAGE.dry"),
  cool: t("catalog.vocab.storage.STORAGE.cool"),
  drink: t("catalog.vocab.storage.STORAGE.drink"),
  jar: t("catalog.vocab.storage.STORAGE.jar"),
  oil: t("catalog.vocab.storage.STORAGE.oil"),
  honey: t("catalog.vocab.storage.STORAGE.honey"),
  chocolate: t("catalog.vocab.storage.STORAGE.chocolate"),
  supplement: t("catalog.vocab.storage.STORAGE.supplement"),
  cosmetic: t("catalog.vocab.storage.STORAGE.cosmetic"),
};
