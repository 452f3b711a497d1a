// Every product kind, by code.
import type { Kind } from "./kind";
import { PANTRY_KINDS } from "./kinds-pantry";
import { KITCHEN_KINDS } from "./kinds-kitchen";
import { SHELF_KINDS } from "./kinds-shelf";

export const KINDS = { ...PANTRY_KINDS, ...KITCHEN_KINDS, ...SHELF_KINDS } satisfies Record<string, Kind>;
export type KindCode = keyof typeof KINDS;

export function isKind(code: string): code is KindCode {
  return Object.prototype.hasOwnProperty.call(KINDS, code);
}
