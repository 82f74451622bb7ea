import type {
  MembershipLevel,
  MembershipLevelFields,
  MembershipLevelRow,
} from '#contract/membership-levels';
import { fromMinor, toMinor } from '#contract/money';
import type { membershipLevels } from './schema';

type Stored = typeof membershipLevels.$inferSelect;
type Period = MembershipLevelFields['billingPeriod'];

/** The columns a form's fields are stored in: the price in minor units, never a float. */
export const columnsOf = (f: MembershipLevelFields) => ({
  name: f.name,
  priceMinor: toMinor(f.price) ?? 0,
  currency: f.currency,
  billingPeriod: f.billingPeriod,
  benefits: f.benefits === '' ? null : f.benefits,
  linkedCompanyId: f.linkedCompanyId,
});

export const fieldsOf = (r: Stored): MembershipLevelFields => ({
  name: r.name,
  price: fromMinor(r.priceMinor),
  currency: r.currency,
  billingPeriod: r.billingPeriod as Period,
  benefits: r.benefits ?? '',
  linkedCompanyId: r.linkedCompanyId,
});

export type Extra = { linkedCompanyName: string | null; members: number };

export const levelRowOf = (r: Stored, extra: Extra): MembershipLevelRow => ({
  membershipId: r.id,
  name: r.name,
  price: fromMinor(r.priceMinor),
  currency: r.currency,
  billingPeriod: r.billingPeriod as Period,
  ...extra,
});

export const levelOf = (r: Stored, companyId: number, extra: Extra): MembershipLevel => ({
  ...fieldsOf(r),
  membershipId: r.id,
  companyId,
  ...extra,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
