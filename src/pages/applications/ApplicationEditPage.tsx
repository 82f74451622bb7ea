import { useLocation, useParams } from 'wouter';
import { APP_TEXT, type ApplicationBody } from '#contract/applications';
import { Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { EntityFrame } from '../../components/EntityFrame';
import { HistoryPanel } from '../../components/HistoryPanel';
import { usePermission } from '../../components/permissions';
import { SHOWS_STALE, StaleNotice, useVersionedEdit } from '../../components/stale-edit';
import { notifications } from '../../notify/store';
import { ApplicationForm } from './ApplicationForm';
import { APP_TITLES, bodyOf } from './empty';
import { IngestionKeyCard } from './IngestionKeyCard';
import { LogoUpload } from './LogoPicker';
import { appPaths, appsKey } from './paths';

/** The key handed over by the add page, there only right after adding. */
function freshKey(): string | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'ingestionKey' in state) {
    return typeof state.ingestionKey === 'string' ? state.ingestionKey : null;
  }
  return null;
}

/** /apps/{applicationId}: the same fields as the add page plus the active and demo flags. */
export default function ApplicationEditPage() {
  const { companyId = '', applicationId = '' } = useParams<{
    companyId: string;
    applicationId: string;
  }>();
  const paths = appPaths(companyId);
  const [, navigate] = useLocation();
  const client = tsr.useQueryClient();
  const canEdit = usePermission('company_apps_edit');
  const lookups = tsr.applications.lookups.useQuery({
    queryKey: [...appsKey(companyId), 'lookups'],
    queryData: { params: { companyId } },
  });
  const app = tsr.applications.get.useQuery({
    queryKey: [...appsKey(companyId), 'app', applicationId],
    queryData: { params: { applicationId } },
  });
  const loaded = app.data?.body;
  const edit = useVersionedEdit(loaded?.version, app.refetch);
  const update = tsr.applications.update.useMutation({
    ...SHOWS_STALE,
    onError: edit.failed,
    onSuccess: () => {
      notifications.notify('success', APP_TEXT.updated);
      void client.invalidateQueries({ queryKey: appsKey(companyId) });
      navigate(paths.list);
    },
  });
  const save = (body: ApplicationBody) =>
    update
      .mutateAsync({
        params: { companyId, applicationId },
        body: { ...body, version: edit.version },
      })
      .catch(() => undefined);

  const options = lookups.data?.body;
  return (
    <EntityFrame
      config={{
        titles: APP_TITLES,
        listPath: paths.list,
        editPath: null,
        editPermission: 'company_apps_edit',
      }}
      mode="edit"
      loading={!loaded || !options}
      failed={app.isError || lookups.isError}
    >
      {(readOnly) =>
        loaded && options ? (
          <Stack gap="lg">
            <StaleNotice edit={edit} />
            <ApplicationForm
              // A reload brings a new version: the form starts over from the reloaded values.
              key={`${loaded.applicationId}@${loaded.version}`}
              initial={bodyOf(loaded)}
              lookups={options}
              readOnly={readOnly}
              saving={update.isPending}
              editing
              logo={(url, setUrl) => (
                <LogoUpload
                  companyId={companyId}
                  applicationId={applicationId}
                  url={url}
                  readOnly={readOnly}
                  onUploaded={setUrl}
                  onVersion={edit.adopt}
                />
              )}
              onSave={save}
            />
            <IngestionKeyCard
              companyId={companyId}
              applicationId={applicationId}
              fresh={freshKey()}
              canRotate={canEdit}
              onVersion={edit.adopt}
            />
            <HistoryPanel companyId={companyId} area="applications" recordId={applicationId} />
          </Stack>
        ) : null
      }
    </EntityFrame>
  );
}
