import type { Override, OverrideFields, OverrideRow } from '#contract/accommodation-overrides';
import type { accommodationOverrides } from './schema';

type Stored = typeof accommodationOverrides.$inferSelect;

export const overrideColumnsOf = (f: OverrideFields) => ({
  supplierId: f.supplierId,
  supplierPropertyId: f.supplierPropertyId,
  name: f.name === '' ? null : f.name,
  images: f.images,
  stars: f.stars,
});

export const overrideRowOf = (r: Stored & { supplierName: string }): OverrideRow => ({
  overrideId: r.id,
  supplierName: r.supplierName,
  supplierPropertyId: r.supplierPropertyId,
  name: r.name ?? '',
  stars: r.stars,
  images: r.images.length,
});

export const overrideOf = (r: Stored, supplierName: string, companyId: number): Override => ({
  supplierId: r.supplierId,
  supplierPropertyId: r.supplierPropertyId,
  name: r.name ?? '',
  images: r.images,
  stars: r.stars,
  overrideId: r.id,
  supplierName,
  companyId,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
