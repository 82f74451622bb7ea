import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const text = style({ margin: 0, maxWidth: '32rem' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const bone = style({
  display: 'block',
  height: '1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const skeleton = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
});

export const row = style({ display: 'flex', gap: vars.space.md });
