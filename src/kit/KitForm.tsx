import type { DeepKeys } from '@tanstack/react-form';
import type * as z from 'zod';
import { Card, Muted, Stack } from '#ui';
import { useContractForm } from '../components/contract-form';
import { FormElement, SaveButton } from '../components/FormElement';
import { FieldInput } from './FieldInput';
import type { KitFieldGroup } from './fields';
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
        <SaveButton readOnly={readOnly} saving={saving} />
      </Stack>
    </FormElement>
  );
}

/** The form of an area's declaration: its schema and field groups, for the kit's pages. */
export function declaredForm<In extends object, Out>(
  schema: z.ZodType<Out, In>,
  groups: readonly KitFieldGroup<DeepKeys<In>>[],
  editing: boolean,
): KitFormRender<In, Out> {
  return (props) => <KitForm schema={schema} groups={groups} editing={editing} {...props} />;
}
