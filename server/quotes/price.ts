import { toMinor } from '#contract/money';
import { QUOTE_LIST_TEXT, type QuoteBody } from '#contract/quotes';
import type { Db } from '#server/db/client';
import { type FieldErrors, formError } from '#server/kit/index';
import { createQuoter } from '#server/pricing-rules/quote';

type Quoter = ReturnType<typeof createQuoter>;
/** The customer a quote is for: rules may name their linked company or membership level. */
export type QuoteCustomer = { linkedCompanyId: number | null; membershipLevel: string | null };
type Item = QuoteBody['items'][number];

/** A quote item's row, priced: what the supplier asks and what the customer is quoted. */
export type PricedItem = Item & { priceMinor: number; ruleName: string | null };

/** Items that end before they start, refused as their fields' errors. */
function checkDates(items: QuoteBody['items']) {
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    if (item.endDate < item.startDate) {
      errors[`items.${index}.endDate`] = [QUOTE_LIST_TEXT.endBeforeStart];
    }
  });
  if (Object.keys(errors).length > 0) throw formError(errors);
}

/**
 * Prices a quote's items with the application's pricing quote (server/pricing-rules/quote.ts),
 * as a booking site's basket is priced; an item with no supplier named matches only rules that
 * name none.
 */
export function itemPricer(db: Db) {
  const quote: Quoter = createQuoter(db);
  return async (
    applicationId: number,
    customer: QuoteCustomer,
    items: QuoteBody['items'],
  ): Promise<PricedItem[]> => {
    checkDates(items);
    const answer = await quote(
      applicationId,
      {
        items: items.map((item) => ({
          productType: item.productType,
          supplierId: 0,
          supplierPrice: item.supplierPrice,
          currency: item.currency,
          travelStart: item.startDate,
          travelEnd: item.endDate,
          destination: { countryCode: item.countryCode, name: item.destination },
        })),
        customer: {
          linkedCompanyId: customer.linkedCompanyId,
          membershipLevelId: customer.membershipLevel,
        },
      },
      new Date().toISOString().slice(0, 10),
    );
    return items.map((item, index) => {
      const priced = answer.items[index];
      return {
        ...item,
        priceMinor: toMinor(priced?.price ?? item.supplierPrice) ?? 0,
        ruleName: priced?.ruleName ?? null,
      };
    });
  };
}
export type ItemPricer = ReturnType<typeof itemPricer>;
