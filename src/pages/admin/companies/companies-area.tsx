import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import type * as z from 'zod';
import {
  COMPANY_STATUSES,
  CRM_TEXT,
  type CrmCompany,
  CrmCompanyCreate,
  CrmCompanyFields,
  CrmCompanyListQuery,
  type CrmCompanyRow,
} from '#contract/admin-crm';
import { COMPANY_TYPES } from '#contract/constants';
import { api } from '../../../api/client';
import { tsr } from '../../../api/tsr';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { expectStatus } from '../../../kit/calls';
import { DateTimeCell } from '../../../kit/cells';
import { contractQuery } from '../../../kit/contract-query';
import { optionsOf } from '../../../kit/fields';
import { declaredForm } from '../../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../../kit/types';
import { useCrmCompany } from '../crm-company';
import { CRM_KEY, crmPaths } from '../crm-paths';
import { CompanyPanels } from './CompanyPanels';
import { addGroups, editGroups, toCompanyForm } from './company-form';
import { useAddInitial } from './use-add-initial';

/** The CRM's companies: the page configuration the kit's list, view, edit and add pages read. */
export const companiesArea: KitArea<CrmCompanyRow> = {
  noun: 'Company',
  plural: 'Companies',
  paths: crmPaths.companies,
  idOf: (row) => row.companyId,
  nameOf: (row) => row.name,
  cacheKey: CRM_KEY,
};

export const companiesList: KitList<
  CrmCompanyRow,
  'name' | 'created' | 'status',
  'status' | 'type'
> = {
  columns: [
    { key: 'name', header: 'Company', sortable: true, link: true },
    { key: 'type', header: 'Type' },
    { key: 'countryCode', header: 'Country', priority: 'low' },
    { key: 'status', header: 'Status', sortable: true, kind: 'status' },
    { key: 'contactName', header: 'Contact', priority: 'low' },
    { key: 'contactEmail', header: 'Contact Email' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (r) => <DateTimeCell value={r.created} />,
    },
  ],
  filters: [
    { kind: 'select', key: 'status', label: 'Status', options: optionsOf(COMPANY_STATUSES) },
    { kind: 'select', key: 'type', label: 'Type', options: optionsOf(COMPANY_TYPES) },
  ],
  useRows: (query) =>
    tsr.adminCrm.listCompanies.useQuery({
      queryKey: [...CRM_KEY, 'companies', query],
      queryData: { query: contractQuery(CrmCompanyListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No companies yet.',
  toolbar: <Link href={crmPaths.registrations.list}>Registrations</Link>,
};

export const companyRecord: KitRecord<
  CrmCompany,
  ReturnType<typeof toCompanyForm>,
  z.output<typeof CrmCompanyFields>
> = {
  nameOf: (row) => row.name,
  useRecord: useCrmCompany,
  toForm: toCompanyForm,
  form: declaredForm(CrmCompanyFields, editGroups, true),
  update: (companyId, body, version) =>
    expectStatus(
      api.adminCrm.updateCompany({ params: { companyId }, body: { ...body, version } }),
      200,
    ),
  versionOf: (company) => company.version,
  updated: CRM_TEXT.companyUpdated,
  panels: (company) => <CompanyPanels company={company} />,
  history: (company) => <HistoryPanel crm="companies" recordId={String(company.companyId)} />,
};

export const companyAdd: KitAdd<CrmCompanyCreate, z.output<typeof CrmCompanyCreate>> = {
  useInitial: useAddInitial,
  form: declaredForm(CrmCompanyCreate, addGroups, false),
  create: async (body) => (await expectStatus(api.adminCrm.createCompany({ body }), 201)).companyId,
  added: CRM_TEXT.companyCreated,
};
