import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { UnionSyncProgressLine, UnionSyncResult } from '../../../contract/unionSync';
import { AppError } from '../../lib/errors';
import { isDatabaseBusy } from '../../lib/pgErrors';

export const wantsProgress = (accept: string | undefined) =>
  accept?.includes('application/x-ndjson') ?? false;

type Sync = (options: {
  onProgress: (done: number) => void;
  signal: AbortSignal;
}) => Promise<UnionSyncResult>;

function errorLine(error: unknown): UnionSyncProgressLine {
  if (error instanceof AppError) return { error: { code: error.code, message: error.message } };
  if (isDatabaseBusy(error)) {
    return { error: { code: 'error_retrieving_data', message: 'Error retrieving data.' } };
  }
  return {
    error: {
      code: 'internal_error',
      message: 'Error 002: API Internal Error. Contact the website administrator.',
    },
  };
}

/**
 * Runs a sync while telling the console how far it is: one JSON line per chunk written, then the
 * result, or the error that undid it (the sync is one transaction). Closing the connection
 * mid-way aborts the sync, which rolls back, so leaving the page never half-applies a list.
 */
export function streamSync(reply: FastifyReply, total: number, sync: Sync): FastifyReply {
  const stream = new PassThrough();
  const abort = new AbortController();
  const line = (value: UnionSyncProgressLine) => stream.write(`${JSON.stringify(value)}\n`);
  reply.raw.on('close', () => {
    if (!stream.writableEnded) abort.abort();
  });
  line({ progress: { done: 0, total } });
  sync({ onProgress: (done) => line({ progress: { done, total } }), signal: abort.signal }).then(
    (result) => {
      line({ result });
      stream.end();
    },
    (error: unknown) => {
      if (!abort.signal.aborted) reply.log.error({ err: error }, 'union sync failed');
      line(errorLine(error));
      stream.end();
    },
  );
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(stream);
}
