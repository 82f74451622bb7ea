import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { type Choices, choiceQuery, pageOf } from '../../kit/choices';
import { customersKey } from './paths';

/** "None" is a value of its own in the form, read back as no company. */
export const NO_COMPANY = 'none';

/**
 * The application's linked companies a customer or a membership level belongs to, found by
 * name; a member who may not read them (`mayRead`) keeps "None" and the company chosen.
 */
export const companyChoices = (applicationId: string, mayRead: boolean): Choices => ({
  key: [...customersKey(applicationId), 'companies'],
  enabled: mayRead,
  none: { value: NO_COMPANY, label: 'None' },
  find: async (search) =>
    pageOf(
      okBody(
        await api.linkedCompanies.list({ params: { applicationId }, query: choiceQuery(search) }),
      ),
      (c) => ({ value: String(c.linkedCompanyId), label: c.name }),
    ),
  name: async (id) =>
    okBody(
      await api.linkedCompanies.get({ params: { applicationId, linkedCompanyId: String(id) } }),
    )?.name ?? null,
});
