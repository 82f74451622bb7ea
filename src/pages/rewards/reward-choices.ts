import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { type Choices, choiceQuery, pageOf } from '../../kit/choices';
import { rewardsKey } from './paths';

/** The rewards a rule gives, found by name. */
export const rewardChoices = (applicationId: string): Choices => ({
  key: [...rewardsKey(applicationId), 'rewards'],
  find: async (search) =>
    pageOf(
      okBody(await api.rewards.list({ params: { applicationId }, query: choiceQuery(search) })),
      (r) => ({ value: r.rewardId, label: r.name }),
    ),
  name: async (id) =>
    okBody(await api.rewards.get({ params: { applicationId, rewardId: String(id) } }))?.name ??
    null,
});
