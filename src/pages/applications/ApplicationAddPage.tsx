import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { APP_TEXT, type ApplicationBody } from '#contract/applications';
import { MSG } from '#contract/messages';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { EntityFrame } from '../../components/EntityFrame';
import { PendingLogo } from '../../components/images';
import { notifications } from '../../notify/store';
import { ApplicationForm } from './ApplicationForm';
import { APP_TITLES, EMPTY_APPLICATION } from './empty';
import { appPaths, appsKey } from './paths';

/** /apps/create: the new application, then its logo; the editor shows the ingestion key once. */
export default function ApplicationAddPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const paths = appPaths(companyId);
  const [, navigate] = useLocation();
  const client = tsr.useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  const lookups = tsr.applications.lookups.useQuery({
    queryKey: [...appsKey(companyId), 'lookups'],
    queryData: { params: { companyId } },
  });
  const create = tsr.applications.create.useMutation();

  const save = async (body: ApplicationBody) => {
    const created = await create.mutateAsync({ params: { companyId }, body }).catch(() => null);
    if (!created) return;
    const { applicationId, ingestionKey } = created.body;
    // Called directly so a failed logo is told with the spec's own text, not the generic one.
    const uploaded = logo
      ? await api.applications
          .uploadLogo({ params: { companyId, applicationId }, body: { logoFile: logo } })
          .then((res) => res.status === 200)
          .catch(() => false)
      : true;
    if (uploaded) notifications.notify('success', APP_TEXT.created);
    else notifications.notify('error', MSG.appCreatedLogoFailed);
    void client.invalidateQueries({ queryKey: appsKey(companyId) });
    navigate(paths.edit(applicationId), { state: { ingestionKey } });
  };

  const options = lookups.data?.body;
  return (
    <EntityFrame
      config={{
        titles: APP_TITLES,
        listPath: paths.list,
        editPath: null,
        editAccess: 'applications.create',
      }}
      mode="add"
      loading={!options}
      failed={lookups.isError}
    >
      {(readOnly) =>
        options ? (
          <ApplicationForm
            initial={EMPTY_APPLICATION}
            lookups={options}
            readOnly={readOnly}
            saving={create.isPending}
            editing={false}
            logo={() => <PendingLogo file={logo} onFile={setLogo} />}
            onSave={save}
          />
        ) : null
      }
    </EntityFrame>
  );
}
