import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { type Choices, choiceQuery, pageOf } from '../../kit/choices';
import { locationsKey } from './paths';

/** "None" is a value of its own in the form, read back as no link. */
export const NO_LINK = 'none';

const linkable = async (
  applicationId: string,
  query: Parameters<typeof api.topLocations.linkable>[0]['query'],
) => okBody(await api.topLocations.linkable({ params: { applicationId }, query }));

/** The list locations a top location may link to, found by name ("Málaga — Sun destinations"). */
export const linkChoices = (applicationId: string): Choices => ({
  key: [...locationsKey(applicationId), 'linkable'],
  none: { value: NO_LINK, label: 'None' },
  find: async (search) =>
    pageOf(await linkable(applicationId, choiceQuery(search)), (l) => ({
      value: String(l.locationId),
      label: l.label,
    })),
  name: async (id) =>
    (await linkable(applicationId, { locationId: String(id) }))?.items[0]?.label ?? null,
});
