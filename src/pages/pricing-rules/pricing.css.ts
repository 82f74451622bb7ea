import { style } from '@vanilla-extract/css';
import { vars } from '#ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
export const outcomes = style({ margin: 0, paddingLeft: vars.space.lg });
