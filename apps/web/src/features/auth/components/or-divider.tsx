/** The 'or' between the email form and the other ways in. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
      <span aria-hidden className="h-px flex-1 bg-(--border)" />
      or
      <span aria-hidden className="h-px flex-1 bg-(--border)" />
    </div>
  );
}
