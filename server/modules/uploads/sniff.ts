import { fileTypeFromBuffer } from 'file-type';
import { acceptedFor, opensHtml } from '../../../contract/uploadTypes';

/** How many bytes of a file are read before its type is decided. */
export const SNIFF_BYTES = 8192;

export function looksLikeHtml(head: Buffer): boolean {
  return opensHtml(head.toString('utf8'));
}

/** The type the content shows, by magic number (file-type), else HTML by its start, else null. */
export async function sniffType(head: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  return looksLikeHtml(head) ? 'text/html' : null;
}

export { acceptedFor };

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  html: 'text/html',
  htm: 'text/html',
  mp3: 'audio/',
  wav: 'audio/',
  ogg: 'audio/',
  m4a: 'audio/',
  aac: 'audio/',
  flac: 'audio/',
  mp4: 'video/',
  m4v: 'video/',
  mov: 'video/',
  webm: 'video/',
  mkv: 'video/',
};

/** What a name or a declared type claims, as a type or a family ('audio/'), or null for nothing. */
function claimOf(fileName: string, declared: string): string[] {
  const claims: string[] = [];
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byName = extension ? EXTENSION_TYPES[extension] : undefined;
  if (byName) claims.push(byName);
  const type = declared.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'application/pdf' || type === 'text/html') claims.push(type);
  else if (type.startsWith('audio/')) claims.push('audio/');
  else if (type.startsWith('video/')) claims.push('video/');
  return claims;
}

/**
 * Whether the file's name and the type the browser declared agree with its content: a file
 * named or declared PDF that holds HTML is refused, not stored as either. (A WebM or an Ogg file
 * may hold sound alone, so audio and video claims agree with either family.)
 */
export function claimsAgree(fileName: string, declared: string, sniffed: string): boolean {
  const media = (type: string) => type.startsWith('audio/') || type.startsWith('video/');
  return claimOf(fileName, declared).every((claim) =>
    claim.endsWith('/') ? media(sniffed) : claim === sniffed,
  );
}
