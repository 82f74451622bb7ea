import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  type APP_SORTS,
  APP_TEXT,
  ApplicationListQuery,
  type ApplicationRow,
} from '#contract/applications';
import { APP_PAGE_BUTTONS } from '#contract/constants';
import { Button } from '#ui';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { DateCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import type { KitArea, KitList } from '../../kit/types';
import { APP_TITLES } from './empty';
import { appPaths, appsKey } from './paths';

type AppSort = (typeof APP_SORTS)[number];

const demoChip = {
  background: '#d32f2f',
  color: '#fff',
  borderRadius: '999px',
  padding: '0 0.5rem',
  marginLeft: '0.5rem',
  fontSize: '0.75rem',
} as const;

/** The company's booking sites; a site has one page, its editor (`/apps/{id}`). */
export const applicationsArea = (companyId: string): KitArea<ApplicationRow> => {
  const paths = appPaths(companyId);
  return {
    noun: 'Application',
    plural: 'Applications',
    titles: APP_TITLES,
    paths: { list: paths.list, view: paths.edit, edit: paths.edit },
    idOf: (app) => app.applicationId,
    nameOf: (app) => app.applicationName,
    access: { edit: 'applications.update', add: 'applications.create' },
    cacheKey: appsKey(companyId),
    afterSave: 'list',
  };
};

/** The spec keeps Add disabled: new sites are set up by the platform team. */
const addDisabled = (
  <PermissionGate access="applications.create">
    <span title={APP_TEXT.addDisabled}>
      <Button tone="secondary" disabled aria-description={APP_TEXT.addDisabled}>
        Add Application
      </Button>
    </span>
  </PermissionGate>
);

/** Created in the user's dateFormat; 10 page buttons (spec section 9). */
export const applicationsList = (companyId: string): KitList<ApplicationRow, AppSort, never> => ({
  columns: [
    {
      key: 'logoUrl',
      header: 'Logo',
      cell: (app) =>
        app.logoUrl ? (
          <img src={app.logoUrl} alt={`${app.applicationName} logo`} height={32} />
        ) : null,
    },
    {
      key: 'name',
      header: 'Application Name',
      sortable: true,
      cell: (app) => (
        <span>
          {/* A record's name opens it: an application's, its dashboard. */}
          <Link href={`~/applications/${app.applicationId}`}>{app.applicationName}</Link>
          {app.isDemo ? <span style={demoChip}>Demo</span> : null}
        </span>
      ),
    },
    { key: 'region', header: 'Data Centre', sortable: true },
    { key: 'isActive', header: 'Is Active' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (app) => <DateCell value={app.createdDate} />,
    },
  ],
  standard: ['edit'],
  useRows: (query) =>
    tsr.applications.list.useQuery({
      queryKey: [...appsKey(companyId), 'list', query],
      queryData: { params: { companyId }, query: contractQuery(ApplicationListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No applications yet; the platform team sets up new sites.',
  toolbar: addDisabled,
  pageButtons: APP_PAGE_BUTTONS,
});
