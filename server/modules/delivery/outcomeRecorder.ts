import type { Database } from '../../db/client';
import type { DeliveryResult } from '../../providers/delivery';
import { removeDeadDevices } from '../devices/public';
import { addMs, type Clock } from './clock';
import { recordOutcomes, type RowOutcome, type TakenRow } from './dispatchRowsRepository';
import type { DeliveryLog } from './poller';

/** Waits before another try: 30 s, 1 min, 2 min... at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export interface OutcomeRecorderOptions {
  db: Database;
  clock: Clock;
  /** Tries before a delivery is given up as 'failed'. */
  maxAttempts: number;
  /** Outcomes written per statement... */
  flushSize: number;
  /** ...or whatever has gathered this long after the first of them. */
  flushMs: number;
  log: DeliveryLog;
  /** Called with how many rows each write recorded: they are no longer held. */
  onRecorded: (rows: number) => void;
}

/** What one provider answer means for its row. */
export function outcomeOf(
  row: TakenRow,
  result: DeliveryResult,
  now: Date,
  maxAttempts: number,
): RowOutcome {
  const id = row.receiptId;
  if (result.ok)
    return { id, state: 'sent', error: null, reason: null, retry_at: null, uncounted: false };
  const error = result.error.slice(0, 1000);
  if (result.retryAt !== undefined)
    return {
      id,
      state: 'queued',
      error,
      reason: result.reason,
      retry_at: new Date(Math.max(result.retryAt, now.getTime())).toISOString(),
      uncounted: true,
    };
  const final = result.permanent || row.attempts >= maxAttempts;
  return {
    id,
    state: final ? 'failed' : 'queued',
    error,
    reason: result.reason,
    retry_at: final ? null : addMs(now, retryDelayMs(row.attempts)).toISOString(),
    uncounted: false,
  };
}

/**
 * Gathers the providers' answers as they come and writes them back in batches, one write at a
 * time: a send is never held up by the database, and the database sees a few statements a
 * second instead of one per answer. A write that fails keeps its outcomes and is tried again a
 * second later, so nothing a provider answered is forgotten while the process lives.
 */
export function createOutcomeRecorder(options: OutcomeRecorderOptions) {
  const { db, clock, log } = options;
  let buffer: RowOutcome[] = [];
  let gone: string[] = [];
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function writeAll(): Promise<void> {
    while (buffer.length > 0 || gone.length > 0) {
      const batch = buffer;
      const dead = gone;
      buffer = [];
      gone = [];
      try {
        // Forget dead tokens first: a row recorded before them could be retried onto them.
        await removeDeadDevices(db, dead);
        await recordOutcomes(db, batch, clock());
        options.onRecorded(batch.length);
      } catch (error) {
        log.error(`dispatcher: ${error instanceof Error ? error.message : String(error)}`);
        buffer = batch.concat(buffer);
        gone = dead.concat(gone);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** Writes what has gathered, once the write under way (if any) has finished. */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (writing)
      return writing.then(() => (buffer.length > 0 || gone.length > 0 ? flush() : undefined));
    writing = writeAll().finally(() => (writing = null));
    return writing;
  }

  return {
    add(row: TakenRow, result: DeliveryResult) {
      buffer.push(outcomeOf(row, result, clock(), options.maxAttempts));
      if (buffer.length >= options.flushSize) void flush();
      else timer ??= setTimeout(() => void flush(), options.flushMs);
    },
    forget(deviceId: string) {
      gone.push(deviceId);
    },
    /** Writes everything gathered so far, including what comes while writing. */
    async drain() {
      while (buffer.length > 0 || gone.length > 0 || writing) await flush();
    },
  };
}

export type OutcomeRecorder = ReturnType<typeof createOutcomeRecorder>;
