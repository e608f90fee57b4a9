import type { UploadKind } from './uploads';

/**
 * Which content types each upload kind takes, judged by the file's content (the API sniffs it
 * with file-type; the console does the same before sending, src/features/uploads/uploadFileCheck.ts).
 */
export function acceptedFor(kind: UploadKind, type: string): boolean {
  if (kind === 'audio') return type.startsWith('audio/');
  if (kind === 'video') return type.startsWith('video/');
  return type === 'application/pdf' || type === 'text/html';
}

/** What each kind is, as "Choose {it}." says. */
export const UPLOAD_KIND_NAMES: Record<UploadKind, string> = {
  audio: 'an audio file (MP3, WAV, Ogg, AAC, FLAC)',
  video: 'a video file (MP4, WebM, QuickTime)',
  document: 'an HTML or PDF file',
};

/**
 * HTML has no magic number: a document whose first bytes (after a byte-order mark and white
 * space, and any comments) open a doctype or one of the tags a page starts with is HTML, the way
 * browsers sniff (WHATWG MIME Sniffing, "identify an unknown MIME type").
 */
const HTML_START =
  /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s>/]/i;

export const opensHtml = (text: string): boolean => HTML_START.test(text.replace(/^\uFEFF/, ''));
