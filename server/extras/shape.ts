import type {
  Extra,
  ExtraFields,
  ExtraGroup,
  ExtraGroupFields,
  ExtraGroupRow,
  ExtraRow,
} from '#contract/extras';
import { fromMinor, toMinor } from '#contract/money';
import type { extraGroups, extras } from './schema';

type Group = typeof extraGroups.$inferSelect;
type Stored = typeof extras.$inferSelect;

const stamps = (r: { createdAt: Date; updatedAt: Date; version: number }) => ({
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});

export const groupColumnsOf = (f: ExtraGroupFields) => ({
  name: f.name,
  description: f.description === '' ? null : f.description,
});

export const groupRowOf = (
  r: Pick<Group, 'id' | 'name' | 'description'>,
  count: number,
): ExtraGroupRow => ({
  groupId: r.id,
  name: r.name,
  description: r.description ?? '',
  extras: count,
});

export const groupOf = (r: Group, companyId: number, count: number): ExtraGroup => ({
  name: r.name,
  description: r.description ?? '',
  groupId: r.id,
  companyId,
  extras: count,
  ...stamps(r),
});

/** The columns an extra's fields are stored in: the price in minor units, never a float. */
export const extraColumnsOf = (f: ExtraFields) => ({
  groupId: f.groupId,
  name: f.name,
  description: f.description === '' ? null : f.description,
  priceMinor: toMinor(f.price) ?? 0,
  currency: f.currency,
  priceBasis: f.priceBasis,
  productTypes: [...new Set(f.productTypes)],
});

const fieldsOf = (r: Stored): ExtraFields => ({
  groupId: r.groupId,
  name: r.name,
  description: r.description ?? '',
  price: fromMinor(r.priceMinor),
  currency: r.currency,
  priceBasis: r.priceBasis as ExtraFields['priceBasis'],
  productTypes: r.productTypes as ExtraFields['productTypes'],
});

export const extraRowOf = (r: Stored, groupName: string): ExtraRow => {
  const { description: _, ...f } = fieldsOf(r);
  return { extraId: r.id, groupName, ...f };
};

export const extraOf = (r: Stored, companyId: number, groupName: string): Extra => ({
  ...fieldsOf(r),
  extraId: r.id,
  companyId,
  groupName,
  ...stamps(r),
});
