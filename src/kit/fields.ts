import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';

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
} & (
  | { kind: 'text' | 'email' | 'tel' | 'date' | 'textarea' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'checkbox' }
  /** An input of the area's own (a role's permission picker), bound to the field it gets. */
  | { kind: 'custom'; render(field: AnyFieldApi, readOnly: boolean): ReactNode }
);

/** A group of fields under a heading (a card), as the spec's forms are laid out. */
export interface KitFieldGroup<N extends string> {
  title?: string;
  fields: readonly KitField<N>[];
}

/** Options from a list of codes that are their own labels (countries, types, statuses). */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }));
