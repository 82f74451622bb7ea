import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateY(8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const viewport = style({
  position: 'fixed',
  zIndex: 1000,
  bottom: 0,
  right: 0,
  left: 0,
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.sm]: { left: 'auto', width: '380px' } },
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  background: vars.color.surface,
  color: vars.color.text,
  borderLeft: '4px solid',
  animation: `${slideIn} 150ms ease-out`,
});

export const toast = styleVariants({
  error: [toastBase, { borderLeftColor: vars.color.danger }],
  success: [toastBase, { borderLeftColor: vars.color.success }],
  info: [toastBase, { borderLeftColor: vars.color.primary }],
});

export const text = style({ flex: 1, margin: 0 });

export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  padding: 0,
});
