// Shopper comments per language: first names and short messages, by comment group.
// A message marked "f" is worded by a woman (Slavic past tense, Italian/Spanish adjectives),
// so it only goes with a woman's name.
import type { LabelLang } from "../../labels";
import type { Group } from "./kind";
import { t } from "../../texts";

export interface CommentLine {
  message: string;
  rate: number;
  voice: "f" | "any";
}

export const FIRST_NAMES: Record<LabelLang, { f: string[]; m: string[] }> = t("catalog.vocab.comments.FIRST_NAMES");

export const COMMENT_LINES: Record<LabelLang, Record<Group, CommentLine[]>> = t("catalog.vocab.comments.COMMENT_LINES");
