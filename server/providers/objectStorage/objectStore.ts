import type { Readable } from 'node:stream';

/** A byte range, both ends included (as HTTP's Range header counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** Size in bytes. */
  size: number;
}

/**
 * Where uploaded audio, video and documents are kept: a folder under DATA_DIR (the embedded
 * default) or S3-compatible object storage. Keys are made by the caller (`uploads/<company>/<id>`);
 * an object never changes under its key. Bodies stream both ways: nothing holds a whole file.
 */
export interface ObjectStore {
  /** Which implementation, for logs and the health of a deployment. */
  readonly kind: 'folder' | 's3';
  /**
   * Streams `body` to `key` and answers its size. When the stream fails (the client went away,
   * a size limit was hit) nothing is left under the key.
   */
  put(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  /** The object's bytes (a range of them, when asked), or null when there is no such key. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made of safe segments only: no `..`, no leading slash, nothing a path could escape by. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`invalid object key "${key}"`);
  }
}
