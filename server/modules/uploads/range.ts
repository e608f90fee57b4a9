import type { ByteRange } from '../../providers/objectStorage/objectStore';

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110, section 14.1.2): one range of
 * bytes, `a-b`, `a-` or `-n`. Answers the range, 'unsatisfiable' (416), or null to send the whole
 * file (no header, another unit, several ranges, or a header that does not parse: ignoring a
 * Range header is always allowed).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
