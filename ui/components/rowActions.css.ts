import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const rowActions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const danger = style({ color: vars.color.danger });
