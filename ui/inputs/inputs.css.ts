import { style } from '@vanilla-extract/css';
import { input } from '../components/textField.css';
import { vars } from '../theme/contract.css';

/** The boxed look every input shares, from TextField, so all fields line up. */
export const box = input;

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.65 },
    },
  },
]);

export const triggerIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const content = style({
  zIndex: 60,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({ display: 'inline-flex' });

export const textarea = style([input, { minHeight: '6rem', resize: 'vertical', lineHeight: 1.5 }]);

// Amount and currency side by side; the amount takes the room, the currency what it needs.
export const moneyRow = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });
export const amount = style([
  input,
  { flex: 1, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
]);
export const currency = style([input, { width: 'auto', flex: 'none' }]);

export const rangeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const rangeInput = style({ width: 'auto', flex: '1 1 10rem' });

export const tagBox = style([
  input,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    cursor: 'text',
    // The focus is on the inner input; the box shows it, as any other field does.
    selectors: {
      '&:focus-within': { outline: `2px solid ${vars.color.focus}`, borderColor: vars.color.focus },
    },
  },
]);
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: `0 0 0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
export const tagRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border } },
});
export const tagInput = style({
  flex: '1 1 8rem',
  minWidth: '6rem',
  border: 0,
  outline: 'none',
  padding: `2px 0`,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
});

export const preview = style({
  display: 'block',
  maxWidth: '12rem',
  maxHeight: '8rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const previewRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const currencyFixed = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The options under a combobox: in the page's flow, so nothing overlays the fields below. */
export const listbox = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const optionHint = style({ fontSize: vars.font.size.sm, opacity: 0.85 });

export const listStatus = style({
  margin: `${vars.space.xs} 0 0`,
  selectors: { '&:empty': { margin: 0 } },
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
