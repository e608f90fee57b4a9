/**
 * Gathers calls that arrive while earlier ones are in the database into one statement of many
 * rows. A statement's fixed costs (its round trip, its statement triggers, its commit) are paid
 * once for the batch: when a new app release makes every member's app register at once, those
 * costs were most of the database's time for a registration. A call that finds nothing in
 * flight runs at once, alone, so a quiet server answers as fast as before.
 */
export interface StatementBatcherOptions<I, O> {
  /** Runs one statement for the items; answers one outcome per item, in their order. */
  run: (items: readonly I[]) => Promise<O[]>;
  /**
   * Items sharing a key never go in one batch, nor in two batches in flight at once (one row
   * written twice by one statement is an error, and two statements taking the same rows in
   * different orders could deadlock).
   */
  keysOf: (item: I) => readonly string[];
  maxBatch: number;
  /** Statements in flight at once: the pool's other connections stay free for other calls. */
  maxInFlight: number;
}

interface Waiting<I, O> {
  item: I;
  keys: readonly string[];
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

export function createStatementBatcher<I, O>(options: StatementBatcherOptions<I, O>) {
  const { run, keysOf, maxBatch, maxInFlight } = options;
  let waiting: Waiting<I, O>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;

  /** The next batch: the oldest items whose keys are free, up to maxBatch; the rest wait on. */
  function takeBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const taken = new Set<string>();
    for (const entry of waiting) {
      const free = entry.keys.every((key) => !taken.has(key) && !busyKeys.has(key));
      if (batch.length < maxBatch && free) {
        batch.push(entry);
        for (const key of entry.keys) taken.add(key);
      } else rest.push(entry);
    }
    waiting = rest;
    return batch;
  }

  async function runBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const outcomes = await run(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(outcomes[i] as O));
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) return only.reject(error);
      // One bad row must not fail the calls batched with it: each goes again on its own.
      await Promise.all(
        batch.map((entry) =>
          run([entry.item]).then(([outcome]) => entry.resolve(outcome as O), entry.reject),
        ),
      );
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // all that wait share keys with batches in flight
      const keys = batch.flatMap((entry) => entry.keys);
      for (const key of keys) busyKeys.add(key);
      inFlight++;
      void runBatch(batch).finally(() => {
        for (const key of keys) busyKeys.delete(key);
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Answers the item's outcome once the statement it went out in has run. */
    add(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, keys: keysOf(item), resolve, reject });
        pump();
      });
    },
  };
}
