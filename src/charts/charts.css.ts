import { style } from '@vanilla-extract/css';
import { vars } from '#ui';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const svg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const bar = style({ fill: vars.color.primary });
export const land = style({
  fill: vars.color.surfaceMuted,
  stroke: vars.color.border,
  strokeWidth: 0.5,
});
export const point = style({
  fill: vars.color.danger,
  fillOpacity: 0.55,
  stroke: vars.color.danger,
});
export const axis = style({ fill: vars.color.textMuted, fontSize: 10 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 0.5 });
export const line = style({ fill: 'none', strokeWidth: 2 });
/** The bucket still filling: dashed, so a day so far never reads as a fall. */
export const partialLine = style({ fill: 'none', strokeWidth: 2, strokeDasharray: '4 3' });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const swatch = style({ display: 'inline-block', width: 10, height: 10, marginRight: 4 });
export const summary = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  margin: 0,
});
/** Wide tables scroll inside their card, never the page (a phone is 375 px wide). */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
// A number never breaks over lines ("2,94" / "0"): a narrow widget scrolls its table instead.
export const number = style([
  cell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);
