import { useParams } from 'wouter';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { settingAdd, settingRecord, settingsArea } from './settings-area';
import {
  supplierAdd,
  supplierRecord,
  supplierRemove,
  suppliersArea,
  suppliersList,
} from './suppliers-area';

type Params = { supplierId: string; settingName: string };

/** /admin/suppliers: the directory, with search, a product-type filter and paging. */
export const SuppliersListPage = () => (
  <KitListPage area={suppliersArea} list={suppliersList} remove={supplierRemove} />
);

export const SupplierAddPage = () => <KitAddPage area={suppliersArea} add={supplierAdd} />;

function SupplierPage({ mode }: { mode: 'view' | 'edit' }) {
  const { supplierId = '' } = useParams<Params>();
  return <KitRecordPage area={suppliersArea} record={supplierRecord} id={supplierId} mode={mode} />;
}

/** /suppliers/{supplierId}/details (fields, setting definitions, History) and /edit. */
export const SupplierDetailsPage = () => <SupplierPage mode="view" />;
export const SupplierEditPage = () => <SupplierPage mode="edit" />;

export function SettingAddPage() {
  const { supplierId = '' } = useParams<Params>();
  return <KitAddPage area={settingsArea(supplierId)} add={settingAdd(supplierId)} />;
}

function SettingPage({ mode }: { mode: 'view' | 'edit' }) {
  const { supplierId = '', settingName = '' } = useParams<Params>();
  return (
    <KitRecordPage
      area={settingsArea(supplierId)}
      record={settingRecord(supplierId)}
      id={settingName}
      mode={mode}
    />
  );
}

/** /settings/{settingName}/view (read-only, with Edit) and /settings/{settingName} (edit). */
export const SettingViewPage = () => <SettingPage mode="view" />;
export const SettingEditPage = () => <SettingPage mode="edit" />;
