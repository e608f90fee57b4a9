import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, rangeLabel } from './pageWindow';

describe('pageWindow', () => {
  it('centres five buttons on the current page', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows fewer buttons when there are fewer pages', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('pageCount and rangeLabel', () => {
  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('names the rows shown', () => {
    expect(rangeLabel(2, 1234)).toBe('11–20 of 1,234');
    expect(rangeLabel(124, 1234)).toBe('1,231–1,234 of 1,234');
    expect(rangeLabel(1, 0)).toBe('0 of 0');
  });
});
