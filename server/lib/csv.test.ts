import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('never lets a cell run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const cell of ['=1', '@x', '\t1', '+SUM(A1)', '-A1', '+1+cmd|x', '-2+3*A1', '+', '-'])
      expect(csvCell(cell)).toBe(`'${cell}`);
    // A carriage return also makes the cell one to quote.
    expect(csvCell('\r1')).toBe(`"'\r1"`);
  });

  it('writes phone numbers and negative numbers as they are', () => {
    for (const cell of ['+1555000039', '+44 (20) 7946 0958', '+1-555-000-0039', '-12.5', '-5'])
      expect(csvCell(cell)).toBe(cell);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('+1 555, 0039')).toBe('"+1 555, 0039"');
    expect(csvCell('+1 555 ext 2')).toBe("'+1 555 ext 2");
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
  });
});
