import { extname } from 'node:path';
import { AppError } from '../../lib/errors';

export type MessageFileType = 'text/html' | 'application/pdf';

export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;

const EXTENSIONS: Record<string, MessageFileType> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.pdf': 'application/pdf',
};

export const fileTypeError = () => new AppError('error_file_type', 'Attach an HTML or PDF file.');

/** PDF readers accept the header anywhere in the first kilobyte. */
function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, 1024).includes('%PDF-');
}

/** The document's start: text, not binary, opening with a doctype or an html, head or body tag. */
function looksLikeHtml(content: Buffer): boolean {
  const head = content.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/^(\s|<!--[\s\S]*?-->)+/, '')
    .toLowerCase();
  return /^<(!doctype html|html|head|body|meta|title)[\s>]/.test(text);
}

/**
 * The type of an attached file, judged by its content and agreeing with its name: a PDF renamed
 * .html, or an executable named .pdf, is refused with error_file_type.
 */
export function messageFileType(fileName: string, content: Buffer): MessageFileType {
  const byName = EXTENSIONS[extname(fileName).toLowerCase()];
  const byContent: MessageFileType | null = looksLikePdf(content)
    ? 'application/pdf'
    : looksLikeHtml(content)
      ? 'text/html'
      : null;
  if (!byContent || !byName || byName !== byContent) throw fileTypeError();
  return byContent;
}

/** The name as shown and offered for download: no folders, no control characters. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim();
  return (clean || 'file').slice(0, 200);
}
