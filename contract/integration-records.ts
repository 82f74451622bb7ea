import * as z from 'zod';
import { Versioned } from './common';
import { line } from './input';
import { MSG } from './messages';
import { PRODUCT_TYPES, SETTING_NAME, Setting, SupplierRow } from './supplier-records';

export const INTEGRATION_TEXT = {
  nameRequired: 'Integration name is required',
  required: 'This setting is required',
  notNumber: 'Enter a number',
  notBoolean: 'Choose true or false',
  notOption: 'Choose one of the options',
  notUrl: 'Enter an http(s) URL',
  unknownSetting: 'This supplier has no such setting',
  added: 'Integration added',
  updated: 'Integration saved',
  settingsAdded: 'Settings added',
  noneMissing: 'Every setting of this supplier has a value.',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));

/**
 * A setting's value as the form sends it: always text, checked against the setting's type by
 * the server. A secret is sent only to set or replace it: left out, the stored one is kept.
 */
export const SettingValues = z
  .record(z.string().max(50).regex(SETTING_NAME), line().max(500, MSG.maxLength(500)))
  .refine((v) => Object.keys(v).length <= 50, 'At most 50 settings');
export type SettingValues = z.infer<typeof SettingValues>;

export const IntegrationFields = z.object({
  name: text(100).min(1, INTEGRATION_TEXT.nameRequired),
  enabled: z.boolean().default(true),
  values: SettingValues.default({}),
});
export type IntegrationFields = z.output<typeof IntegrationFields>;
export const IntegrationCreate = IntegrationFields.strict();
export type IntegrationCreate = z.input<typeof IntegrationCreate>;
export const IntegrationUpdate = IntegrationFields.extend(Versioned.shape).strict();
export type IntegrationUpdate = z.input<typeof IntegrationUpdate>;

/**
 * The add-settings page's form (…/integrations/{integrationId}/addsettings): values for the
 * settings the integration has none for, saved through the integration's update.
 */
export const IntegrationAddSettings = z.object({ values: SettingValues.default({}) }).strict();
export type IntegrationAddSettings = z.input<typeof IntegrationAddSettings>;

/** A stored secret as the API shows it: never the value, only that it is set and its end. */
export const SecretShown = z.object({ set: z.literal(true), last4: z.string() });
export type SecretShown = z.infer<typeof SecretShown>;

export const Health = z.object({
  status: z.enum(['unknown', 'up', 'down']),
  checked: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const IntegrationRow = z.object({
  integrationId: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  name: z.string(),
  enabled: z.boolean(),
  health: Health,
  updated: z.string(),
});
export type IntegrationRow = z.infer<typeof IntegrationRow>;

export const Integration = IntegrationRow.extend({
  companyId: z.number().int(),
  /** Every setting but the secrets, as text. */
  values: z.record(z.string(), z.string()),
  secrets: z.record(z.string(), SecretShown),
  settings: z.array(Setting),
  created: z.string(),
  version: z.number().int(),
});
export type Integration = z.infer<typeof Integration>;

/** The directory as an application sees it: each supplier with the integrations it has there. */
export const DirectoryRow = SupplierRow.extend({ integrationCount: z.number().int() });
export type DirectoryRow = z.infer<typeof DirectoryRow>;

/** A supplier with the settings an integration with it asks for, for the add form. */
export const DirectorySupplier = DirectoryRow.extend({ settings: z.array(Setting) });
export type DirectorySupplier = z.infer<typeof DirectorySupplier>;
