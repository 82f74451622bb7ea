import * as z from 'zod';
import { type TopLocation, TopLocationFields } from '#contract/locations';
import type { Choices } from '../../kit/choices';
import type { KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';
import { linkChoices, NO_LINK } from './link-choices';

/** The contract's fields, with the linked location picked as text and read back as id or null. */
export const TopFormSchema = TopLocationFields.extend({
  locationId: z.string().transform((id) => (id === '' || id === NO_LINK ? null : Number(id))),
});
export type TopFormIn = z.input<typeof TopFormSchema>;
export type TopFormOut = z.output<typeof TopFormSchema>;

export const EMPTY_TOP: TopFormIn = {
  name: '',
  countryCode: '',
  locationId: NO_LINK,
  imageUrl: '',
};

export const toTopForm = (t: TopLocation): TopFormIn => ({
  name: t.name,
  countryCode: t.countryCode,
  locationId: t.locationId === null ? NO_LINK : String(t.locationId),
  imageUrl: t.imageUrl,
});

type Name = keyof TopFormIn & string;

const groups = (links: Choices): KitFieldGroup<Name>[] => [
  {
    title: 'Top location',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'As the site shows it' },
      { name: 'countryCode', label: 'Country Code', kind: 'text', hint: 'ISO 3166, e.g. ES' },
      {
        name: 'locationId',
        label: 'Location List Entry',
        kind: 'search',
        choices: links,
      },
      { name: 'imageUrl', label: 'Image URL', kind: 'text', hint: 'https://…, optional' },
    ],
  },
];

export function TopForm({
  applicationId,
  editing,
  ...props
}: KitFormProps<TopFormIn, TopFormOut> & { applicationId: string; editing: boolean }) {
  return (
    <KitForm
      schema={TopFormSchema}
      groups={groups(linkChoices(applicationId))}
      editing={editing}
      {...props}
    />
  );
}
