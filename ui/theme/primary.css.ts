import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The user's primary colour (spec section 9: primary, success, danger, warning, dark), on
 * <html data-primary="…">. Each pairing keeps text on the colour at WCAG AA; the extra
 * [data-theme] makes these outrank the theme blocks whatever order the CSS loads in.
 */
type Swatch = { main: string; hover: string; on: string };

const light: Record<string, Swatch> = {
  success: { main: '#1b7443', hover: '#176a3d', on: '#ffffff' },
  danger: { main: '#c0262d', hover: '#a51f25', on: '#ffffff' },
  warning: { main: '#8a5a00', hover: '#704900', on: '#ffffff' },
  dark: { main: '#2f2b3d', hover: '#1f1c29', on: '#ffffff' },
};

const dark: Record<string, Swatch> = {
  success: { main: '#5fd38d', hover: '#7fdda4', on: '#15131f' },
  danger: { main: '#ff8a8e', hover: '#ffa0a3', on: '#15131f' },
  warning: { main: '#ffc35a', hover: '#ffd07f', on: '#15131f' },
  dark: { main: '#e1def5', hover: '#f0eefb', on: '#15131f' },
};

const assign = (selector: string, swatch: Swatch) =>
  globalStyle(selector, {
    vars: {
      [vars.color.primary]: swatch.main,
      [vars.color.primaryHover]: swatch.hover,
      [vars.color.onPrimary]: swatch.on,
      [vars.color.focus]: swatch.main,
    },
  });

for (const [name, swatch] of Object.entries(light)) {
  assign(`:root[data-theme][data-primary="${name}"]`, swatch);
}
// After the light block on purpose: same specificity, dark wins.
for (const [name, swatch] of Object.entries(dark)) {
  assign(`:root[data-theme="dark"][data-primary="${name}"]`, swatch);
}
