import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Title on the left, actions on the right, in one row that wraps only when it must (a phone).
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

// The crumbs are router links the page renders; the trail styles them, quieter than the title.
globalStyle(`${crumbs} a`, { color: vars.color.textMuted });
globalStyle(`${crumbs} a:hover`, { color: vars.color.primary });

// A gap between actions, so "Back to list" never touches "Edit".
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
