import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { dark, light, semiDark } from './tokens';

// Themes hang on <html data-theme="…">, which index.html's inline script sets before the first
// paint from localStorage `theme` (light by default).
createGlobalTheme(':root, :root[data-theme="light"]', vars, light);
createGlobalTheme(':root[data-theme="dark"]', vars, dark);
createGlobalTheme(':root[data-theme="semi-dark"]', vars, semiDark);
