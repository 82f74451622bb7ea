import * as z from 'zod';
import {
  BILLING_LABELS,
  BILLING_PERIODS,
  type MembershipLevel,
  MembershipLevelFields,
} from '#contract/membership-levels';
import { usePermission } from '../../components/permissions';
import type { Choices } from '../../kit/choices';
import type { KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';
import { companyChoices, NO_COMPANY } from '../customers/company-choices';

/** The contract's fields, with the linked company picked as text and read back as id or null. */
export const LevelFormSchema = MembershipLevelFields.extend({
  linkedCompanyId: z
    .string()
    .transform((id) => (id === '' || id === NO_COMPANY ? null : Number(id))),
});
export type LevelFormIn = z.input<typeof LevelFormSchema>;
export type LevelFormOut = z.output<typeof LevelFormSchema>;

export const EMPTY_LEVEL: LevelFormIn = {
  name: '',
  price: '0.00',
  currency: 'GBP',
  billingPeriod: 'yearly',
  benefits: '',
  linkedCompanyId: NO_COMPANY,
};

export const toLevelForm = (l: MembershipLevel): LevelFormIn => ({
  name: l.name,
  price: l.price,
  currency: l.currency,
  billingPeriod: l.billingPeriod,
  benefits: l.benefits,
  linkedCompanyId: l.linkedCompanyId === null ? NO_COMPANY : String(l.linkedCompanyId),
});

type Name = keyof LevelFormIn & string;

const groups = (companies: Choices): KitFieldGroup<Name>[] => [
  {
    title: 'Level',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'As customers’ records name it' },
      { name: 'price', label: 'Price', kind: 'text', hint: 'e.g. 99.00' },
      { name: 'currency', label: 'Currency', kind: 'text', hint: 'ISO 4217, e.g. GBP' },
      {
        name: 'billingPeriod',
        label: 'Billing Period',
        kind: 'select',
        options: BILLING_PERIODS.map((value) => ({ value, label: BILLING_LABELS[value] })),
      },
      { name: 'benefits', label: 'Benefits', kind: 'textarea', hint: 'One benefit a line' },
    ],
  },
  {
    title: 'Pricing',
    note: 'Members get the prices of the linked company’s pricing rules. Billing stays with the site’s payment provider.',
    fields: [
      {
        name: 'linkedCompanyId',
        label: 'Linked Company',
        kind: 'search',
        choices: companies,
      },
    ],
  },
];

export function LevelForm({
  applicationId,
  editing,
  ...props
}: KitFormProps<LevelFormIn, LevelFormOut> & { applicationId: string; editing: boolean }) {
  const mayRead = usePermission('linkedCompanies.list');
  return (
    <KitForm
      schema={LevelFormSchema}
      groups={groups(companyChoices(applicationId, mayRead))}
      editing={editing}
      {...props}
    />
  );
}
