import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const track = style({
  flex: '0 0 auto',
  position: 'relative',
  width: '2.5rem',
  height: '1.4rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.border,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: '50%',
  background: vars.color.surface,
  transform: 'translateX(0.1rem)',
  transition: 'transform 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '&[data-state="checked"]': { transform: 'translateX(1.2rem)' } },
});

export const label = style({ fontWeight: vars.font.weight.medium, cursor: 'pointer' });
