import type { UnionSyncProgressLine, UnionSyncResult } from '../../../contract/unionSync';

export interface SyncProgress {
  done: number;
  total: number;
}

/** The sync's stream ended in an error line: everything it wrote was undone. */
export class UnionSyncStreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnionSyncStreamError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One line of the stream, or null for a line that is none of the three. */
export function parseSyncLine(line: string): UnionSyncProgressLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { progress, result, error } = value;
  if (isRecord(progress) && typeof progress.done === 'number' && typeof progress.total === 'number')
    return { progress: { done: progress.done, total: progress.total } };
  if (isRecord(result) && typeof result.created === 'number')
    return { result: result as unknown as UnionSyncResult };
  if (isRecord(error) && typeof error.code === 'string')
    return {
      error: { code: error.code, message: typeof error.message === 'string' ? error.message : '' },
    };
  return null;
}

/**
 * The complete lines of a growing stream text from `from` on: the lines, and where the next
 * read starts (past the last line break, so a half-written line waits for the rest).
 */
export function completeLines(text: string, from: number): { lines: string[]; next: number } {
  const end = text.lastIndexOf('\n');
  if (end < from) return { lines: [], next: from };
  const lines = text
    .slice(from, end)
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { lines, next: end + 1 };
}

/** The outcome of a whole stream: its result, or the error it ended with. */
export function syncOutcome(text: string): UnionSyncResult {
  const lines = `${text}\n`
    .split('\n')
    .map(parseSyncLine)
    .filter((line) => line !== null);
  for (const line of lines.reverse()) {
    if ('result' in line) return line.result;
    if ('error' in line) throw new UnionSyncStreamError(line.error.code, line.error.message);
  }
  throw new UnionSyncStreamError('internal_error', 'The sync stopped before it finished.');
}
