import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the HTTP request whose work is running, carried through its awaits (Node's
 * AsyncLocalStorage), so what a request writes far below its route (the message it queues, its
 * occurrence) can say which request wrote it without every layer passing the id along.
 */
const requestIds = new AsyncLocalStorage<string>();

/** Runs `work`, and everything it awaits or schedules, as request `id`'s. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work);
}

/** The running request's id; null outside a request (the delivery engine, scripts, seeds). */
export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}
