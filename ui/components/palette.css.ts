import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgb(0 0 0 / 45%)',
});

export const content = style({
  position: 'fixed',
  top: '12vh',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 41,
  width: 'min(36rem, calc(100vw - 2rem))',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  overflow: 'hidden',
});

export const command = style({ display: 'grid' });

export const input = style({
  width: '100%',
  padding: vars.space.md,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.lg,
});

export const list = style({
  maxHeight: 'min(60vh, 24rem)',
  overflowY: 'auto',
  padding: vars.space.sm,
});

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted });

export const group = style({});

// cmdk renders the heading itself; style it through its data attribute.
globalStyle(`${group} [cmdk-group-heading]`, {
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const hint = style({ fontSize: vars.font.size.sm, opacity: 0.85 });
