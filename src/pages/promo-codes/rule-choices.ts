import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { type Choices, choiceQuery, pageOf } from '../../kit/choices';
import { promoKey } from './paths';

/** The rules a code is put under, found by name among however many the application has. */
export const ruleChoices = (applicationId: string): Choices => ({
  key: [...promoKey(applicationId), 'rules'],
  find: async (search) =>
    pageOf(
      okBody(
        await api.voucherRules.list({ params: { applicationId }, query: choiceQuery(search) }),
      ),
      (r) => ({ value: r.voucherRuleId, label: r.name }),
    ),
  name: async (id) =>
    okBody(await api.voucherRules.get({ params: { applicationId, voucherRuleId: String(id) } }))
      ?.name ?? null,
});
