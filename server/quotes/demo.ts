import type { QuoteBody } from '#contract/quotes';
import { customerSearchText } from '#server/customers/shape';
import { newCustomerKey } from '#server/customers/store';
import { customerHotlists, customers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { itemPricer } from './price';
import { quoteItems, quoteLists, quotes } from './schema';
import { itemRows } from './store';

/** The demo's customer behind the first demo enquiry (server/enquiries/demo.ts), with a hotlist. */
const AMELIA = { firstName: 'Amelia', lastName: 'Hart', email: 'amelia.hart@example.com' };

const OFFERS = [
  {
    name: 'Memmo Alfama Hotel, 7 nights',
    link: 'https://example.com/memmo',
    priceMinor: 126000,
    currency: 'EUR',
    startDate: '2027-05-14',
    endDate: '2027-05-21',
  },
  {
    name: 'Sintra day tour for three',
    link: 'https://example.com/sintra',
    priceMinor: 27000,
    currency: 'EUR',
    startDate: '2027-05-17',
    endDate: '2027-05-17',
  },
];

const QUOTE: QuoteBody = {
  title: 'Lisbon, 14–21 May',
  items: [
    {
      productType: 'Flights',
      description: 'London Heathrow to Lisbon, return, 3 seats',
      startDate: '2027-05-14',
      endDate: '2027-05-21',
      countryCode: 'PT',
      destination: 'Lisbon',
      supplierPrice: '612.00',
      currency: 'EUR',
    },
    {
      productType: 'Accommodation',
      description: 'Memmo Alfama Hotel, family room, 7 nights',
      startDate: '2027-05-14',
      endDate: '2027-05-21',
      countryCode: 'PT',
      destination: 'Lisbon',
      supplierPrice: '1260.00',
      currency: 'EUR',
    },
  ],
};

/**
 * The demo company's first application gets a customer with a hotlist and a quote list with
 * one quote, priced by the demo's pricing rules, once: the customer's email marks it done.
 */
export async function seedDemoQuotes(tx: Tx, applicationId: number): Promise<boolean> {
  const [made] = await tx
    .insert(customers)
    .values({
      applicationId,
      key: newCustomerKey(),
      ...AMELIA,
      searchText: customerSearchText(AMELIA),
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (!made) return false;
  await tx
    .insert(customerHotlists)
    .values({ customerId: made.id, name: 'Lisbon ideas', offers: OFFERS });
  const [list] = await tx
    .insert(quoteLists)
    .values({ applicationId, customerId: made.id, name: 'Lisbon in May' })
    .returning({ id: quoteLists.id });
  if (!list) return false;
  const [quote] = await tx
    .insert(quotes)
    .values({ listId: list.id, title: QUOTE.title })
    .returning({ id: quotes.id });
  if (!quote) return false;
  const priced = await itemPricer(tx)(
    applicationId,
    { linkedCompanyId: null, membershipLevel: null },
    QUOTE.items,
  );
  await tx.insert(quoteItems).values(itemRows(quote.id, priced));
  return true;
}
