import { useMemo } from 'react';
import { useParams } from 'wouter';
import { DirectorySupplier } from '#contract/integrations';
import { Card, Muted, Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { AddLink } from '../../kit/AddLink';
import { KitAddPage } from '../../kit/KitAddPage';
import { declaredForm } from '../../kit/KitForm';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import type { KitRecord } from '../../kit/types';
import { addSettings, addSettingsArea, useIntegration } from './add-settings';
import {
  directoryArea,
  directoryList,
  integrationAdd,
  integrationArea,
  integrationRecord,
  mineArea,
  mineList,
} from './integrations-area';
import { integrationsKey, supplierPaths } from './paths';

const useIds = () => {
  const {
    applicationId = '',
    supplierId = '',
    integrationId = '',
  } = useParams<{ applicationId: string; supplierId: string; integrationId: string }>();
  return { applicationId, supplierId, integrationId };
};

/** /applications/:applicationId/suppliers: the directory, each with its integrations here. */
export function DirectoryPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => directoryArea(applicationId), [applicationId]);
  const list = useMemo(() => directoryList(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} />;
}

/** /suppliers/mysuppliers: the application's integrations, enabled or not, with health. */
export function MySuppliersPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => mineArea(applicationId), [applicationId]);
  const list = useMemo(() => mineList(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} />;
}

const useSupplier = (applicationId: string, supplierId: string) =>
  tsr.integrations.supplier.useQuery({
    queryKey: [...integrationsKey(applicationId), 'supplier', supplierId],
    queryData: { params: { applicationId, supplierId } },
  });

const SUPPLIER_GROUPS = [
  {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'key', label: 'Key', kind: 'text' },
      { name: 'kind', label: 'Kind', kind: 'text' },
      { name: 'productType', label: 'Product type', kind: 'text' },
    ],
  },
] as const;

/** A supplier as the application sees it: read-only, with what an integration gives it. */
const supplierRecord = (
  applicationId: string,
): KitRecord<DirectorySupplier, DirectorySupplier, DirectorySupplier> => ({
  nameOf: (s) => s.name,
  useRecord: (id) => useSupplier(applicationId, id),
  toForm: (r) => r,
  form: declaredForm(DirectorySupplier, SUPPLIER_GROUPS, false),
  versionOf: () => 0,
  panels: (r) => (
    <Card title="Settings an integration gives">
      <Stack>
        {r.settings.length === 0 ? <Muted>None.</Muted> : null}
        {r.settings.map((s) => (
          <Muted key={s.settingId}>
            {s.label} ({s.type}
            {s.required ? ', required' : ''}){s.helpText ? `: ${s.helpText}` : ''}
          </Muted>
        ))}
        <Muted>
          This application has {r.integrationCount} integration
          {r.integrationCount === 1 ? '' : 's'} with {r.name}.
        </Muted>
        <PermissionGate access="integrations.create">
          <div>
            <AddLink
              add={{
                label: 'Add integration',
                path: supplierPaths(applicationId).add(r.supplierId),
                access: 'integrations.create',
              }}
            />
          </div>
        </PermissionGate>
      </Stack>
    </Card>
  ),
});

export function SupplierPage() {
  const { applicationId, supplierId } = useIds();
  const area = useMemo(() => directoryArea(applicationId), [applicationId]);
  const record = useMemo(() => supplierRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={supplierId} mode="view" />;
}

/** /suppliers/:supplierId/addIntegrations: the supplier's settings as the form's fields. */
export function IntegrationAddPage() {
  const { applicationId, supplierId } = useIds();
  const found = useSupplier(applicationId, supplierId);
  const supplier = found.data?.body;
  const area = useMemo(
    () => integrationArea(applicationId, supplierId),
    [applicationId, supplierId],
  );
  const missing = found.isError;
  const add = useMemo(
    () => ({ ...integrationAdd(applicationId, supplier), useOwnerMissing: () => missing }),
    [applicationId, supplier, missing],
  );
  return <KitAddPage area={area} add={add} />;
}

/** /suppliers/:supplierId/integrations/:integrationId: edited in place, read-only to readers. */
export function IntegrationPage() {
  const { applicationId, supplierId, integrationId } = useIds();
  const area = useMemo(
    () => integrationArea(applicationId, supplierId),
    [applicationId, supplierId],
  );
  const record = useMemo(
    () => integrationRecord(applicationId, supplierId),
    [applicationId, supplierId],
  );
  return <KitRecordPage area={area} record={record} id={integrationId} mode="edit" />;
}

/** /…/integrations/:integrationId/addsettings: values for the settings it has none for. */
export function IntegrationAddSettingsPage() {
  const { applicationId, supplierId, integrationId } = useIds();
  const ids = useMemo(
    () => ({ applicationId, supplierId, integrationId }),
    [applicationId, supplierId, integrationId],
  );
  const found = useIntegration(ids);
  const integration = found.data?.body;
  const area = useMemo(() => addSettingsArea(ids), [ids]);
  const missing = found.isError;
  const add = useMemo(
    () => ({ ...addSettings(ids, integration), useOwnerMissing: () => missing }),
    [ids, integration, missing],
  );
  return <KitAddPage area={area} add={add} />;
}
