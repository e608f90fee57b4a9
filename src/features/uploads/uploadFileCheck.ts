import { fileTypeFromBuffer } from 'file-type';
import { acceptedFor, opensHtml, UPLOAD_KIND_NAMES } from '../../../contract/uploadTypes';
import type { UploadKind } from '../../../contract/uploads';
import { readFileHead } from '../../lib/fileHead';

/** As many bytes as the API reads before it decides a file's type (server/modules/uploads/sniff.ts). */
const SNIFF_BYTES = 8192;

/** A content type in words, for "This file is {it}, not audio." */
function typeInWords(type: string): string {
  if (type === 'application/pdf') return 'a PDF document';
  if (type === 'text/html') return 'an HTML page';
  if (type.startsWith('image/')) return 'an image';
  if (type.startsWith('video/')) return 'a video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/')) return 'text';
  return `a ${type.split('/').pop()?.toUpperCase() ?? 'different'} file`;
}

const KIND_WORDS: Record<UploadKind, string> = {
  audio: 'audio',
  video: 'a video',
  document: 'an HTML or PDF document',
};

/**
 * What is wrong with a file chosen for an upload of `kind`, or null: its type judged by its
 * content as the API judges it (file-type's signatures, HTML by its start), before any byte is
 * sent. A PDF dropped on the audio uploader is told it is a PDF, not audio.
 */
export async function uploadFileProblem(file: File, kind: UploadKind): Promise<string | null> {
  const head = await readFileHead(file, SNIFF_BYTES);
  if (head.length === 0) return 'The file is empty.';
  const found = await fileTypeFromBuffer(head);
  const type = found?.mime ?? (opensHtml(new TextDecoder().decode(head)) ? 'text/html' : null);
  if (type && acceptedFor(kind, type)) return null;
  const what = type
    ? `This file is ${typeInWords(type)}, not ${KIND_WORDS[kind]}.`
    : `This file is not ${KIND_WORDS[kind]}.`;
  return `${what} Choose ${UPLOAD_KIND_NAMES[kind]}.`;
}
