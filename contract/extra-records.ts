import * as z from 'zod';
import { freeText, Id, line } from './input';
import { MSG } from './messages';
import { Currency, Money } from './money';
import { PRODUCT_TYPES } from './supplier-records';

export const PRICE_BASES = ['perPerson', 'perBooking'] as const;
export const PRICE_BASIS_LABELS: Record<(typeof PRICE_BASES)[number], string> = {
  perPerson: 'Per person',
  perBooking: 'Per booking',
};

export const EXTRA_TEXT = {
  nameRequired: 'Name is required',
  groupTaken: 'This application already has a group with this name.',
  extraTaken: 'This group already has an extra with this name.',
  groupUnknown: 'Choose one of this application’s extra groups',
  groupNotEmpty: 'This group still has extras: delete them or move them to another group first.',
  groupAdded: 'Extra group added',
  groupUpdated: 'Extra group saved',
  groupRemoved: 'Extra group deleted',
  added: 'Extra added',
  updated: 'Extra saved',
  removed: 'Extra deleted',
} as const;

const name = line().trim().min(1, EXTRA_TEXT.nameRequired).max(100, MSG.maxLength(100));
const description = freeText().max(1000, MSG.maxLength(1000)).default('');

export const ExtraGroupFields = z.object({ name, description });
export type ExtraGroupFields = z.output<typeof ExtraGroupFields>;
export const ExtraGroupCreate = ExtraGroupFields.strict();
export type ExtraGroupCreate = z.input<typeof ExtraGroupCreate>;
export const ExtraGroupUpdate = ExtraGroupFields.extend({ version: Id }).strict();

export const ExtraGroupRow = z.object({
  groupId: z.number().int(),
  name: z.string(),
  description: z.string(),
  extras: z.number().int(),
});
export type ExtraGroupRow = z.infer<typeof ExtraGroupRow>;

export const ExtraGroup = ExtraGroupFields.extend({
  groupId: z.number().int(),
  companyId: z.number().int(),
  extras: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type ExtraGroup = z.infer<typeof ExtraGroup>;

export const ExtraFields = z.object({
  groupId: Id,
  name,
  description,
  price: Money,
  currency: Currency,
  priceBasis: z.enum(PRICE_BASES),
  /** The product types it goes with; none ticked is every type. */
  productTypes: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length).default([]),
});
export type ExtraFields = z.output<typeof ExtraFields>;
export const ExtraCreate = ExtraFields.strict();
export type ExtraCreate = z.input<typeof ExtraCreate>;
export const ExtraUpdate = ExtraFields.extend({ version: Id }).strict();

export const ExtraRow = z.object({
  extraId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  price: z.string(),
  currency: z.string(),
  priceBasis: z.enum(PRICE_BASES),
  productTypes: z.array(z.enum(PRODUCT_TYPES)),
});
export type ExtraRow = z.infer<typeof ExtraRow>;

export const Extra = ExtraFields.extend({
  extraId: z.number().int(),
  companyId: z.number().int(),
  groupName: z.string(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type Extra = z.infer<typeof Extra>;
