import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const content = style({
  zIndex: 40,
  minWidth: '12rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  margin: vars.space.xs,
  background: vars.color.border,
});

export const mark = style({ display: 'inline-block', width: '1.25em' });
