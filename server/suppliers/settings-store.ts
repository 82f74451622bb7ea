import { eq, sql } from 'drizzle-orm';
import { type Setting, type SettingFields, SUPPLIER_TEXT } from '#contract/suppliers';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope, mustExist } from '#server/kit/index';
import { SETTING_SUBJECT } from './audit';
import { checkSetting } from './rules';
import { supplierSettings as ss, suppliers } from './schema';
import { SETTING_FIELDS, settingOf } from './shape';
import { supplierWhere } from './store';

/** A setting definition, by its supplier and its name (any case, as its uniqueness). */
export type SettingAt = { supplierId: number; settingName: string };

const record = defineRecord({
  table: ss,
  unique: {
    supplier_settings_name_ci_idx: { field: 'name', message: SUPPLIER_TEXT.settingNameTaken },
  },
  audit: SETTING_SUBJECT,
});

const named = (at: SettingAt) =>
  sql`${ss.supplierId} = ${at.supplierId} and lower(${ss.name}) = lower(${at.settingName})`;

async function settingRow(db: Db | Tx, at: SettingAt) {
  return getInScope(db.select().from(ss).where(named(at)));
}

export async function loadSetting(db: Db | Tx, at: SettingAt): Promise<Setting> {
  return settingOf(await settingRow(db, at));
}

const supplierExists = (db: Db | Tx, supplierId: number) =>
  mustExist(db, suppliers, suppliers.id, supplierWhere(supplierId));

export async function addSetting(
  db: Db,
  actor: Actor,
  supplierId: number,
  f: SettingFields,
): Promise<{ settingName: string }> {
  checkSetting(f);
  await supplierExists(db, supplierId);
  await record.create(db, actor, () => ({ supplierId, ...SETTING_FIELDS.write(f) }));
  return { settingName: f.name };
}

/** Saves over the version read; a rename moves the setting's pages to the new name. */
export async function updateSetting(
  db: Db,
  actor: Actor,
  at: SettingAt,
  f: SettingFields & { version: number },
): Promise<void> {
  checkSetting(f);
  const { id } = await settingRow(db, at);
  await record.update(db, actor, { id, scope: eq(ss.supplierId, at.supplierId) }, f.version, () =>
    SETTING_FIELDS.write(f),
  );
}

export async function removeSetting(db: Db, actor: Actor, at: SettingAt): Promise<void> {
  const { id } = await settingRow(db, at);
  await record.remove(db, actor, { id, scope: eq(ss.supplierId, at.supplierId) });
}
