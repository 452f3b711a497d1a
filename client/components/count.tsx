/**
 * A header count as a badge. The parentheses are for screen readers and plain text ("Cart (3)"),
 * hidden on screen where the badge says it; nothing is drawn while the count is unknown or 0.
 */
export function Count({ value, className }: { value: number | null | undefined; className?: string }) {
  if (!value) return null;
  return (
    <span className={className ? `nav-count ${className}` : "nav-count"}>
      <span className="visually-hidden"> (</span>
      {value}
      <span className="visually-hidden">)</span>
    </span>
  );
}
