/** How much a download hands on at a time: the size of a socket's reads, so pieces die young. */
const PIECE_BYTES = 64 * 1024;

/**
 * Bytes gathered in one long-lived buffer that is emptied and filled again, for data that is
 * held a while before it is sent (an export's batch read ahead). Data held across the
 * collector's young-generation passes is promoted, and promoted buffers are freed only by a full
 * collection, which V8 runs late: an export holding each batch in fresh buffers grew the
 * process by some 50 MB of dead batches between full collections. Reused, the held bytes cost
 * the buffer's size once; what leaves is copied out in pieces that are sent and dropped at once.
 */
export class ReusableBuffer {
  private bytes: Buffer;
  private used = 0;

  constructor(initialBytes: number) {
    this.bytes = Buffer.allocUnsafe(initialBytes);
  }

  get length(): number {
    return this.used;
  }

  append(chunk: Uint8Array): void {
    const needed = this.used + chunk.length;
    if (needed > this.bytes.length) {
      // Rare (a batch of unusually long rows): grow by half again, so growing stays rare.
      const grown = Buffer.allocUnsafe(Math.max(needed, Math.ceil(this.bytes.length * 1.5)));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.used);
    this.used = needed;
  }

  clear(): void {
    this.used = 0;
  }

  /** The bytes as fresh copies, so the buffer can be filled again while they are still sent. */
  *pieces(size = PIECE_BYTES): Generator<Buffer> {
    for (let at = 0; at < this.used; at += size)
      yield Buffer.from(this.bytes.subarray(at, Math.min(at + size, this.used)));
  }
}
