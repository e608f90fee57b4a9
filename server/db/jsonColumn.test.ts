import { describe, expect, it } from 'vitest';
import { jsonColumn } from './rows';

describe('jsonColumn', () => {
  it('parses the text a driver gives for json', () => {
    expect(jsonColumn('{"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it('keeps a value the driver already parsed', () => {
    const parsed = { a: [1, 2] };
    expect(jsonColumn(parsed)).toBe(parsed);
    expect(jsonColumn(null)).toBeNull();
  });
});
