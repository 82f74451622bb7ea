import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../ui/components/page-window';

describe('pageWindow, the page buttons a grid shows', () => {
  it('shows at most the given number of buttons', () => {
    expect(pageWindow(1, 20, 5)).toHaveLength(5);
    expect(pageWindow(10, 20, 3)).toHaveLength(3);
  });

  it('centres the buttons on the current page', () => {
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(4, 20, 5)).toEqual([2, 3, 4, 5, 6]);
  });

  it('starts at page 1 near the start', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(18, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer pages than buttons', () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1, 5)).toEqual([1]);
  });

  it('shows page 1 for an empty grid and keeps out-of-range pages inside the window', () => {
    expect(pageWindow(1, 0, 5)).toEqual([1]);
    expect(pageWindow(99, 7, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
