import { style } from '@vanilla-extract/css';
import { vars } from '#ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tool = style({
  height: '100%',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.medium,
});
