import { describe, expect, it } from 'vitest';
import { createStatementBatcher } from './statementBatcher';

interface Item {
  id: number;
  key: string;
}

/** A batcher over a fake statement that waits until released; records each batch it ran. */
function fakeStatement(options: { maxBatch?: number; maxInFlight?: number; bad?: number } = {}) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const batcher = createStatementBatcher<Item, string>({
    run: async (items) => {
      batches.push(items.map((item) => item.id));
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise<void>((resolve) => releases.push(resolve));
      inFlight--;
      if (items.some((item) => item.id === options.bad)) throw new Error('bad row');
      return items.map((item) => `done ${item.id}`);
    },
    keysOf: (item) => [item.key],
    maxBatch: options.maxBatch ?? 100,
    maxInFlight: options.maxInFlight ?? 1,
  });
  /** Lets every statement started so far finish, and the batches they free start. */
  async function releaseAll() {
    while (releases.length > 0) {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  return { batcher, batches, releaseAll, mostInFlight: () => mostInFlight };
}

const item = (id: number, key = `k${id}`): Item => ({ id, key });

describe('the statement batcher', () => {
  it('runs a call at once when nothing is in flight, and gathers the ones that come meanwhile', async () => {
    const { batcher, batches, releaseAll } = fakeStatement();
    const first = batcher.add(item(1));
    expect(batches).toEqual([[1]]);
    const rest = [2, 3, 4, 5].map((id) => batcher.add(item(id)));
    expect(batches).toEqual([[1]]);
    await releaseAll();
    expect(await first).toBe('done 1');
    expect(await Promise.all(rest)).toEqual(['done 2', 'done 3', 'done 4', 'done 5']);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps batches to their size and to the statements allowed in flight', async () => {
    const { batcher, batches, releaseAll, mostInFlight } = fakeStatement({
      maxBatch: 2,
      maxInFlight: 2,
    });
    const all = [1, 2, 3, 4, 5, 6].map((id) => batcher.add(item(id)));
    expect(batches).toEqual([[1], [2]]);
    await releaseAll();
    await Promise.all(all);
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    expect(mostInFlight()).toBe(2);
  });

  it('never puts two items of one key in one batch, nor in two batches in flight', async () => {
    const { batcher, batches, releaseAll } = fakeStatement({ maxInFlight: 2 });
    const all = [
      batcher.add(item(1, 'same')),
      batcher.add(item(2, 'same')),
      batcher.add(item(3)),
      batcher.add(item(4, 'same')),
    ];
    // 2 waits for 1's key, though a second statement may start: 3 goes without it.
    expect(batches).toEqual([[1], [3]]);
    await releaseAll();
    expect(await Promise.all(all)).toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
    expect(batches).toEqual([[1], [3], [2], [4]]);
  });

  it('runs each item of a failed batch again alone, so only the bad one fails', async () => {
    const { batcher, batches, releaseAll } = fakeStatement({ bad: 3 });
    const all = [1, 2, 3, 4].map((id) =>
      batcher.add(item(id)).then(
        (outcome) => outcome,
        (error: Error) => error.message,
      ),
    );
    await releaseAll();
    expect(await Promise.all(all)).toEqual(['done 1', 'done 2', 'bad row', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
