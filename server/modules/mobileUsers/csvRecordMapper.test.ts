import { describe, expect, it } from 'vitest';
import { CsvRecordMapper } from './csvRecordMapper';

const names = new Map([
  ['g1', 'Stewards'],
  ['g2', 'Board, East'],
]);
const groupCell = (ids: string) =>
  ids
    .split(';')
    .map((id) => names.get(id) ?? '')
    .filter(Boolean)
    .join('; ');

/** Feeds `input` in pieces of `size` bytes, as a socket might deliver it. */
function mapInPieces(input: string, size: number): string {
  const mapper = new CsvRecordMapper(groupCell);
  const bytes = Buffer.from(input, 'utf8');
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(mapper.push(bytes.subarray(i, i + size)));
  out.push(mapper.end());
  return Buffer.concat(out).toString('utf8');
}

const COPY_OUTPUT = [
  'ava@x.test,Ava,g1',
  '"Smith, ""Jr""","two\nlines",g1;g2',
  'zoë@x.test,Zoë,',
  '',
].join('\n');

const EXPECTED = [
  'ava@x.test,Ava,Stewards',
  '"Smith, ""Jr""","two\nlines","Stewards; Board, East"',
  'zoë@x.test,Zoë,',
  '',
].join('\r\n');

describe('CsvRecordMapper', () => {
  it('names the last field and ends records with CRLF, keeping newlines inside quotes', () => {
    expect(mapInPieces(COPY_OUTPUT, 1 << 16)).toBe(EXPECTED);
  });

  it('gives the same bytes whatever the chunk boundaries', () => {
    for (const size of [1, 2, 3, 5, 7, 16]) expect(mapInPieces(COPY_OUTPUT, size)).toBe(EXPECTED);
  });

  it('maps a last record that has no newline', () => {
    expect(mapInPieces('a,g1', 2)).toBe('a,Stewards\r\n');
  });
});
