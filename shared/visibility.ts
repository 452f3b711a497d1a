/**
 * Who may see an entity (docs/behaviour/04-states.md "Visibility"). Anything that fails is shown to staff only;
 * everyone else gets the 404 screen.
 */
export function productIsPublic(p: { visible: boolean; category_visible: boolean; manufacturer_visible: boolean; ignore_brand_visibility: boolean }): boolean {
  return p.visible && p.category_visible && (p.manufacturer_visible || p.ignore_brand_visibility);
}

/** A post needs status ≥ 3 (published) and a visible category; the label error_unauthorized hides it too (docs/behaviour/08-errors.md). */
export function postIsPublic(p: { status: number; category_visible: boolean; label_name?: string | null }): boolean {
  return p.status >= 3 && p.category_visible && p.label_name !== "error_unauthorized";
}

export function pageIsPublic(p: { visible: boolean }): boolean {
  return p.visible;
}
