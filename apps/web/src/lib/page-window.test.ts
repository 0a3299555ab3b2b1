import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows two pages either side of the current one', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });

  it('keeps five numbers at the ends when asked (products pager: up to five)', () => {
    expect(pageWindow(1, 10, { fill: true })).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10, { fill: true })).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, { fill: true })).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, { fill: true })).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, { fill: true })).toEqual([1, 2, 3]);
  });

  it('never shows more pages than exist, and clamps the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(9, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(0, 4)).toEqual([1, 2, 3]);
  });

  it('takes another radius', () => {
    expect(pageWindow(5, 10, { radius: 1 })).toEqual([4, 5, 6]);
  });
});

describe('pageCount', () => {
  it('rounds up and gives 0 for no items', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
