import { keepPreviousData } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { APP_TEXT, type ApplicationRow } from '#contract/applications';
import { APP_PAGE_BUTTONS } from '#contract/constants';
import { Button, type GridColumn, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame, useListState } from '../../components/ListFrame';
import { PermissionGate, usePermission } from '../../components/permissions';
import { ROW_ICONS, RowLink } from '../../components/RowAction';
import { useDateFormat } from '../../dates/use-date-format';
import { appPaths, appsKey } from './paths';

const demoChip = {
  background: '#d32f2f',
  color: '#fff',
  borderRadius: '999px',
  padding: '0 0.5rem',
  marginLeft: '0.5rem',
  fontSize: '0.75rem',
} as const;

/** /companies/{companyId}/apps: the company's booking sites, 10 page buttons (spec section 9). */
export default function ApplicationsListPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const paths = appPaths(companyId);
  const canEdit = usePermission('company_apps_edit');
  // Created in the user's dateFormat (dd/MM/yyyy by default).
  const { date } = useDateFormat();
  const state = useListState();
  const query = tsr.applications.list.useQuery({
    queryKey: [...appsKey(companyId), 'list', state.query],
    queryData: { params: { companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });

  const columns: GridColumn<ApplicationRow>[] = [
    {
      header: 'Logo',
      render: (app) =>
        app.logoUrl ? (
          <img src={app.logoUrl} alt={`${app.applicationName} logo`} height={32} />
        ) : null,
    },
    {
      header: 'Application Name',
      render: (app) => (
        <span>
          {/* A record's name opens it: an application's, its dashboard. */}
          <Link href={`~/applications/${app.applicationId}`}>{app.applicationName}</Link>
          {app.isDemo ? <span style={demoChip}>Demo</span> : null}
        </span>
      ),
    },
    { header: 'Data Centre', render: (app) => app.region },
    { header: 'Is Active', render: (app) => (app.isActive ? 'Yes' : 'No') },
    { header: 'Created', render: (app) => date(app.createdDate) },
  ];

  // The spec keeps Add disabled: new sites are set up by the platform team.
  const actions = (
    <PermissionGate permission="company_apps_create">
      <span title={APP_TEXT.addDisabled}>
        <Button tone="secondary" disabled aria-description={APP_TEXT.addDisabled}>
          Add Application
        </Button>
      </span>
    </PermissionGate>
  );
  return (
    <Page title="Applications" actions={actions}>
      <ListFrame
        config={{
          label: 'Applications',
          columns,
          getKey: (app) => app.applicationId,
          rowActions: (app) =>
            canEdit ? (
              <RowLink
                href={paths.edit(app.applicationId)}
                label={`Edit ${app.applicationName}`}
                icon={ROW_ICONS.edit}
              />
            ) : null,
          maxPageButtons: APP_PAGE_BUTTONS,
        }}
        state={state}
        data={query.data?.body}
        loading={query.isFetching}
      />
    </Page>
  );
}
