import { THEME_COLOURS, type ThemeChoice } from '#contract/constants';
import type { ThemeSettings } from '#contract/preferences';
import { Menu, MenuCheckbox, MenuRadioGroup, MenuSeparator } from '../../ui/shell';
import { useThemeSettings } from './use-theme-settings';

const THEMES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'semi-dark', label: 'Semi-dark' },
];

type Colour = ThemeSettings['primaryColour'];
const COLOURS = THEME_COLOURS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
})) satisfies { value: Colour; label: string }[];

/** Theme, floating navbar and primary colour, saved per user (spec section 9). */
export function ThemeMenu() {
  const { settings, change } = useThemeSettings();
  return (
    <Menu label="Theme settings" trigger="Theme">
      <MenuRadioGroup
        label="Theme"
        value={settings.theme}
        options={THEMES}
        onValueChange={(theme) => change({ ...settings, theme })}
      />
      <MenuSeparator />
      <MenuCheckbox
        checked={settings.floatingNavbar}
        onCheckedChange={(floatingNavbar) => change({ ...settings, floatingNavbar })}
      >
        Floating navbar
      </MenuCheckbox>
      <MenuSeparator />
      <MenuRadioGroup
        label="Primary colour"
        value={settings.primaryColour}
        options={COLOURS}
        onValueChange={(primaryColour) => change({ ...settings, primaryColour })}
      />
    </Menu>
  );
}
