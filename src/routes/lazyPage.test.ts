import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, LAZY_LOAD_TIMEOUT_MS, loadPage } from './lazyPage';

const Page = () => null;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadPage', () => {
  it('gives the page of a chunk that loads', async () => {
    await expect(loadPage('Users', () => Promise.resolve(Page))).resolves.toBe(Page);
  });

  it('names the chunk when its import fails', async () => {
    const failed = loadPage('Users', () => Promise.reject(new TypeError('fetch failed')));
    await expect(failed).rejects.toThrow(new ChunkLoadError('Users'));
    await expect(failed).rejects.toThrow('Loading chunk Users failed');
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    const stuck = loadPage('Users', () => new Promise(() => undefined));
    const outcome = expect(stuck).rejects.toThrow('Loading chunk Users failed');
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
