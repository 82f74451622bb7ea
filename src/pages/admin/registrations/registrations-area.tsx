import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  CRM_TEXT,
  REGISTRATION_STATUSES,
  type Registration,
  RegistrationListQuery,
  type RegistrationRow,
  RegistrationUpdate,
} from '#contract/admin-crm';
import { api } from '../../../api/client';
import { tsr } from '../../../api/tsr';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { expectStatus } from '../../../kit/calls';
import { DateTimeCell } from '../../../kit/cells';
import { contractQuery } from '../../../kit/contract-query';
import { optionsOf } from '../../../kit/fields';
import { declaredForm } from '../../../kit/KitForm';
import type { KitArea, KitList, KitRecord } from '../../../kit/types';
import { CRM_KEY, crmPaths } from '../crm-paths';
import { NotesCell } from './NotesCell';
import { RegistrationDetails } from './RegistrationDetails';

/** The registrations of interest (register page): the CRM's follow-up of each. */
export const registrationsArea: KitArea<RegistrationRow> = {
  noun: 'Registration',
  plural: 'Registrations',
  paths: crmPaths.registrations,
  idOf: (row) => row.registrationId,
  nameOf: (row) => row.companyName,
  cacheKey: CRM_KEY,
};

const statuses = optionsOf(REGISTRATION_STATUSES);

export const registrationsList: KitList<
  RegistrationRow,
  'company' | 'status' | 'created' | 'updated',
  'status' | 'createdFrom' | 'createdTo'
> = {
  columns: [
    { key: 'company', header: 'Company', sortable: true, link: true, cell: (r) => r.companyName },
    { key: 'person', header: 'Person', cell: (r) => `${r.firstName} ${r.lastName}` },
    { key: 'email', header: 'Email' },
    { key: 'countryCode', header: 'Country' },
    { key: 'status', header: 'Status', sortable: true, kind: 'status' },
    { key: 'submissions', header: 'Submissions' },
    { key: 'notes', header: 'Notes', cell: (r) => <NotesCell notes={r.notes} /> },
    {
      key: 'created',
      header: 'Received',
      sortable: true,
      cell: (r) => <DateTimeCell value={r.created} />,
    },
  ],
  filters: [
    { kind: 'select', key: 'status', label: 'Status', options: statuses },
    { kind: 'dateRange', label: 'Received', from: 'createdFrom', to: 'createdTo' },
  ],
  actions: [
    {
      label: 'Create company from',
      href: (r) => crmPaths.companies.fromRegistration(r.registrationId),
      shows: (r) => r.companyId === null,
    },
  ],
  useRows: (query) =>
    tsr.adminCrm.listRegistrations.useQuery({
      queryKey: [...CRM_KEY, 'registrations', query],
      queryData: { query: contractQuery(RegistrationListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No registrations of interest yet; they arrive from the register page.',
};

/** The follow-up the team edits: status and notes (the version travels apart, with the save). */
const FollowUp = RegistrationUpdate.omit({ version: true });

export const registrationRecord: KitRecord<
  Registration,
  z.input<typeof FollowUp>,
  z.output<typeof FollowUp>
> = {
  nameOf: (row) => row.companyName,
  useRecord: (registrationId) =>
    tsr.adminCrm.getRegistration.useQuery({
      queryKey: [...CRM_KEY, 'registration', registrationId],
      queryData: { params: { registrationId } },
    }),
  toForm: (r) => ({ status: r.status, notes: r.notes }),
  form: declaredForm(
    FollowUp,
    [
      {
        title: 'Follow-up',
        fields: [
          { name: 'status', label: 'Status', kind: 'select', options: statuses },
          { name: 'notes', label: 'Notes', kind: 'textarea' },
        ],
      },
    ],
    true,
  ),
  update: (registrationId, body, version) =>
    expectStatus(
      api.adminCrm.updateRegistration({ params: { registrationId }, body: { ...body, version } }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: CRM_TEXT.registrationUpdated,
  panels: (r) => <RegistrationDetails registration={r} />,
  history: (r) => <HistoryPanel crm="registrations" recordId={String(r.registrationId)} />,
};
