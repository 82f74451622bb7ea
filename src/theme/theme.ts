import { THEMES, type ThemeName } from '#contract/constants';
import type { KeyValueStorage } from '../session/storage';

export const THEME_KEY = 'theme';
export const DEFAULT_THEME: ThemeName = 'light';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** The stored theme; light when none (or an unknown one) is stored. */
export function readTheme(storage: Pick<KeyValueStorage, 'getItem'>): ThemeName {
  const stored = storage.getItem(THEME_KEY);
  return isThemeName(stored) ? stored : DEFAULT_THEME;
}

/** Remembers the theme and switches the page to it (ui/theme styles key on data-theme). */
export function applyTheme(
  theme: ThemeName,
  root: { dataset: DOMStringMap },
  storage: Pick<KeyValueStorage, 'setItem'>,
): void {
  storage.setItem(THEME_KEY, theme);
  root.dataset.theme = theme;
}
