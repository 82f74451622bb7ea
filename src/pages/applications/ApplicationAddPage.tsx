import { useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { APP_TEXT, type ApplicationBody } from '#contract/applications';
import { MSG } from '#contract/messages';
import { LoadingBlock } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { PendingLogo } from '../../components/images';
import { expectStatus } from '../../kit/calls';
import { KitAddPage } from '../../kit/KitAddPage';
import type { KitAdd, KitFormProps } from '../../kit/types';
import { applicationForm } from './application-form';
import { applicationsArea } from './applications-area';
import { EMPTY_APPLICATION } from './empty';
import { appsKey } from './paths';

/** The add page's form: the lookups (loaded before it shows) and a logo kept for after adding. */
function AddForm({
  companyId,
  onLogo,
  ...props
}: KitFormProps<ApplicationBody, ApplicationBody> & {
  companyId: string;
  onLogo: (file: File) => void;
}) {
  const lookups = tsr.applications.lookups.useQuery({
    queryKey: [...appsKey(companyId), 'lookups'],
    queryData: { params: { companyId } },
  }).data?.body;
  const [logo, setLogo] = useState<File | null>(null);
  if (!lookups) return <LoadingBlock />;
  const pending = () => (
    <PendingLogo
      file={logo}
      onFile={(file) => {
        setLogo(file);
        onLogo(file);
      }}
    />
  );
  return applicationForm({ lookups, editing: false, logo: pending })(props);
}

/** /apps/create: the new application, then its logo; the editor shows the ingestion key once. */
export default function ApplicationAddPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  // Read by create, after the form chose it; a ref, so choosing one re-renders only the form.
  const logo = useRef<File | null>(null);
  const add = useMemo(
    (): KitAdd<ApplicationBody, ApplicationBody> => ({
      useInitial: () => EMPTY_APPLICATION,
      form: (props) => (
        <AddForm {...props} companyId={companyId} onLogo={(file) => (logo.current = file)} />
      ),
      create: async (body) => {
        const created = await expectStatus(
          api.applications.create({ params: { companyId }, body }),
          201,
        );
        const { applicationId, ingestionKey } = created;
        const file = logo.current;
        // Called directly so a failed logo is told with the spec's own text, not the generic one.
        const uploaded = file
          ? await api.applications
              .uploadLogo({ params: { companyId, applicationId }, body: { logoFile: file } })
              .then((res) => res.status === 200)
              .catch(() => false)
          : true;
        return {
          id: applicationId,
          state: { ingestionKey },
          ...(uploaded ? {} : { failed: MSG.appCreatedLogoFailed }),
        };
      },
      added: APP_TEXT.created,
    }),
    [companyId],
  );
  // Saved, a new site opens in its editor (which shows the key this once), not in the list.
  const area = { ...applicationsArea(companyId), afterSave: 'view' as const };
  return <KitAddPage area={area} add={add} />;
}
