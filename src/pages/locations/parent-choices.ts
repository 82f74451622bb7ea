import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { type Choices, choiceQuery, pageOf } from '../../kit/choices';
import { locationsKey } from './paths';

/** The locations of a list at `level`, found by name: where a region or a city may move. */
export const parentChoices = (applicationId: string, listId: string, level: number): Choices => {
  const params = { applicationId, locationListId: listId };
  return {
    key: [...locationsKey(applicationId), 'parents', listId, level],
    find: async (search) =>
      pageOf(
        okBody(await api.locations.list({ params, query: { ...choiceQuery(search), level } })),
        (p) => ({ value: p.locationId, label: p.name }),
      ),
    name: async (id) =>
      okBody(await api.locations.get({ params: { ...params, locationId: String(id) } }))?.name ??
      null,
  };
};
