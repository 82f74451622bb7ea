import { APP_TEXT, type Application, type ApplicationBody } from '#contract/applications';
import { LoadingBlock } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import type { KitFormProps, KitRecord } from '../../kit/types';
import { applicationForm } from './application-form';
import { bodyOf } from './empty';
import { IngestionKeyCard } from './IngestionKeyCard';
import { LogoUpload } from './LogoPicker';
import { appsKey } from './paths';

/** The key handed over by the add page, there only right after adding. */
function freshKey(): string | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'ingestionKey' in state) {
    return typeof state.ingestionKey === 'string' ? state.ingestionKey : null;
  }
  return null;
}

/** The editor's form with the lookups, and the logo uploaded as soon as it is chosen. */
function EditorForm({
  companyId,
  applicationId,
  adopt,
  ...props
}: KitFormProps<ApplicationBody, ApplicationBody> & { companyId: string; applicationId: string }) {
  const lookups = tsr.applications.lookups.useQuery({
    queryKey: [...appsKey(companyId), 'lookups'],
    queryData: { params: { companyId } },
  }).data?.body;
  if (!lookups) return <LoadingBlock />;
  const logo = (url: string | null, setUrl: (url: string) => void, readOnly: boolean) => (
    <LogoUpload
      companyId={companyId}
      applicationId={applicationId}
      url={url}
      readOnly={readOnly}
      onUploaded={setUrl}
      onVersion={(version) => adopt?.(version)}
    />
  );
  return applicationForm({ lookups, editing: true, logo })(props);
}

/**
 * /apps/{applicationId}: the add page's fields plus the active and demo flags and the
 * features; beside them the ingestion key (a rotation moves the version on) and the History.
 */
export const applicationRecord = (
  companyId: string,
): KitRecord<Application, ApplicationBody, ApplicationBody> => ({
  nameOf: (a) => a.applicationName,
  useRecord: (applicationId) =>
    tsr.applications.get.useQuery({
      queryKey: [...appsKey(companyId), 'app', applicationId],
      queryData: { params: { applicationId } },
    }),
  toForm: bodyOf,
  form: (props, app) => (
    <EditorForm {...props} companyId={companyId} applicationId={String(app.applicationId)} />
  ),
  update: (applicationId, body, version) =>
    expectStatus(
      api.applications.update({
        params: { companyId, applicationId },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (app) => app.version,
  updated: APP_TEXT.updated,
  beside: (app, { readOnly, adopt }) => {
    const applicationId = String(app.applicationId);
    return (
      <>
        <IngestionKeyCard
          companyId={companyId}
          applicationId={applicationId}
          fresh={freshKey()}
          canRotate={!readOnly}
          onVersion={adopt}
        />
        <HistoryPanel companyId={companyId} area="applications" recordId={applicationId} />
      </>
    );
  },
});
