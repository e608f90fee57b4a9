import { describe, expect, it } from 'vitest';
import { ReusableBuffer } from './reusableBuffer';

const text = (pieces: Iterable<Buffer>) => Buffer.concat([...pieces]).toString('utf8');

describe('ReusableBuffer', () => {
  it('gives back what was appended, in pieces of the size asked', () => {
    const buffer = new ReusableBuffer(4);
    buffer.append(Buffer.from('hello, '));
    buffer.append(Buffer.from('world'));
    expect(buffer.length).toBe(12);
    const pieces = [...buffer.pieces(5)];
    expect(pieces.map((piece) => piece.length)).toEqual([5, 5, 2]);
    expect(text(pieces)).toBe('hello, world');
  });

  it('hands out copies, so filling it again leaves pieces already taken as they were', () => {
    const buffer = new ReusableBuffer(16);
    buffer.append(Buffer.from('first batch'));
    const taken = [...buffer.pieces(4)];
    buffer.clear();
    expect(buffer.length).toBe(0);
    expect([...buffer.pieces()]).toEqual([]);
    buffer.append(Buffer.from('SECOND BATCH'));
    expect(text(taken)).toBe('first batch');
    expect(text(buffer.pieces())).toBe('SECOND BATCH');
  });

  it('keeps earlier bytes when it grows', () => {
    const buffer = new ReusableBuffer(2);
    const parts = ['ab', 'cde', 'fghijklmnop', 'q'];
    for (const part of parts) buffer.append(Buffer.from(part));
    expect(text(buffer.pieces(3))).toBe(parts.join(''));
  });
});
