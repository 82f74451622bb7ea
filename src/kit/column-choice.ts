import { useCallback, useMemo, useState } from 'react';
import { COLUMNS_KEY_PREFIX } from '../session/storage';

/** Below this width a list opens without its low-priority columns (a 1366 px laptop included). */
export const WIDE_SCREEN = '(min-width: 1440px)';

type Column = { header: string; priority?: 'low' };

function stored(list: string): string[] | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(COLUMNS_KEY_PREFIX + list) ?? 'null');
    return Array.isArray(raw) && raw.every((h) => typeof h === 'string') ? raw : null;
  } catch {
    return null;
  }
}

/**
 * The columns of a list hidden from sight: the reader's own choice when they made one,
 * otherwise the low-priority columns on a screen narrower than a wide one, so the table fits
 * its card instead of cutting columns off.
 */
export function hiddenByDefault(columns: readonly Column[], wide: boolean): string[] {
  return wide ? [] : columns.filter((c) => c.priority === 'low').map((c) => c.header);
}

export function useColumnChoice(list: string, columns: readonly Column[]) {
  const [hidden, setHidden] = useState<readonly string[]>(
    () =>
      stored(list) ??
      hiddenByDefault(columns, typeof matchMedia === 'function' && matchMedia(WIDE_SCREEN).matches),
  );
  const toggle = useCallback(
    (header: string, shown: boolean) => {
      setHidden((was) => {
        const next = shown ? was.filter((h) => h !== header) : [...was, header];
        try {
          localStorage.setItem(COLUMNS_KEY_PREFIX + list, JSON.stringify(next));
        } catch {
          // A browser that keeps nothing still hides the column for this visit.
        }
        return next;
      });
    },
    [list],
  );
  return { hidden: useMemo(() => new Set(hidden), [hidden]), toggle };
}
