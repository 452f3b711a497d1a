import type { IconName } from "./icon-names";
import { ICON_SPRITE_URL } from "./icon-sprite.generated";

/**
 * One icon of the shop's sprite (scripts/gen-icons.ts), an immutable asset the browser keeps for a
 * year: no page carries the sprite itself. Decorative, its text sits beside it. Its size is the
 * stylesheet's (`.icon`, which every layout loads before the first paint), so the tag carries no
 * width, height or IE's `focusable`: 43 bytes less on each of up to 84 icons a page
 * (docs/decisions/0011-edge-page-cache.md "Leaner pages").
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true">
      <use href={`${ICON_SPRITE_URL}#i-${name}`} />
    </svg>
  );
}
