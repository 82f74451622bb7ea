import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './theme/breakpoints';
import { vars } from './theme/contract.css';
import './theme/themes.css';
import './theme/primary.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('a', { color: vars.color.primary });

// A visible focus ring for keyboard users on everything focusable.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
});
