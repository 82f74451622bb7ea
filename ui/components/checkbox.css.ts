import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});

export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const box = style({
  flex: '0 0 auto',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.1rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

export const indicator = style({ fontSize: vars.font.size.sm, lineHeight: 1 });

export const label = style({ fontWeight: vars.font.weight.medium, cursor: 'pointer' });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
