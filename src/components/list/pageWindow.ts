/** SPEC.md section 9: lists show 10 rows a page and at most 5 page buttons. */
import { formatCount } from '../../lib/numbers';
export const PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers to show as buttons: a window of `buttons` around `page`, kept in range. */
export function pageWindow(page: number, pages: number, buttons = PAGE_BUTTONS): number[] {
  const size = Math.min(buttons, pages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** "11–20 of 1,234": the rows a page shows. */
export function rangeLabel(
  page: number,
  total: number,
  pageSize = PAGE_SIZE,
  estimated = false,
): string {
  if (total === 0) return '0 of 0';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const format = formatCount;
  return `${format(from)}–${format(to)} of ${estimated ? 'about ' : ''}${format(total)}`;
}
