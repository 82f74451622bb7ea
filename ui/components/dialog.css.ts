import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 45%)' });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(32rem, calc(100vw - 2rem))',
  // A long result (an import's rejected rows) scrolls inside: the heading never leaves the screen.
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const description = style({ margin: 0 });

export const error = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
