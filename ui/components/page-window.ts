/**
 * Which page numbers to show: at most `maxButtons`, a window around the current page that
 * slides at the ends. Pure, so the grid and its tests agree.
 */
export function pageWindow(page: number, pageCount: number, maxButtons: number): number[] {
  const count = Math.max(1, pageCount);
  const size = Math.min(maxButtons, count);
  const current = Math.min(Math.max(1, page), count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export const pageCountOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
