import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const trigger = style({ '@media': { [media.md]: { display: 'none' } } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  background: 'rgb(0 0 0 / 45%)',
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: 31,
  width: 'min(300px, 85vw)',
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  background: vars.color.nav.surface,
  boxShadow: vars.shadow.overlay,
});

export const close = style({ justifySelf: 'end', margin: `${vars.space.sm} ${vars.space.sm} 0` });
