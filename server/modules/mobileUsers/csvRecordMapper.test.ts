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
const customCell = (json: string) =>
  Object.entries(JSON.parse(json) as Record<string, string>)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Feeds `input` in pieces of `size` bytes, as a socket might deliver it. */
function mapInPieces(input: string, size: number): string {
  const out: Buffer[] = [];
  // Each piece copied as it is written: the mapper may hand on views of its input.
  const mapper = new CsvRecordMapper({ customFields: customCell, groups: groupCell }, (piece) =>
    out.push(Buffer.from(piece)),
  );
  const bytes = Buffer.from(input, 'utf8');
  for (let i = 0; i < bytes.length; i += size) mapper.push(bytes.subarray(i, i + size));
  mapper.end();
  return Buffer.concat(out).toString('utf8');
}

// As COPY writes them: the custom fields' JSON text (quoted when it holds quotes or commas),
// then the group ids.
const Q = '"';
const COPY_OUTPUT = [
  `ava@x.test,Ava,${Q}{""Local"": ""12""}${Q},g1`,
  `${Q}Smith, ""Jr""${Q},${Q}two\nlines${Q},${Q}{""A, b"": ""say \\""hi\\"""", ""Shift"": ""=1""}${Q},g1;g2`,
  'zoë@x.test,Zoë,{},',
  '',
].join('\n');

const EXPECTED = [
  'ava@x.test,Ava,Local=12,Stewards',
  `${Q}Smith, ""Jr""${Q},${Q}two\nlines${Q},${Q}A, b=say ""hi""; Shift==1${Q},${Q}Stewards; Board, East${Q}`,
  'zoë@x.test,Zoë,,',
  '',
].join('\r\n');

describe('CsvRecordMapper', () => {
  it('writes the last two fields as cells and ends records with CRLF, keeping newlines inside quotes', () => {
    expect(mapInPieces(COPY_OUTPUT, 1 << 16)).toBe(EXPECTED);
  });

  it('gives the same bytes whatever the chunk boundaries', () => {
    for (const size of [1, 2, 3, 5, 7, 16]) expect(mapInPieces(COPY_OUTPUT, size)).toBe(EXPECTED);
  });

  it('maps a last record that has no newline', () => {
    expect(mapInPieces('a,{},g1', 2)).toBe('a,,Stewards\r\n');
  });
});
