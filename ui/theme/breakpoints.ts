import { BREAKPOINTS } from '#contract/constants';

/**
 * Media queries for the breakpoints of spec section 9 (xs under 576, sm 576, md 768, lg 992,
 * xl 1200). Use as `'@media': { [media.md]: {...} }` in a style.
 */
export const media = {
  xs: `screen and (max-width: ${BREAKPOINTS.sm - 0.02}px)`,
  sm: `screen and (min-width: ${BREAKPOINTS.sm}px)`,
  md: `screen and (min-width: ${BREAKPOINTS.md}px)`,
  lg: `screen and (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `screen and (min-width: ${BREAKPOINTS.xl}px)`,
} as const;

/** Below a breakpoint, e.g. `below.md` for phones and small tablets. */
export const below = {
  sm: media.xs,
  md: `screen and (max-width: ${BREAKPOINTS.md - 0.02}px)`,
  lg: `screen and (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
  xl: `screen and (max-width: ${BREAKPOINTS.xl - 0.02}px)`,
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
