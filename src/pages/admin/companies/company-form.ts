import {
  COMPANY_STATUSES,
  type CrmCompany,
  type CrmCompanyCreate,
  type CrmCompanyUpdate,
  type Registration,
} from '#contract/admin-crm';
import { COMPANY_TYPES, COUNTRIES } from '#contract/constants';
import type { KitFieldGroup } from '../../../kit/fields';
import { optionsOf } from '../../../kit/fields';

type CompanyFieldName = 'name' | 'type' | 'countryCode' | 'status' | 'requires2FA';
type ContactFieldName = 'contactName' | 'contactEmail' | 'contactPhone';

const company: KitFieldGroup<CompanyFieldName> = {
  title: 'Company',
  fields: [
    { name: 'name', label: 'Company Name', kind: 'text' },
    { name: 'type', label: 'Type', kind: 'select', options: optionsOf(COMPANY_TYPES) },
    { name: 'countryCode', label: 'Country', kind: 'select', options: optionsOf(COUNTRIES) },
    { name: 'status', label: 'Status', kind: 'select', options: optionsOf(COMPANY_STATUSES) },
    { name: 'requires2FA', label: 'Require two-factor sign-in for all users', kind: 'checkbox' },
  ],
};

const contact: KitFieldGroup<ContactFieldName> = {
  title: 'Contact',
  fields: [
    { name: 'contactName', label: 'Contact Name', kind: 'text' },
    { name: 'contactEmail', label: 'Contact Email', kind: 'email' },
    { name: 'contactPhone', label: 'Contact Phone', kind: 'tel' },
  ],
};

/** The edit form: the company and its contact. */
export const editGroups = [company, contact];

/** The add form also names the host admin, who is invited by email to run the company. */
export const addGroups = [
  company,
  contact,
  {
    title: 'Host admin',
    fields: [
      { name: 'hostAdmin.firstName', label: 'First Name', kind: 'text' },
      { name: 'hostAdmin.lastName', label: 'Last Name', kind: 'text' },
      { name: 'hostAdmin.email', label: 'Email', kind: 'email' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_COMPANY: CrmCompanyCreate = {
  name: '',
  type: 'TravelAgent',
  countryCode: 'GB',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  requires2FA: false,
  status: 'Active',
  hostAdmin: { firstName: '', lastName: '', email: '' },
};

const known = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((v) => v === value);

/**
 * The add form pre-filled from a registration of interest: the company it names, its person as
 * contact and as host admin, and the registration's id so the server links the two.
 */
export function fromRegistration(r: Registration): CrmCompanyCreate {
  const contactName = `${r.firstName} ${r.lastName}`.trim();
  return {
    ...EMPTY_COMPANY,
    name: r.companyName,
    type: known(COMPANY_TYPES, r.companyType) ?? EMPTY_COMPANY.type,
    countryCode: known(COUNTRIES, r.countryCode) ?? EMPTY_COMPANY.countryCode,
    contactName,
    contactEmail: r.email,
    contactPhone: r.phone,
    hostAdmin: { firstName: r.firstName, lastName: r.lastName, email: r.email },
    registrationId: r.registrationId,
  };
}

/** The edit form's values for a loaded company (its version travels apart, with the save). */
export function toCompanyForm(c: CrmCompany): Omit<CrmCompanyUpdate, 'version'> {
  return {
    name: c.name,
    type: c.type,
    countryCode: known(COUNTRIES, c.countryCode) ?? EMPTY_COMPANY.countryCode,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    requires2FA: c.requires2FA,
    status: c.status,
  };
}
