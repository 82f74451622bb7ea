/** Every table of the database, for the Drizzle client and drizzle-kit: one line per schema file. */

export * from '../accommodation-overrides/schema';
export * from '../app-exchange-rates/schema';
export * from '../currency-exchange/schema';
export * from '../deposits/schema';
export * from '../enquiries/schema';
export * from '../extras/schema';
export * from '../gift-vouchers/schema';
export * from '../integrations/schema';
export * from '../integrations/webhooks/schema';
export * from '../location-normalisation/schema';
export * from '../locations/schema';
export * from '../membership-levels/schema';
export * from '../pricing-rules/schema';
export * from '../promo-codes/schema';
export * from '../property-content/schema';
export * from '../quotes/schema';
export * from '../rewards/schema';
export * from '../rss-link-builder/schema';
export * from '../spreadsheet-exports/schema';
export * from '../suppliers/schema';
export * from '../translations/schema';
export * from './schema';
export * from './schema-travel';
