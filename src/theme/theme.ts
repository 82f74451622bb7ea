import {
  THEME_CHOICES,
  THEME_COLOURS,
  type ThemeChoice,
  type ThemeName,
} from '#contract/constants';
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
export const DEFAULT_THEME: ThemeChoice = DEFAULT_THEME_SETTINGS.theme;

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** The operating system's wish for dark, which the System choice follows. */
export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The theme drawn for a choice: System is dark or light as the operating system is. */
export const drawnTheme = (choice: ThemeChoice, systemDark: boolean): ThemeName =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

const isColour = (value: unknown): value is ThemeSettings['primaryColour'] =>
  typeof value === 'string' && (THEME_COLOURS as readonly string[]).includes(value);

/** The stored settings; each unknown or missing value falls back to its default. */
export function readThemeSettings(storage: Pick<KeyValueStorage, 'getItem'>): ThemeSettings {
  const theme = storage.getItem(THEME_KEYS.theme);
  const colour = storage.getItem(THEME_KEYS.primaryColour);
  return {
    theme: isThemeChoice(theme) ? theme : DEFAULT_THEME,
    floatingNavbar: storage.getItem(THEME_KEYS.floatingNavbar) !== 'false',
    primaryColour: isColour(colour) ? colour : DEFAULT_THEME_SETTINGS.primaryColour,
  };
}

/** Remembers the settings and switches the page to them (ui/theme styles key on these). */
export function applyThemeSettings(
  settings: ThemeSettings,
  root: { dataset: DOMStringMap },
  storage: Pick<KeyValueStorage, 'setItem'>,
  systemDark: boolean,
): void {
  storage.setItem(THEME_KEYS.theme, settings.theme);
  storage.setItem(THEME_KEYS.floatingNavbar, String(settings.floatingNavbar));
  storage.setItem(THEME_KEYS.primaryColour, settings.primaryColour);
  root.dataset.theme = drawnTheme(settings.theme, systemDark);
  root.dataset.navbar = settings.floatingNavbar ? 'floating' : 'static';
  root.dataset.primary = settings.primaryColour;
}
