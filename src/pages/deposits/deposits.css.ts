import { style } from '@vanilla-extract/css';
import { vars } from '#ui';

export const stack = style({ display: 'grid', gap: vars.space.xs });
export const preview = style({
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
export const schedule = style({ margin: 0, paddingLeft: vars.space.lg });
