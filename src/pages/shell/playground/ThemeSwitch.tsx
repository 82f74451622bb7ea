import { useState } from 'react';
import { THEME_COLOURS, type ThemeName } from '#contract/constants';
import type { ThemeSettings } from '#contract/preferences';
import { Select } from '#ui';

const THEMES: readonly { value: ThemeName; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'semi-dark', label: 'Semi-dark' },
];
const COLOURS = THEME_COLOURS.map((value) => ({ value, label: value }));

/**
 * Switches the page's theme and primary colour for a look at every component in it. Only the
 * page changes: nothing is saved (a visitor has no settings to save).
 */
export function ThemeSwitch() {
  const root = document.documentElement;
  const [theme, setTheme] = useState(root.dataset.theme as ThemeName);
  const [colour, setColour] = useState(
    (root.dataset.primary ?? 'primary') as ThemeSettings['primaryColour'],
  );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '16px' }}>
      <Select
        label="Preview theme"
        options={THEMES}
        value={theme}
        onValueChange={(next) => {
          root.dataset.theme = next;
          setTheme(next);
        }}
      />
      <Select
        label="Preview primary colour"
        options={COLOURS}
        value={colour}
        onValueChange={(next) => {
          root.dataset.primary = next;
          setColour(next);
        }}
      />
    </div>
  );
}
