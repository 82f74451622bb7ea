import {
  LINKED_COMPANY_STATUSES,
  type LinkedCompany,
  type LinkedCompanyCreate,
} from '#contract/linked-companies';
import { addressOf, emptyAddress } from '../../components/address-values';
import { addressGroup } from '../../kit/address-group';
import { type KitFieldGroup, optionsOf } from '../../kit/fields';

type Name = keyof LinkedCompanyCreate & string;

export const companyGroups: readonly KitFieldGroup<Name>[] = [
  {
    title: 'Company',
    fields: [
      { name: 'name', label: 'Company Name', kind: 'text' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: optionsOf(LINKED_COMPANY_STATUSES),
      },
      { name: 'membershipLevel', label: 'Membership Level', kind: 'text' },
    ],
  },
  {
    title: 'Contact',
    fields: [
      { name: 'contactName', label: 'Contact Name', kind: 'text' },
      { name: 'contactEmail', label: 'Contact Email', kind: 'email' },
      { name: 'contactPhone', label: 'Contact Phone', kind: 'tel' },
    ],
  },
  addressGroup,
];

export const emptyCompanyForm: LinkedCompanyCreate = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  ...emptyAddress,
  status: 'Active',
  membershipLevel: '',
};

export const toCompanyForm = (c: LinkedCompany): LinkedCompanyCreate => ({
  name: c.name,
  contactName: c.contactName,
  contactEmail: c.contactEmail,
  contactPhone: c.contactPhone,
  ...addressOf(c),
  status: c.status,
  membershipLevel: c.membershipLevel,
});
