import { style, styleVariants } from '@vanilla-extract/css';
import type { WIDGET_WIDTHS } from '#contract/constants';
import { media, vars } from '#ui';

export const grid = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
// The widget's actions sit at the card's top right, level with its title.
export const widget = style({ position: 'relative' });
export const cardHead = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});
// The edit-mode toggle while on: the primary colour's frame says "you are editing".
export const pressed = style({ borderColor: vars.color.primary, color: vars.color.primary });
export const grow = style({ flex: 1 });

// Full width on small screens; the stored width applies from the lg breakpoint, as its name says.
const at = (fraction: number) => ({
  flex: '1 1 100%',
  minWidth: 0,
  '@media': { [media.lg]: { flex: `0 0 calc(${fraction * 100}% - ${vars.space.md})` } },
});
export const width = styleVariants({
  'lg:w-1/2': at(1 / 2),
  'lg:w-1/4': at(1 / 4),
  'lg:w-1/3': at(1 / 3),
  'lg:w-2/3': at(2 / 3),
  'w-full': { flex: '1 1 100%', minWidth: 0 },
} satisfies Record<(typeof WIDGET_WIDTHS)[number], unknown>);
