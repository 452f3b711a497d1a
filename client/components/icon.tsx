import type { IconName } from "./icon-names";

/** One icon of the document's sprite (scripts/gen-icons.ts): decorative, its text sits beside it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true" focusable="false" width="24" height="24">
      <use href={`#i-${name}`} />
    </svg>
  );
}
