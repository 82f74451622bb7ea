import { useSearch } from 'wouter';
import {
  LEVEL_NAMES,
  type Location,
  type LocationCreate,
  LocationFields,
  type LocationLevel,
} from '#contract/locations';
import type { Choices } from '../../kit/choices';
import type { KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';
import { parentChoices } from './parent-choices';

export type PlaceFormOut = ReturnType<typeof LocationFields.parse>;
type Name = keyof LocationCreate & string;

export const levelOf = (level: number) =>
  LEVEL_NAMES[(level < 1 ? 1 : level > 3 ? 3 : level) as LocationLevel];

const groups = (level: number, parents: Choices): KitFieldGroup<Name>[] => [
  {
    title: levelOf(level).one,
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'code', label: 'Code', kind: 'text', hint: 'Its own code, if any: ES, AND' },
      // A country has nothing above it; a region or city moves under another of the level above.
      ...(level > 1
        ? [
            {
              name: 'parentId',
              label: `In ${levelOf(level - 1).one}`,
              kind: 'search',
              choices: parents,
            } as const,
          ]
        : []),
    ],
  },
];

/** The parent the address names (`?parentId=`), or none for a country. */
export function useParentId(): number | null {
  const raw = Number(new URLSearchParams(useSearch()).get('parentId') ?? 0);
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export const toPlaceForm = (l: Location): LocationCreate => ({
  name: l.name,
  code: l.code,
  parentId: l.parentId,
});

export function PlaceForm({
  applicationId,
  listId,
  level,
  editing,
  ...props
}: KitFormProps<LocationCreate, PlaceFormOut> & {
  applicationId: string;
  listId: string;
  /** The location's own level: its parent is one above. */
  level: number;
  editing: boolean;
}) {
  const parents = parentChoices(applicationId, listId, level - 1);
  return (
    <KitForm schema={LocationFields} groups={groups(level, parents)} editing={editing} {...props} />
  );
}
