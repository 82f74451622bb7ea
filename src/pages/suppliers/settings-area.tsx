import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  type Setting,
  type SettingCreate,
  type SettingFields,
  SUPPLIER_TEXT,
} from '#contract/suppliers';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { SUPPLIERS_KEY, settingPaths } from './paths';
import {
  EMPTY_SETTING,
  settingAddForm,
  settingEditForm,
  toSettingForm,
  typeLabel,
} from './setting-form';
import { useSupplier } from './use-supplier';

type Named = Pick<Setting, 'name' | 'label'>;

/**
 * A supplier's setting definitions, addressed by name: listed on the supplier's details page,
 * where a save lands too (a rename moves the setting's own pages).
 */
export const settingsArea = (supplierId: string): KitArea<Named> => ({
  noun: 'Setting',
  plural: 'Setting Definitions',
  paths: settingPaths(supplierId),
  idOf: (row) => row.name,
  nameOf: (row) => row.label || row.name,
  cacheKey: SUPPLIERS_KEY,
  afterSave: 'list',
});

export const settingsList = (
  supplierId: string,
): KitList<Setting, 'order' | 'name' | 'type', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'label', header: 'Label' },
    { key: 'type', header: 'Type', sortable: true, cell: (s) => typeLabel(s.type) },
    { key: 'required', header: 'Required' },
    { key: 'defaultValue', header: 'Default' },
    { key: 'order', header: 'Order', sortable: true },
  ],
  useRows: (query) =>
    tsr.suppliers.settings.useQuery({
      queryKey: [...SUPPLIERS_KEY, 'settings', supplierId, query],
      queryData: { params: { supplierId }, query },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No setting definitions yet.',
});

export const settingRemove = (supplierId: string): KitRemove<Named> => ({
  prompt: (s) => `Are you sure you want to delete the setting '${s.name}'?`,
  run: (s) =>
    expectStatus(api.suppliers.removeSetting({ params: { supplierId, settingName: s.name } }), 200),
  done: SUPPLIER_TEXT.settingRemoved,
});

export const settingRecord = (
  supplierId: string,
): KitRecord<Setting, SettingCreate, SettingFields> => ({
  nameOf: (row) => row.label || row.name,
  useRecord: (settingName) =>
    tsr.suppliers.getSetting.useQuery({
      queryKey: [...SUPPLIERS_KEY, 'setting', supplierId, settingName],
      queryData: { params: { supplierId, settingName } },
    }),
  toForm: toSettingForm,
  form: settingEditForm,
  update: (settingName, body, version) =>
    expectStatus(
      api.suppliers.updateSetting({
        params: { supplierId, settingName },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (s) => s.version,
  updated: SUPPLIER_TEXT.settingUpdated,
  history: (s) => <HistoryPanel crm="supplierSettings" recordId={String(s.settingId)} />,
  remove: settingRemove(supplierId),
});

export const settingAdd = (
  supplierId: string,
): KitAdd<SettingCreate, z.output<typeof SettingCreate>> => ({
  useInitial: () => EMPTY_SETTING,
  useOwnerMissing: () => useSupplier(supplierId).isError,
  form: settingAddForm,
  create: async (body) =>
    (await expectStatus(api.suppliers.addSetting({ params: { supplierId }, body }), 201))
      .settingName,
  added: SUPPLIER_TEXT.settingAdded,
});
