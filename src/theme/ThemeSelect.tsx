import { useState } from 'react';
import type { ThemeName } from '#contract/constants';
import { Select, type SelectOption } from '#ui';
import { applyTheme, readTheme } from './theme';

const OPTIONS: readonly SelectOption<ThemeName>[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'semi-dark', label: 'Semi-dark' },
];

export function ThemeSelect() {
  const [theme, setTheme] = useState<ThemeName>(() => readTheme(window.localStorage));
  return (
    <Select
      label="Theme"
      hideLabel
      options={OPTIONS}
      value={theme}
      onValueChange={(next) => {
        applyTheme(next, document.documentElement, window.localStorage);
        setTheme(next);
      }}
    />
  );
}
