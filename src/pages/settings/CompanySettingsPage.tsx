import { useState } from 'react';
import { useParams } from 'wouter';
import type { CompanySettings } from '#contract/companies';
import { MSG } from '#contract/messages';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock, Page } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { StaleNotice } from '../../kit/StaleNotice';
import { useSave } from '../../kit/use-save';
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
  const saving = useSave({
    cacheKey: settingsKey(id),
    ...(settings ? { version: settings.version } : {}),
    call: (body: CompanySettings, version) =>
      expectStatus(api.companies.saveSettings({ params: { id }, body: { ...body, version } }), 200),
    done: MSG.companySettingsSaved,
    onStale: 'notice',
  });
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    await query.refetch();
    setReloading(false);
    saving.reset();
  };
  return (
    <Page title="Company Settings">
      {query.isError ? <Alert tone="danger">{errorTextsFrom(query.error).join(' ')}</Alert> : null}
      {saving.stale ? <StaleNotice reloading={reloading} onReload={() => void reload()} /> : null}
      {settings ? (
        // A reload brings a new version: the form starts over from the reloaded settings.
        <CompanySettingsForm
          key={settings.version}
          settings={settings}
          saving={saving.saving}
          onSave={saving.save}
          adopt={saving.adopt}
        />
      ) : null}
      {!settings && !query.isError ? <LoadingBlock /> : null}
    </Page>
  );
}
