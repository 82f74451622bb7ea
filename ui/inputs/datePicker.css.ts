import { globalStyle, style } from '@vanilla-extract/css';
import { input } from '../components/textField.css';
import { vars } from '../theme/contract.css';

/** The typed text and the calendar button, one box like every other input. */
export const row = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: 0,
    selectors: {
      '&:focus-within': { borderColor: vars.color.focus },
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const text = style({
  flex: 1,
  minWidth: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const opener = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: '2.5rem',
  color: vars.color.textMuted,
  background: 'transparent',
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

export const popover = style({
  zIndex: 60,
  padding: vars.space.md,
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

// DayPicker's parts, by the class names passed to it (no stylesheet of its own is loaded).
export const months = style({ position: 'relative' });
export const nav = style({
  position: 'absolute',
  top: 0,
  right: 0,
  display: 'flex',
  gap: vars.space.xs,
});
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  color: vars.color.text,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});
export const chevron = style({ width: '1rem', height: '1rem', fill: 'currentColor' });
export const caption = style({
  display: 'flex',
  alignItems: 'center',
  height: '2rem',
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.medium,
});
export const dropdowns = style({ display: 'flex', gap: vars.space.sm });
// A native select laid invisibly over its label: the label shows, the select takes the input.
export const dropdownRoot = style({ position: 'relative', display: 'inline-flex' });
export const dropdown = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
});
export const captionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  selectors: { [`${dropdownRoot}:focus-within &`]: { outline: `2px solid ${vars.color.focus}` } },
});
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  width: '2.25rem',
  height: '2rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.normal,
  color: vars.color.textMuted,
});
export const day = style({ padding: 0, textAlign: 'center' });
export const dayButton = style({
  width: '2.25rem',
  height: '2.25rem',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
export const today = style({ fontWeight: vars.font.weight.bold, color: vars.color.primary });
export const selected = style({});
globalStyle(`${selected} > button`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const outside = style({ color: vars.color.textMuted });
export const disabled = style({ opacity: 0.4 });
export const hidden = style({ visibility: 'hidden' });
