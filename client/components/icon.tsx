import type { IconName } from "./icon-names";
import { ICON_SPRITE_URL } from "./icon-sprite.generated";

/**
 * One icon of the shop's sprite (scripts/gen-icons.ts), an immutable asset the browser keeps for a
 * year: no page carries the sprite itself. Decorative, its text sits beside it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true" focusable="false" width="24" height="24">
      <use href={`${ICON_SPRITE_URL}#i-${name}`} />
    </svg>
  );
}
