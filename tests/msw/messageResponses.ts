import { HttpResponse } from 'msw';
import type { ErrorCode } from '../../contract/errorCodes';
import { messagesStore as store } from './messagesStore';

/* What the messages domain's handlers (history, campaigns, sequences, recipient) answer with. */

/**
 * The content of a multipart file part. Its name is not kept: jsdom's FormData reaches the
 * handler as a plain blob named 'blob', so the tests check the content instead.
 */
export async function fileTextOf(part: FormDataEntryValue | null): Promise<string | null> {
  return part !== null && typeof part === 'object' ? await part.text() : null;
}

export const ok = <T>(data: T) => HttpResponse.json({ success: true as const, data });

export function takeFailure(kind: keyof typeof store.failures): ErrorCode | null {
  const code = store.failures[kind] ?? null;
  delete store.failures[kind];
  return code;
}
