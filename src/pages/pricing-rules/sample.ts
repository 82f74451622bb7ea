import { toMinor } from '#contract/money';
import type { PricingItem } from '#contract/pricing-engine/index';
import { isoDay } from '#ui';

/** The preview calculator's sample booking, as typed. */
export type Sample = {
  productType: string;
  supplierId: string;
  supplierPrice: string;
  bookingDate: string;
  travelStart: string;
  travelEnd: string;
  countryCode: string;
  place: string;
  linkedCompanyId: string;
  membershipLevelId: string;
};

const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

/** A week in Málaga at 700.00 a month from today: what a newcomer tries first. */
export const firstSample = (): Sample => ({
  productType: 'Accommodation',
  supplierId: '1',
  supplierPrice: '700.00',
  bookingDate: inDays(0),
  travelStart: inDays(30),
  travelEnd: inDays(37),
  countryCode: 'ES',
  place: 'Malaga',
  linkedCompanyId: '',
  membershipLevelId: '',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The sample as the engine takes an item; null with what to correct while it is not one. */
export function itemOf(s: Sample): { item: PricingItem } | { problem: string } {
  const price = toMinor(s.supplierPrice.trim());
  if (price === null) return { problem: 'Enter the supplier price, such as 700.00' };
  if (![s.bookingDate, s.travelStart, s.travelEnd].every((d) => DAY.test(d))) {
    return { problem: 'Enter the booking and travel dates' };
  }
  const supplierId = Number(s.supplierId);
  const linked = Number(s.linkedCompanyId);
  return {
    item: {
      productType: s.productType,
      supplierId: Number.isInteger(supplierId) ? supplierId : 0,
      supplierPriceMinor: price,
      bookingDate: s.bookingDate,
      travelStart: s.travelStart,
      travelEnd: s.travelEnd,
      destination: s.countryCode.trim()
        ? { countryCode: s.countryCode.trim(), name: s.place.trim() || null }
        : null,
      linkedCompanyId: s.linkedCompanyId.trim() && Number.isInteger(linked) ? linked : null,
      membershipLevelId: s.membershipLevelId.trim() || null,
    },
  };
}
