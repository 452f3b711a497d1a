import type { ComponentType } from "react";
import type { ScreenKind, ScreenOf } from "../../shared/screens";

/** A screen component receives its own variant of the Screen union. */
type ScreenComponent<K extends ScreenKind> = ComponentType<{ screen: ScreenOf<K> }>;
export type ScreenMap = { [K in ScreenKind]?: ScreenComponent<K> };
