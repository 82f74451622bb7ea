import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import type { Choices, SelectOption } from './choices';

export { type SelectOption, textOf } from './choices';

/**
 * A form field as an area declares it. `name` is the field's path in the contract's body
 * (`hostAdmin.email` for a nested one), so the server's 400 messages land under it.
 */
export type KitField<N extends string> = {
  name: N;
  label: string;
  hint?: string;
  /** Shown, but not editable, when editing (e.g. an email that identifies an account). */
  lockedOnEdit?: boolean;
  /** Shown, never editable in this form (an account's own fields, kept by another company). */
  locked?: boolean;
} & (
  | { kind: 'text' | 'email' | 'tel' | 'date' | 'textarea' }
  /** A number, or null when left empty. */
  | { kind: 'number'; min?: number; max?: number; step?: number }
  /** The field gets the chosen option's value as it is: a number (an id), a string or null. */
  | { kind: 'select'; options: readonly SelectOption[] }
  /** One record among more than a select holds, found by searching the server (a rule). */
  | { kind: 'search'; choices: Choices }
  | { kind: 'checkbox' }
  /** An input of the area's own (a role's permission picker), bound to the field it gets. */
  | { kind: 'custom'; render(field: AnyFieldApi, readOnly: boolean): ReactNode }
);

/** A field of the area's own input, which `render` binds to the form field it gets. */
export const customField = <N extends string>(
  name: N,
  label: string,
  render: (field: AnyFieldApi, readOnly: boolean) => ReactNode,
): KitField<N> => ({ name, label, kind: 'custom', render });

/** A group of fields under a heading (a card), as the spec's forms are laid out. */
export interface KitFieldGroup<N extends string> {
  title?: string;
  /** One line above the fields (why some are locked). */
  note?: string | null;
  fields: readonly KitField<N>[];
}

/** Options from a list of codes that are their own labels (countries, types, statuses). */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }));
