import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Conversion } from '../../../contract/uploads';
import type { Database } from '../../db/client';
import type { ObjectStore } from '../../providers/objectStorage/objectStore';
import { createMediaRepository, type MediaItem } from './mediaRepository';
import { convertToMp4, probeDuration, toolAvailable } from './mediaTools';

export interface MediaWorkerOptions {
  ffmpegPath: string;
  ffprobePath: string;
  /** Temporary copies go under DATA_DIR/media-work (ffmpeg needs a seekable input). */
  dataDir: string;
}

type ErrorReport = (error: unknown, uploadId: string) => void;

/** The type sniffed from a QuickTime file, the one kind of video that is converted. */
export const QUICKTIME = 'video/quicktime';

/** ffmpeg's allowance: a minute, plus a millisecond per kilobyte (a 2 GB file: about 35 min). */
const conversionTimeout = (bytes: number) => 60_000 + Math.ceil(bytes / 1024);

const mp4Name = (name: string) => `${name.replace(/\.(mov|qt)$/i, '') || 'video'}.mp4`;

/**
 * The uploads' background work, one file at a time (the machine's cores serve requests too):
 * reads each audio and video file's length with ffprobe, and converts QuickTime video to MP4 with
 * ffmpeg. The bytes come from the object store to a temporary file and the converted file goes
 * back under a key of its own; the row moves to it in one statement and the original is removed
 * only after, so a crash at any point leaves the original playable and the conversion pending,
 * to be picked up again at the next start (`resume`).
 */
export function createMediaWorker(db: Database, store: ObjectStore, options: MediaWorkerOptions) {
  const repository = createMediaRepository(db);
  const workDir = join(options.dataDir, 'media-work');
  const stopping = new AbortController();
  let queue: Promise<void> = Promise.resolve();
  let tools: Promise<{ ffmpeg: boolean; ffprobe: boolean }> | null = null;
  // Where failures are told (the app's log, once it exists); the worker never throws into a request.
  let report: ErrorReport = () => undefined;

  /** Asked once, when first needed: a start with nothing to do runs neither tool. */
  const toolsPresent = () =>
    (tools ??= Promise.all([
      toolAvailable(options.ffmpegPath),
      toolAvailable(options.ffprobePath),
    ]).then(([ffmpeg, ffprobe]) => ({ ffmpeg, ffprobe })));

  async function copyToDisk(key: string, path: string): Promise<void> {
    const body = await store.read(key);
    if (!body) throw new Error(`the stored file ${key} is missing`);
    await pipeline(body, createWriteStream(path));
  }

  async function hashOf(path: string): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async function convert(item: MediaItem, input: string, output: string): Promise<void> {
    const started = performance.now();
    try {
      await convertToMp4(options.ffmpegPath, input, output, {
        timeoutMs: conversionTimeout(item.byteSize),
        signal: stopping.signal,
      });
    } catch (error) {
      // Stopped by the app closing: still pending, converted again at the next start.
      if (!stopping.signal.aborted) await repository.setConversion(item.id, 'failed');
      throw error;
    }
    const tookMs = performance.now() - started;
    const { size, sha256 } = await hashOf(output);
    const storageKey = `${item.storageKey}.mp4`;
    await store.put(storageKey, createReadStream(output), 'video/mp4');
    const moved = await repository.useConverted(item, {
      storageKey,
      size,
      sha256,
      fileName: mp4Name(item.fileName),
      tookMs,
    });
    await store.delete(moved ? item.storageKey : storageKey);
  }

  async function work(id: string): Promise<void> {
    if (stopping.signal.aborted) return;
    const item = await repository.item(id);
    if (!item) return;
    const wantsProbe = !item.probed && (item.kind === 'audio' || item.kind === 'video');
    const wantsConversion = item.conversion === 'pending';
    if (!wantsProbe && !wantsConversion) return;
    const present = await toolsPresent();
    if (wantsConversion && !present.ffmpeg) await repository.setConversion(id, 'unavailable');
    // Without ffprobe a length cannot be known: the file is marked probed, its length null.
    if (wantsProbe && !present.ffprobe) await repository.setDuration(id, null);
    const probe = wantsProbe && present.ffprobe;
    const conversion = wantsConversion && present.ffmpeg;
    if (!probe && !conversion) return;

    await mkdir(workDir, { recursive: true });
    const input = join(workDir, `${id}.in`);
    const output = join(workDir, `${id}.mp4`);
    try {
      await copyToDisk(item.storageKey, input);
      if (probe) {
        const seconds = await probeDuration(options.ffprobePath, input, stopping.signal).catch(
          () => null,
        );
        if (!stopping.signal.aborted) await repository.setDuration(id, seconds);
      }
      if (conversion) await convert(item, input, output);
    } finally {
      await Promise.all([rm(input, { force: true }), rm(output, { force: true })]);
    }
  }

  function enqueue(id: string): void {
    queue = queue
      .then(() => work(id))
      .catch((error: unknown) => {
        if (!stopping.signal.aborted) report(error, id);
      });
  }

  return {
    /** What a new file's conversion starts as: QuickTime is converted when ffmpeg is there. */
    async conversionFor(contentType: string): Promise<Conversion> {
      if (contentType !== QUICKTIME) return 'none';
      return (await toolsPresent()).ffmpeg ? 'pending' : 'unavailable';
    },
    reportTo(to: ErrorReport): void {
      report = to;
    },
    /** Probes and converts a stored file in the background (after its row has committed). */
    enqueue,
    /** At start: the work a stop or a crash left unfinished. */
    async resume(): Promise<void> {
      for (const id of await repository.unfinished()) enqueue(id);
    },
    /** Resolves once everything queued so far is done (tests wait on it). */
    async idle(): Promise<void> {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    /** Stops: kills a running ffmpeg or ffprobe and waits for the queue to drain. */
    async close(): Promise<void> {
      stopping.abort();
      await queue;
    },
  };
}

export type MediaWorker = ReturnType<typeof createMediaWorker>;
