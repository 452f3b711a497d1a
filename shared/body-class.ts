/** Body classes from controller, action, content type and template (docs/behaviour/02-screens-and-routes.md "Layouts"). */
export function bodyClass(parts: { controller?: string; action?: string; content_type?: string; template?: string }): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "");
  const out: string[] = [];
  if (parts.controller) out.push(`page-${clean(parts.controller)}`);
  if (parts.controller && parts.action) out.push(`page-${clean(parts.controller)}-${clean(parts.action)}`);
  if (parts.content_type) out.push(`type-${clean(parts.content_type)}`);
  if (parts.template) out.push(`template-${clean(parts.template)}`);
  return out.join(" ");
}
