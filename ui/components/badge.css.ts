import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * The text keeps the theme's own text colour on its muted surface (contrast-checked in every
 * theme); the tone shows in the border and the dot, so no tone can make a status unreadable.
 */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
});

const dotBase = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  flexShrink: 0,
});

const toneColour = {
  neutral: vars.color.textMuted,
  info: vars.color.primary,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
} as const;

export const badge = styleVariants(toneColour, (colour) => [base, { borderColor: colour }]);
export const dot = styleVariants(toneColour, (colour) => [dotBase, { background: colour }]);

export const yesNo = style({ display: 'inline-flex', alignItems: 'center' });
export const yes = style({ color: vars.color.success });
export const no = style({ color: vars.color.textMuted });
