import { keepPreviousData } from '@tanstack/react-query';
import type { APP_SORTS, ApplicationRow } from '#contract/applications';
import type { GridColumn } from '#ui';
import { tsr } from '../../../api/tsr';
import { ListFrame } from '../../../components/ListFrame';
import { useListState } from '../../../components/list-state';
import { DateTimeCell } from '../../../kit/cells';
import { RecordLink } from '../../../kit/RecordLink';
import { CRM_KEY, crmPaths } from '../crm-paths';

/** The company's applications on its view page, each name opening the application. */
export function CompanyAppsPanel({ companyId }: { companyId: string }) {
  const paths = crmPaths.apps(companyId);
  const state = useListState<(typeof APP_SORTS)[number]>();
  const apps = tsr.adminCrm.listApps.useQuery({
    queryKey: [...CRM_KEY, 'apps', companyId, state.query],
    queryData: { params: { companyId }, query: state.query },
    placeholderData: keepPreviousData,
  });
  const columns: GridColumn<ApplicationRow>[] = [
    {
      header: 'Application Name',
      sortKey: 'name',
      render: (a) => (
        <RecordLink href={paths.view(a.applicationId)}>{a.applicationName}</RecordLink>
      ),
    },
    { header: 'Data Centre', sortKey: 'region', render: (a) => a.region },
    { header: 'Is Active', render: (a) => (a.isActive ? 'Yes' : 'No') },
    {
      header: 'Created',
      sortKey: 'created',
      render: (a) => <DateTimeCell value={a.createdDate} />,
    },
  ];
  return (
    <ListFrame
      config={{
        label: 'Applications',
        columns,
        getKey: (a) => a.applicationId,
        add: { label: 'Add Application', path: paths.add, access: 'signedIn' },
      }}
      state={state}
      data={apps.data?.body}
      loading={apps.isFetching}
    />
  );
}
