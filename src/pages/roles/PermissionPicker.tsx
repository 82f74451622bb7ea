import type { Permission } from '#contract/companies';
import { CheckboxGroup, Stack } from '#ui';

/** The catalogue in category groups (it arrives ordered by category then name). */
function byCategory(catalogue: readonly Permission[]) {
  const groups = new Map<string, Permission[]>();
  for (const p of catalogue) groups.set(p.category, [...(groups.get(p.category) ?? []), p]);
  return [...groups];
}

/** One checkbox group per category, each with its own select-all. */
export function PermissionPicker({
  catalogue,
  selected,
  disabled,
  onChange,
}: {
  catalogue: readonly Permission[];
  selected: readonly number[];
  disabled: boolean;
  onChange: (ids: number[]) => void;
}) {
  return (
    <Stack gap="sm">
      {byCategory(catalogue).map(([category, permissions]) => (
        <CheckboxGroup
          key={category}
          legend={category}
          options={permissions.map((p) => ({
            value: p.id,
            label: p.function,
            description: `${p.description} (${p.name})`,
          }))}
          selected={selected}
          disabled={disabled}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}
