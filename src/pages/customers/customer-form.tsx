import * as z from 'zod';
import { type Customer, CustomerFields } from '#contract/customers';
import { addressOf, emptyAddress } from '../../components/address-values';
import { usePermission } from '../../components/permissions';
import { addressGroup } from '../../kit/address-group';
import type { Choices } from '../../kit/choices';
import type { KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';
import { companyChoices, NO_COMPANY } from './company-choices';

/**
 * The customer form's schema: the contract's, with the linked company picked in a select as
 * text and turned back into the id (or null) the API takes.
 */
export const CustomerFormSchema = CustomerFields.extend({
  linkedCompanyId: z
    .string()
    .transform((id) => (id === '' || id === NO_COMPANY ? null : Number(id))),
});
export type CustomerFormIn = z.input<typeof CustomerFormSchema>;
export type CustomerFormOut = z.output<typeof CustomerFormSchema>;

export const emptyCustomerForm: CustomerFormIn = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  ...emptyAddress,
  dateOfBirth: '',
  linkedCompanyId: NO_COMPANY,
  membershipLevel: '',
  marketingConsent: false,
  notes: '',
};

export const toCustomerForm = (c: Customer): CustomerFormIn => ({
  title: c.title,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  ...addressOf(c),
  dateOfBirth: c.dateOfBirth,
  linkedCompanyId: c.linkedCompanyId === null ? NO_COMPANY : String(c.linkedCompanyId),
  membershipLevel: c.membershipLevel,
  marketingConsent: c.marketingConsent,
  notes: c.notes,
});

type Name = keyof CustomerFormIn & string;

function groups(companies: Choices): KitFieldGroup<Name>[] {
  return [
    {
      title: 'Customer',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'firstName', label: 'First Name', kind: 'text' },
        { name: 'lastName', label: 'Last Name', kind: 'text' },
        { name: 'email', label: 'Email', kind: 'email' },
        { name: 'phone', label: 'Phone', kind: 'tel' },
        { name: 'dateOfBirth', label: 'Date of Birth', kind: 'date' },
      ],
    },
    addressGroup,
    {
      title: 'Membership',
      fields: [
        {
          name: 'linkedCompanyId',
          label: 'Linked Company',
          kind: 'search',
          choices: companies,
        },
        { name: 'membershipLevel', label: 'Membership Level', kind: 'text' },
        { name: 'marketingConsent', label: 'Agrees to receive marketing', kind: 'checkbox' },
        { name: 'notes', label: 'Notes', kind: 'textarea' },
      ],
    },
  ];
}

/** The form, with the application's linked companies to pick from. */
export function CustomerForm({
  applicationId,
  editing,
  ...props
}: KitFormProps<CustomerFormIn, CustomerFormOut> & { applicationId: string; editing: boolean }) {
  const mayRead = usePermission('linkedCompanies.list');
  const companies = companyChoices(applicationId, mayRead);
  return (
    <KitForm schema={CustomerFormSchema} groups={groups(companies)} editing={editing} {...props} />
  );
}
