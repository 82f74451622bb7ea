import { globalStyle, style } from '@vanilla-extract/css';
import { below, media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const shell = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"top" "main"',
  '@media': {
    [media.md]: {
      gridTemplateColumns: '240px minmax(0, 1fr)',
      gridTemplateAreas: '"nav top" "nav main"',
    },
  },
});

/** Shown from md up; below md the drawer holds the navigation. */
export const wideOnly = style({ '@media': { [below.md]: { display: 'none' } } });
export const narrowOnly = style({ '@media': { [media.md]: { display: 'none' } } });

export const navColumn = style([wideOnly, { gridArea: 'nav' }]);

export const topBar = style({
  gridArea: 'top',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // The floating navbar of spec section 9 stays in view while the page scrolls.
  position: 'sticky',
  top: vars.space.sm,
  zIndex: 10,
  minWidth: 0,
});

// Floating navbar off: the bar sits flat at the top and scrolls away with the page.
globalStyle(`:root[data-navbar="static"] ${topBar}`, {
  position: 'static',
  margin: 0,
  borderRadius: 0,
  boxShadow: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const topBarEnd = style({ flexWrap: 'wrap', justifyContent: 'flex-end' });

export const topBarRow = style({ flexBasis: '100%', minWidth: 0 });

export const topBarTitle = style({ fontWeight: vars.font.weight.medium });

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.nav.text,
  textDecoration: 'none',
});

export const sideNav = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  minHeight: '100%',
  background: vars.color.nav.surface,
  color: vars.color.nav.text,
  borderRight: `1px solid ${vars.color.nav.border}`,
  '@media': { [media.md]: { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' } },
});

export const navSection = style({ display: 'grid', gap: vars.space.xs });

export const navSectionTitle = style({
  margin: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.nav.textMuted,
});

/** The section title as a disclosure: the whole row toggles, the chevron turns when folded. */
export const navSectionToggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
    '&:hover': { color: vars.color.nav.text },
  },
});

export const navSectionChevron = style({
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const navList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A folded section's list: `display: grid` above would otherwise win over [hidden].
  selectors: { '&[hidden]': { display: 'none' } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.nav.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.nav.active },
    '&[aria-current="page"]': {
      background: vars.color.nav.active,
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const main = style({ gridArea: 'main', minWidth: 0, outline: 'none' });

export const visitor = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.md,
});

export const visitorCard = style({ width: '100%', maxWidth: '420px' });

export const visitorWide = style({ minHeight: '100vh', margin: '0 auto', maxWidth: '1200px' });
