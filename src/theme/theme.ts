import { THEME_COLOURS, THEMES, type ThemeName } from '#contract/constants';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '#contract/preferences';
import type { KeyValueStorage } from '../session/storage';

/**
 * localStorage copies of the theme settings, read by index.html's inline script before the
 * first paint; the server copy (GET /api/preferences/theme) wins once signed in.
 */
export const THEME_KEYS = {
  theme: 'theme',
  floatingNavbar: 'floatingNavbar',
  primaryColour: 'primaryColour',
} as const;
export const DEFAULT_THEME: ThemeName = DEFAULT_THEME_SETTINGS.theme;

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

const isColour = (value: unknown): value is ThemeSettings['primaryColour'] =>
  typeof value === 'string' && (THEME_COLOURS as readonly string[]).includes(value);

/** The stored settings; each unknown or missing value falls back to its default. */
export function readThemeSettings(storage: Pick<KeyValueStorage, 'getItem'>): ThemeSettings {
  const theme = storage.getItem(THEME_KEYS.theme);
  const colour = storage.getItem(THEME_KEYS.primaryColour);
  return {
    theme: isThemeName(theme) ? theme : DEFAULT_THEME,
    floatingNavbar: storage.getItem(THEME_KEYS.floatingNavbar) !== 'false',
    primaryColour: isColour(colour) ? colour : DEFAULT_THEME_SETTINGS.primaryColour,
  };
}

/** Remembers the settings and switches the page to them (ui/theme styles key on these). */
export function applyThemeSettings(
  settings: ThemeSettings,
  root: { dataset: DOMStringMap },
  storage: Pick<KeyValueStorage, 'setItem'>,
): void {
  storage.setItem(THEME_KEYS.theme, settings.theme);
  storage.setItem(THEME_KEYS.floatingNavbar, String(settings.floatingNavbar));
  storage.setItem(THEME_KEYS.primaryColour, settings.primaryColour);
  root.dataset.theme = settings.theme;
  root.dataset.navbar = settings.floatingNavbar ? 'floating' : 'static';
  root.dataset.primary = settings.primaryColour;
}
