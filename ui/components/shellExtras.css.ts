import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Pinned-page pills (in a chipRow) and the skip link of the shell. */

export const pill = style({
  display: 'inline-block',
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-current="page"]': {
      borderColor: vars.color.primary,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 50,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus': { top: vars.space.sm } },
});
