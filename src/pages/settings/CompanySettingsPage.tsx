import { useParams } from 'wouter';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { CompanySettingsForm } from './CompanySettingsForm';
import { settingsKey } from './keys';

/** /companies/{id}/settings: read-only without company_settings_edit. */
export default function CompanySettingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = tsr.companies.settings.useQuery({
    queryKey: settingsKey(id),
    queryData: { params: { id } },
  });
  const settings = query.data?.body;
  return (
    <Page title="Company Settings">
      {query.isError ? <Alert tone="danger">{errorTextsFrom(query.error).join(' ')}</Alert> : null}
      {settings ? <CompanySettingsForm companyId={id} settings={settings} /> : null}
      {!settings && !query.isError ? <LoadingBlock /> : null}
    </Page>
  );
}
