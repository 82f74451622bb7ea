import { style } from '@vanilla-extract/css';
import { below, media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const shell = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateAreas: '"top" "nav" "main"',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: '260px 1fr',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"nav top" "nav main"',
    },
  },
});

export const topBar = style({
  gridArea: 'top',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // The floating navbar of spec section 9 stays in view while the page scrolls.
  position: 'sticky',
  top: vars.space.sm,
  zIndex: 10,
});

export const topBarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const topBarTitle = style({ fontWeight: vars.font.weight.medium });

export const brand = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.nav.text,
  textDecoration: 'none',
});

export const sideNav = style({
  gridArea: 'nav',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.nav.surface,
  color: vars.color.nav.text,
  borderRight: `1px solid ${vars.color.nav.border}`,
  '@media': {
    [below.lg]: { borderRight: 0, borderBottom: `1px solid ${vars.color.nav.border}` },
    [media.lg]: { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' },
  },
});

export const navList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.lg]: { display: 'flex', flexWrap: 'wrap' } },
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.nav.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.nav.active },
    '&[aria-current="page"]': {
      background: vars.color.nav.active,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const main = style({ gridArea: 'main', minWidth: 0 });

export const visitor = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.md,
});

export const visitorCard = style({ width: '100%', maxWidth: '420px' });
