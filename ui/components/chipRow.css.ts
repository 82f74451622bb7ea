import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Pills or tags as a bare list in a row, wrapping onto as many lines as they need. */
export const chipRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
