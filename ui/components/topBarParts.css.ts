import { style } from '@vanilla-extract/css';
import { below } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const company = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const logo = style({ width: '28px', height: '28px', objectFit: 'contain', flexShrink: 0 });

export const companyName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const appBadge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [below.sm]: { display: 'none' } },
});
