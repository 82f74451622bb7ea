import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const card = style({
  // A grid item may shrink below its content (a wide table scrolls inside, not the page).
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const cardTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const heading = styleVariants({
  1: { fontSize: vars.font.size.xxl, margin: 0, fontWeight: vars.font.weight.bold },
  2: { fontSize: vars.font.size.xl, margin: 0, fontWeight: vars.font.weight.bold },
  3: { fontSize: vars.font.size.lg, margin: 0, fontWeight: vars.font.weight.medium },
});

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxWidth: '1200px',
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const stack = styleVariants({
  sm: { display: 'grid', gap: vars.space.sm },
  md: { display: 'grid', gap: vars.space.md },
  lg: { display: 'grid', gap: vars.space.lg },
});
