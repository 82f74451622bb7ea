import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { type Choices, choiceQuery, pageOf } from '../../kit/choices';
import { extrasKey } from './paths';

/** The groups an extra goes in, found by name. */
export const groupChoices = (applicationId: string): Choices => ({
  key: [...extrasKey(applicationId), 'groups'],
  find: async (search) =>
    pageOf(
      okBody(await api.extraGroups.list({ params: { applicationId }, query: choiceQuery(search) })),
      (g) => ({ value: g.groupId, label: g.name }),
    ),
  name: async (id) =>
    okBody(await api.extraGroups.get({ params: { applicationId, groupId: String(id) } }))?.name ??
    null,
});
