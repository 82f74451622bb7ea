import type { vars } from './contract.css';
import type { MapLeafNodes } from './types';

export type ThemeTokens = MapLeafNodes<typeof vars, string>;
type Colours = ThemeTokens['color'];

const shared = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { normal: '400', medium: '500', bold: '650' },
  },
} as const;

// Text colours meet WCAG AA (4.5:1) on their surfaces in every theme.
const lightNav: Colours['nav'] = {
  surface: '#ffffff',
  text: '#2f2b3d',
  textMuted: '#5d596c',
  border: '#e6e5e8',
  active: '#ece9fd',
};
const darkNav: Colours['nav'] = {
  surface: '#2f3349',
  text: '#e1def5',
  textMuted: '#b6bee3',
  border: '#434968',
  active: '#3f4461',
};

export const light: ThemeTokens = {
  ...shared,
  color: {
    primary: '#5a45d6',
    primaryHover: '#4b37c2',
    onPrimary: '#ffffff',
    success: '#1b7443',
    danger: '#c0262d',
    warning: '#8a5a00',
    dark: '#2f2b3d',
    onDark: '#ffffff',
    background: '#f6f6f9',
    surface: '#ffffff',
    surfaceMuted: '#f1f0f4',
    text: '#2f2b3d',
    textMuted: '#5d596c',
    border: '#dbdade',
    focus: '#5a45d6',
    nav: lightNav,
  },
  shadow: { card: '0 2px 6px rgb(47 43 61 / 0.12)', overlay: '0 8px 24px rgb(47 43 61 / 0.2)' },
};

export const dark: ThemeTokens = {
  ...shared,
  color: {
    primary: '#a99cf6',
    primaryHover: '#bcb2f8',
    onPrimary: '#15131f',
    success: '#5fd38d',
    danger: '#ff8a8e',
    warning: '#ffc35a',
    dark: '#0f111a',
    onDark: '#e1def5',
    background: '#25293c',
    surface: '#2f3349',
    surfaceMuted: '#363b54',
    text: '#e1def5',
    textMuted: '#b6bee3',
    border: '#434968',
    focus: '#b3a9ff',
    nav: darkNav,
  },
  shadow: { card: '0 2px 6px rgb(0 0 0 / 0.3)', overlay: '0 8px 24px rgb(0 0 0 / 0.45)' },
};

/** Semi-dark: light content with the dark navigation. */
export const semiDark: ThemeTokens = { ...light, color: { ...light.color, nav: darkNav } };
