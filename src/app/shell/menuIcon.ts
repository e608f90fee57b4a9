/** Menu icons are bootstrap-icons names, written with or without the 'bi-' prefix. */
export function menuIconClass(icon: string | undefined): string {
  const name = icon?.trim().replace(/^bi\s+/, '');
  if (!name) return 'bi bi-dot';
  return `bi ${name.startsWith('bi-') ? name : `bi-${name}`}`;
}
