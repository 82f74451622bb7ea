import { style } from '@vanilla-extract/css';
import { vars } from '#ui';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  listStyle: 'none',
  // The pointer sensor drags; the browser must not scroll the page instead on touch.
  touchAction: 'none',
});

export const handle = style({ cursor: 'grab' });
