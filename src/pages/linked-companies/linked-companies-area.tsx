import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  LINKED_COMPANY_STATUSES,
  LINKED_TEXT,
  type LinkedCompany,
  LinkedCompanyCreate,
  LinkedCompanyFields,
  LinkedCompanyListQuery,
  type LinkedCompanyRow,
} from '#contract/linked-companies';
import { Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import { optionsOf } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../kit/types';
import { CompanyTabs } from './CompanyTabs';
import { companyGroups, emptyCompanyForm, toCompanyForm } from './company-form';
import { linkedKey, linkedPaths } from './paths';

/** An application's linked companies: the page configuration the kit's pages read. */
export const companiesArea = (applicationId: string): KitArea<LinkedCompanyRow> => ({
  noun: 'Company',
  plural: 'Companies',
  paths: linkedPaths(applicationId),
  idOf: (row) => row.linkedCompanyId,
  nameOf: (row) => row.name,
  access: { edit: 'linkedCompanies.update', add: 'linkedCompanies.create' },
  cacheKey: linkedKey(applicationId),
});

export const companiesList = (
  applicationId: string,
): KitList<LinkedCompanyRow, 'name' | 'status' | 'created', 'status' | 'membershipLevel'> => ({
  columns: [
    { key: 'name', header: 'Company', sortable: true, link: true },
    { key: 'status', header: 'Status', sortable: true, kind: 'status' },
    { key: 'membershipLevel', header: 'Membership' },
    { key: 'contactName', header: 'Contact' },
    { key: 'contactEmail', header: 'Contact Email' },
    { key: 'city', header: 'City' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (r) => <DateTimeCell value={r.created} />,
    },
  ],
  filters: [
    { kind: 'select', key: 'status', label: 'Status', options: optionsOf(LINKED_COMPANY_STATUSES) },
    { kind: 'text', key: 'membershipLevel', label: 'Membership level' },
  ],
  actions: [
    { label: 'Users', href: (r) => linkedPaths(applicationId).users(r.linkedCompanyId) },
    { label: 'Credit', href: (r) => linkedPaths(applicationId).credit(r.linkedCompanyId) },
  ],
  useRows: (query) =>
    tsr.linkedCompanies.list.useQuery({
      queryKey: [...linkedKey(applicationId), 'list', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(LinkedCompanyListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No linked companies yet: add the businesses that book with this application.',
});

export const companyRecord = (
  applicationId: string,
): KitRecord<LinkedCompany, LinkedCompanyCreate, z.output<typeof LinkedCompanyFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.linkedCompanies.get.useQuery({
      queryKey: [...linkedKey(applicationId), 'company', id],
      queryData: { params: { applicationId, linkedCompanyId: id } },
    }),
  toForm: toCompanyForm,
  form: declaredForm(LinkedCompanyFields, companyGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.linkedCompanies.update({
        params: { applicationId, linkedCompanyId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (c) => c.version,
  updated: LINKED_TEXT.updated,
  panels: (c) => (
    <Stack>
      <CompanyTabs applicationId={applicationId} companyId={c.linkedCompanyId} />
    </Stack>
  ),
  history: (c) => (
    <HistoryPanel
      companyId={String(c.companyId)}
      area="linkedCompanies"
      recordId={String(c.linkedCompanyId)}
    />
  ),
});

export const companyAdd = (
  applicationId: string,
): KitAdd<LinkedCompanyCreate, z.output<typeof LinkedCompanyCreate>> => ({
  useInitial: () => emptyCompanyForm,
  form: declaredForm(LinkedCompanyCreate, companyGroups, false),
  create: async (body) =>
    (await expectStatus(api.linkedCompanies.create({ params: { applicationId }, body }), 201))
      .linkedCompanyId,
  added: LINKED_TEXT.added,
});
