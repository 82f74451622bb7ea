import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// minmax(0, 1fr): an input's intrinsic width must not widen the page on a phone.
export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const input = style({
  minWidth: 0,
  width: '100%',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outlineOffset: '0', borderColor: vars.color.focus },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const errors = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const required = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const labelRow = style({ display: 'inline-flex', alignItems: 'baseline', gap: '0.15em' });
