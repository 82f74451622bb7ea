import * as z from 'zod';
import { Versioned } from './common';
import { int4, line } from './input';
import { MSG } from './messages';

/** What a supplier sells (spec: Suppliers and integrations). */
export const PRODUCT_TYPES = [
  'Packages',
  'Accommodation',
  'Flights',
  'Cars',
  'Transfers',
  'Tickets',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const HEALTH_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** The kinds of value an integration gives a setting; a secret is stored encrypted, never shown. */
export const SETTING_TYPES = ['text', 'number', 'boolean', 'choice', 'url', 'secret'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** A setting's name is how a URL template and the integration's code refer to it. */
export const SETTING_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;
/** A supplier's code: with its product type, the public key (`Packages:traveltek`). */
export const SUPPLIER_CODE = /^[a-z0-9][a-z0-9-]*$/;

export const HEALTH_STATUS = { min: 100, max: 599 } as const;
export const HEALTH_TIMEOUT_MS = { min: 100, max: 30_000 } as const;

export const SUPPLIER_TEXT = {
  nameRequired: 'Supplier name is required',
  kindRequired: 'Kind is required',
  codeInvalid: 'Use lower-case letters, digits and hyphens, starting with a letter or digit',
  codeTaken: 'A supplier of this product type already has this code.',
  urlInvalid: 'Enter an http(s) URL; settings may be used as {settingName}',
  added: 'Supplier added',
  updated: 'Supplier saved',
  removed: 'Supplier deleted',
  settingNameInvalid: 'Start with a letter; then letters, digits and _ only',
  settingNameTaken: 'This supplier already has a setting of this name.',
  settingNameReserved: '"add" names the page that adds a setting; choose another name',
  labelRequired: 'Label is required',
  optionsForChoice: 'A choice lists its options, one per line',
  optionsOnlyForChoice: 'Only a choice has options',
  secretNoDefault: 'A secret has no default',
  defaultNotNumber: 'The default must be a number',
  defaultNotBoolean: 'The default must be true or false',
  defaultNotOption: 'The default must be one of the options',
  defaultNotUrl: 'The default must be an http(s) URL',
  settingAdded: 'Setting added',
  settingUpdated: 'Setting saved',
  settingRemoved: 'Setting deleted',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const required = (max: number, message: string) => text(max).min(1, message);

export const SupplierFields = z.object({
  productType: z.enum(PRODUCT_TYPES),
  code: text(40).regex(SUPPLIER_CODE, SUPPLIER_TEXT.codeInvalid),
  kind: required(50, SUPPLIER_TEXT.kindRequired),
  name: required(100, SUPPLIER_TEXT.nameRequired),
  premium: z.boolean().default(false),
  healthMethod: z.enum(HEALTH_METHODS).default('GET'),
  healthUrl: text(500).min(1, SUPPLIER_TEXT.urlInvalid),
  healthStatus: int4(HEALTH_STATUS.min, HEALTH_STATUS.max).default(200),
  healthTimeoutMs: int4(HEALTH_TIMEOUT_MS.min, HEALTH_TIMEOUT_MS.max).default(5000),
});
export type SupplierFields = z.output<typeof SupplierFields>;
export const SupplierCreate = SupplierFields.strict();
export type SupplierCreate = z.input<typeof SupplierCreate>;
export const SupplierUpdate = SupplierFields.extend(Versioned.shape).strict();
export type SupplierUpdate = z.input<typeof SupplierUpdate>;

export const SupplierRow = z.object({
  supplierId: z.number().int(),
  /** The public key, `productType:code`. */
  key: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  code: z.string(),
  kind: z.string(),
  name: z.string(),
  premium: z.boolean(),
  settingCount: z.number().int(),
  created: z.string(),
});
export type SupplierRow = z.infer<typeof SupplierRow>;

export const Supplier = SupplierRow.extend({
  healthMethod: z.enum(HEALTH_METHODS),
  healthUrl: z.string(),
  healthStatus: z.number().int(),
  healthTimeoutMs: z.number().int(),
  updated: z.string(),
  version: z.number().int(),
});
export type Supplier = z.infer<typeof Supplier>;

export const SettingFields = z.object({
  name: text(50).regex(SETTING_NAME, SUPPLIER_TEXT.settingNameInvalid),
  label: required(100, SUPPLIER_TEXT.labelRequired),
  type: z.enum(SETTING_TYPES),
  required: z.boolean().default(false),
  /** Checked against the type by the server; '' is none. */
  defaultValue: text(500).default(''),
  /** A choice's options; every other type has none. */
  options: z.array(required(100, SUPPLIER_TEXT.optionsForChoice)).max(50).default([]),
  helpText: text(500).default(''),
  order: int4(0, 1000).default(0),
});
export type SettingFields = z.output<typeof SettingFields>;
export const SettingCreate = SettingFields.strict();
export type SettingCreate = z.input<typeof SettingCreate>;
export const SettingUpdate = SettingFields.extend(Versioned.shape).strict();
export type SettingUpdate = z.input<typeof SettingUpdate>;

export const Setting = z.object({
  settingId: z.number().int(),
  supplierId: z.number().int(),
  name: z.string(),
  label: z.string(),
  type: z.enum(SETTING_TYPES),
  required: z.boolean(),
  defaultValue: z.string(),
  options: z.array(z.string()),
  helpText: z.string(),
  order: z.number().int(),
  version: z.number().int(),
});
export type Setting = z.infer<typeof Setting>;
