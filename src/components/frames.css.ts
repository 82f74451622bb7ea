import { style } from '@vanilla-extract/css';
import { vars } from '#ui';

// Search on the left, the list's actions on the right; on a phone they wrap under each other.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const search = style({ flex: '1 1 14rem', maxWidth: '24rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
