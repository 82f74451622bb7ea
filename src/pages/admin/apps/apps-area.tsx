import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import type { CrmApplication } from '#contract/admin-crm';
import type { ApplicationBody, ApplicationRow } from '#contract/applications';
import { APP_TEXT } from '#contract/applications';
import { api } from '../../../api/client';
import { tsr } from '../../../api/tsr';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { expectStatus } from '../../../kit/calls';
import { DateTimeCell } from '../../../kit/cells';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../../kit/types';
import { APP_TITLES, bodyOf, EMPTY_APPLICATION } from '../../applications/empty';
import { useCrmCompany } from '../crm-company';
import { CRM_KEY, crmPaths } from '../crm-paths';
import { CrmApplicationForm } from './CrmApplicationForm';

/**
 * A company's applications in the CRM: the page configuration of their list (a panel of the
 * company's view page), view, edit and add pages, with the company-side application form.
 */
export const crmAppsArea = (companyId: string): KitArea<ApplicationRow> => ({
  noun: 'Application',
  plural: 'Applications',
  titles: APP_TITLES,
  paths: crmPaths.apps(companyId),
  idOf: (row) => row.applicationId,
  nameOf: (row) => row.applicationName,
  cacheKey: CRM_KEY,
});

export const crmAppsList = (
  companyId: string,
): KitList<ApplicationRow, 'name' | 'region' | 'created', never> => ({
  columns: [
    {
      key: 'name',
      header: 'Application Name',
      sortable: true,
      link: true,
      cell: (a) => a.applicationName,
    },
    { key: 'region', header: 'Data Centre', sortable: true },
    { key: 'isActive', header: 'Is Active' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (a) => <DateTimeCell value={a.createdDate} />,
    },
  ],
  useRows: (query) =>
    tsr.adminCrm.listApps.useQuery({
      queryKey: [...CRM_KEY, 'apps', companyId, query],
      queryData: { params: { companyId }, query },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No applications in this company yet.',
});

export const crmAppRecord = (
  companyId: string,
): KitRecord<z.infer<typeof CrmApplication>, ApplicationBody, ApplicationBody> => ({
  nameOf: (row) => row.applicationName,
  useRecord: (applicationId) =>
    tsr.adminCrm.getApp.useQuery({
      queryKey: [...CRM_KEY, 'app', companyId, applicationId],
      queryData: { params: { companyId, applicationId } },
    }),
  // The version travels apart, with the save; the form's body leaves it out.
  toForm: (app) => bodyOf(app),
  form: (props) => <CrmApplicationForm {...props} companyId={companyId} editing />,
  update: (applicationId, body, version) =>
    expectStatus(
      api.adminCrm.updateApp({ params: { companyId, applicationId }, body: { ...body, version } }),
      200,
    ),
  versionOf: (app) => app.version,
  updated: APP_TEXT.updated,
  history: (app) => (
    <HistoryPanel crm="applications" companyId={companyId} recordId={String(app.applicationId)} />
  ),
});

export const crmAppAdd = (companyId: string): KitAdd<ApplicationBody, ApplicationBody> => ({
  useInitial: () => EMPTY_APPLICATION,
  useOwnerMissing: () => useCrmCompany(companyId).isError,
  form: (props) => <CrmApplicationForm {...props} companyId={companyId} editing={false} />,
  create: async (body) =>
    (await expectStatus(api.adminCrm.createApp({ params: { companyId }, body }), 201))
      .applicationId,
  added: APP_TEXT.created,
});
