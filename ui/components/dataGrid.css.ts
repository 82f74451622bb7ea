import { style } from '@vanilla-extract/css';
import { below } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/*
 * Below sm (a phone) a row is a card: each cell on its own line after its column's name (the
 * cell's data-label), so nothing scrolls sideways and every value is read with its name. The
 * table keeps its elements, so screen readers still read a table; its header row is hidden
 * from sight only.
 */
const phone = below.sm;

export const wrapper = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

// Positioned, so what a cell places absolutely (a visually hidden "Yes") scrolls and clips with
// the table instead of widening the page.
export const scroller = style({ overflowX: 'auto', minWidth: 0, position: 'relative' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [phone]: { display: 'block' } },
});

export const head = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@media': { [phone]: { display: 'grid', gap: vars.space.sm } },
});

export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const th = style({
  textAlign: 'left',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: 0,
      borderBottom: 'none',
      textAlign: 'left',
      overflowWrap: 'break-word',
      selectors: {
        '&[data-label]::before': {
          content: 'attr(data-label)',
          color: vars.color.textMuted,
          fontSize: vars.font.size.sm,
        },
        '&:not([data-label])': { display: 'block' },
      },
    },
  },
});

/** A number or money column: right-aligned, figures of equal width so digits line up. */
export const end = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const pagination = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

// A header that sorts is a real button (keyboard and screen readers) that looks like the header.
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
