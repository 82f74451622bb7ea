import { useParams } from 'wouter';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { StaleNotice, useVersionedEdit } from '../../components/stale-edit';
import { CompanySettingsForm } from './CompanySettingsForm';
import { settingsKey } from './keys';

/** /companies/{id}/settings: read-only to those who may not call companies.saveSettings. */
export default function CompanySettingsPage() {
  const { companyId: id = '' } = useParams<{ companyId: string }>();
  const query = tsr.companies.settings.useQuery({
    queryKey: settingsKey(id),
    queryData: { params: { id } },
  });
  const settings = query.data?.body;
  const edit = useVersionedEdit(settings?.version, query.refetch);
  return (
    <Page title="Company Settings">
      {query.isError ? <Alert tone="danger">{errorTextsFrom(query.error).join(' ')}</Alert> : null}
      <StaleNotice edit={edit} />
      {settings ? (
        // A reload brings a new version: the form starts over from the reloaded settings.
        <CompanySettingsForm
          key={settings.version}
          companyId={id}
          settings={settings}
          edit={edit}
        />
      ) : null}
      {!settings && !query.isError ? <LoadingBlock /> : null}
    </Page>
  );
}
