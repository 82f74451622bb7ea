import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Sticky at the foot of the window while the form runs past it, so Save is always in reach.
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
