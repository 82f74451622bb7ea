import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * The one button hierarchy: primary (the page's main action, one per view), secondary (other
 * actions), quiet (row and toolbar actions, no frame until hovered), danger (destroys data).
 * Links that act as buttons (Add, Upload) take the same classes through `asChild`.
 */
const quiet = {
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&:disabled, &[aria-busy="true"], &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.65,
      },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      quiet,
      /** The former name of quiet, kept so pages not yet moved keep their look. */
      ghost: quiet,
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm },
      md: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.font.size.md },
      // Square, for an icon alone (row actions): 32 px keeps a comfortable touch target.
      icon: { padding: 0, width: '2rem', height: '2rem', fontSize: vars.font.size.md },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
