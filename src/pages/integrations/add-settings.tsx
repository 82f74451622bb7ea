import { INTEGRATION_TEXT, type Integration, IntegrationAddSettings } from '#contract/integrations';
import { Card, Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { AddLink } from '../../kit/AddLink';
import { expectStatus } from '../../kit/calls';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea } from '../../kit/types';
import { integrationsKey, supplierPaths } from './paths';
import { missingGroups, missingSettings } from './setting-fields';

type Ids = { applicationId: string; supplierId: string; integrationId: string };

/** The same query as the integration's page, so both show one answer. */
export const useIntegration = ({ applicationId, supplierId, integrationId }: Ids) =>
  tsr.integrations.get.useQuery({
    queryKey: [...integrationsKey(applicationId), 'integration', integrationId],
    queryData: { params: { applicationId, supplierId, integrationId } },
  });

/** Its pages: saved, the integration's page opens again. */
export const addSettingsArea = (ids: Ids): KitArea<{ name: string }> => {
  const paths = supplierPaths(ids.applicationId);
  return {
    noun: 'Integration',
    plural: 'My suppliers',
    paths: { list: paths.mine, view: () => paths.integration(ids.supplierId, ids.integrationId) },
    idOf: (r) => r.name,
    nameOf: (r) => r.name,
    access: { add: 'integrations.update' },
    titles: { view: 'Integration', edit: 'Integration', add: 'Add settings' },
    cacheKey: integrationsKey(ids.applicationId),
  };
};

/**
 * Values for the settings the integration lacks, saved as its update with everything else it
 * has: the server checks them as any save (a wrong type is the field's error), keeps its
 * secrets, and refuses the save when someone changed the integration since it was read.
 */
export const addSettings = (
  ids: Ids,
  r: Integration | undefined,
): KitAdd<IntegrationAddSettings, { values?: Record<string, string> }> => {
  const missing = r ? missingSettings(r.settings, r) : [];
  return {
    useInitial: () =>
      r ? { values: Object.fromEntries(missing.map((s) => [s.name, ''])) } : undefined,
    form: declaredForm(IntegrationAddSettings, missingGroups(missing), false),
    create: async (body) => {
      if (!r) throw new Error('The integration is not loaded');
      const added = Object.entries(body.values ?? {}).filter(([, v]) => v.trim() !== '');
      await expectStatus(
        api.integrations.update({
          params: ids,
          body: {
            name: r.name,
            enabled: r.enabled,
            values: { ...r.values, ...Object.fromEntries(added) },
            version: r.version,
          },
        }),
        200,
      );
      return r.integrationId;
    },
    added: INTEGRATION_TEXT.settingsAdded,
  };
};

/** On the integration's page: how many settings it lacks, and the way to add them. */
export function MissingSettingsCard({
  applicationId,
  integration: r,
}: {
  applicationId: string;
  integration: Integration;
}) {
  const missing = missingSettings(r.settings, r);
  return (
    <Card title="Settings not given">
      <Stack gap="sm">
        <Muted>
          {missing.length === 0
            ? INTEGRATION_TEXT.noneMissing
            : `No value yet: ${missing.map((s) => s.label).join(', ')}.`}
        </Muted>
        <PermissionGate access="integrations.update">
          <div>
            <AddLink
              add={{
                label: 'Add settings',
                path: supplierPaths(applicationId).addSettings(r.supplierId, r.integrationId),
                access: 'integrations.update',
              }}
            />
          </div>
        </PermissionGate>
      </Stack>
    </Card>
  );
}
