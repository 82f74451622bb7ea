import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = {
  borderLeft: '4px solid',
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  margin: 0,
} as const;

export const alert = styleVariants({
  info: { ...base, borderLeftColor: vars.color.primary },
  success: { ...base, borderLeftColor: vars.color.success },
  warning: { ...base, borderLeftColor: vars.color.warning },
  danger: { ...base, borderLeftColor: vars.color.danger },
});
