import type { DeepKeys } from '@tanstack/react-form';
import { useMemo } from 'react';
import type * as z from 'zod';
import { Card, Muted, Stack } from '#ui';
import { RequiredNote } from '#ui/forms';
import { useContractForm } from '../components/contract-form';
import { FormElement, SaveButton } from '../components/FormElement';
import { FieldInput } from './FieldInput';
import type { KitField, KitFieldGroup } from './fields';
import { isRequired } from './required';
import type { KitFormProps, KitFormRender } from './types';

/**
 * A form from declared fields, validated by the contract's zod body schema (the server's own),
 * with the server's 400 messages under the fields (useContractForm).
 */
export function KitForm<In extends object, Out>({
  schema,
  groups,
  editing,
  initial,
  readOnly,
  saving,
  onSave,
}: KitFormProps<In, Out> & {
  schema: z.ZodType<Out, In>;
  groups: readonly KitFieldGroup<DeepKeys<In>>[];
  editing: boolean;
}) {
  const form = useContractForm(schema, initial, onSave);
  // Reading the schema per field is a walk of it: once per form, not per field per render.
  const marked = useMemo(
    () =>
      new Set(
        groups.flatMap((group) =>
          group.fields
            .filter(
              (declared) =>
                !readOnly &&
                declared.locked !== true &&
                !(editing && declared.lockedOnEdit === true) &&
                MARKABLE.has(declared.kind) &&
                isRequired(schema, declared.name),
            )
            .map((declared) => declared.name),
        ),
      ),
    [groups, readOnly, editing, schema],
  );
  const anyRequired = marked.size > 0;
  return (
    <FormElement onSubmit={form.handleSubmit}>
      <Stack gap="lg">
        {groups.map((group, index) => (
          <Card key={group.title ?? index} title={group.title}>
            <Stack>
              {group.note ? <Muted>{group.note}</Muted> : null}
              {group.fields.map((declared) => (
                <form.Field key={declared.name} name={declared.name}>
                  {(field) => (
                    <FieldInput
                      field={field}
                      declared={declared}
                      required={marked.has(declared.name)}
                      readOnly={
                        readOnly ||
                        declared.locked === true ||
                        (editing && declared.lockedOnEdit === true)
                      }
                    />
                  )}
                </form.Field>
              ))}
            </Stack>
          </Card>
        ))}
        <SaveButton readOnly={readOnly} saving={saving}>
          {anyRequired ? <RequiredNote /> : null}
        </SaveButton>
      </Stack>
    </FormElement>
  );
}

/** Kinds whose label carries the mark; a checkbox is never "empty", a custom input marks itself. */
const MARKABLE = new Set<KitField<string>['kind']>([
  'text',
  'email',
  'tel',
  'date',
  'textarea',
  'number',
  'select',
  'search',
]);

/** The form of an area's declaration: its schema and field groups, for the kit's pages. */
export function declaredForm<In extends object, Out>(
  schema: z.ZodType<Out, In>,
  groups: readonly KitFieldGroup<DeepKeys<In>>[],
  editing: boolean,
): KitFormRender<In, Out> {
  return (props) => <KitForm schema={schema} groups={groups} editing={editing} {...props} />;
}
