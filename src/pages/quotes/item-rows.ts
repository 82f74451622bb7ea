import type { HotlistOffer } from '#contract/customers';
import type { Quote } from '#contract/quotes';
import { PRODUCT_TYPES } from '#contract/supplier-records';

type QuoteItem = Quote['items'][number];

/** One item row of the quote editor, every field as its input holds it. */
export type ItemRow = {
  productType: (typeof PRODUCT_TYPES)[number];
  description: string;
  startDate: string;
  endDate: string;
  countryCode: string;
  destination: string;
  supplierPrice: string;
  currency: string;
};

export const emptyItem = (currency = 'GBP'): ItemRow => ({
  productType: 'Accommodation',
  description: '',
  startDate: '',
  endDate: '',
  countryCode: '',
  destination: '',
  supplierPrice: '',
  currency,
});

/**
 * A hotlist's offer as an item to complete: its name, dates and price as the site showed them
 * (the rules then price it like any supplier price); what the offer lacks stays empty.
 */
export const itemOfOffer = (offer: HotlistOffer): ItemRow => ({
  ...emptyItem(offer.currency || 'GBP'),
  description: offer.name.slice(0, 200),
  startDate: offer.startDate ?? '',
  endDate: offer.endDate ?? offer.startDate ?? '',
  supplierPrice: offer.price ?? '',
});

/** The rows a saved quote's items give back to the editor. */
export const rowOfItem = (item: QuoteItem): ItemRow => ({
  productType: PRODUCT_TYPES.find((t) => t === item.productType) ?? 'Accommodation',
  description: item.description,
  startDate: item.startDate,
  endDate: item.endDate,
  countryCode: item.countryCode,
  destination: item.destination,
  supplierPrice: item.supplierPrice,
  currency: item.currency,
});
