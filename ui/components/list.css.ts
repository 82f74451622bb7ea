import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
