import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('shows up to 7 pages around the current one, kept inside the first and last', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(6, 12)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(12, 12)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
