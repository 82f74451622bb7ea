/**
 * Records the demo loads in the background once the server listens (customers with their
 * hotlists, orders, linked companies with their credit): a fresh database has none yet, and
 * their keys are random, so no value can be written down; and a widget of the first
 * application's dashboard, whose id depends on the order the seed made the dashboards in. Whoever opens the pages finds one of
 * each through the API once the load has made it (e2e/found-examples.ts).
 */
export type FoundValue =
  | 'customerId'
  | 'customerKey'
  | 'hotlistId'
  | 'orderId'
  | 'orderKey'
  | 'linkedCompanyId'
  | 'creditId'
  | 'applicationWidgetId';

/**
 * An example of a route parameter that opens a real page in a fresh demo database (the e2e
 * server's): a value, or one of the records the demo loads in the background.
 */
export type ParamExample = string | { readonly found: FoundValue };

/** Route parameter name → its example. */
export type ParamExamples = Readonly<Record<string, ParamExample>>;

export const found = (value: FoundValue): ParamExample => ({ found: value });
