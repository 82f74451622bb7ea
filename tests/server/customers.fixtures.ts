import type { CustomerCreate } from '#contract/customers';
import type { LinkedCompanyCreate } from '#contract/linked-companies';
import type { Db } from '#server/db/client';
import { orderItems, orders, orderTravellers } from '#server/db/schema-travel';
import type { TestServer } from './harness';

/** The demo company's first two applications (seed). */
export const APP = 1;
export const OTHER_APP = 2;
export const customersPath = (app = APP) => `/api/applications/${app}/customers`;
export const companiesPath = (app = APP) => `/api/applications/${app}/companies`;

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;

export const newCustomer = (over: Partial<CustomerCreate> = {}): CustomerCreate => {
  const id = unique();
  return {
    title: 'Ms.',
    firstName: 'Jane',
    lastName: `Traveller${id}`,
    email: `jane.${id}@example.test`,
    phone: '+44 20 7946 0000',
    address1: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    countryCode: 'GB',
    dateOfBirth: '1980-05-17',
    membershipLevel: 'Gold',
    marketingConsent: true,
    notes: 'Prefers aisle seats',
    ...over,
  };
};

export const newLinkedCompany = (over: Partial<LinkedCompanyCreate> = {}): LinkedCompanyCreate => ({
  name: `Acme Corporate ${unique()}`,
  contactName: 'Ann Buyer',
  contactEmail: 'ann@acme.test',
  status: 'Active',
  membershipLevel: 'Corporate',
  ...over,
});

type Headers = Record<string, string>;

export async function addCustomer(
  server: TestServer,
  as: Headers,
  body: CustomerCreate = newCustomer(),
  app = APP,
) {
  const res = await server.fetch(customersPath(app), { method: 'POST', headers: as, body });
  if (res.status !== 201) throw new Error(`customer not added: ${res.status} ${await res.text()}`);
  return (await res.json()) as { customerId: number; key: string };
}

export async function addLinkedCompany(
  server: TestServer,
  as: Headers,
  body: LinkedCompanyCreate = newLinkedCompany(),
  app = APP,
) {
  const res = await server.fetch(companiesPath(app), { method: 'POST', headers: as, body });
  if (res.status !== 201) throw new Error(`company not added: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { linkedCompanyId: number }).linkedCompanyId;
}

/** An order of the customer, straight in the database as the ingestion would leave it. */
export async function insertOrder(
  db: Db,
  customer: {
    applicationId?: number;
    customerId: number;
    firstName: string;
    lastName: string;
    email: string;
  },
) {
  const reference = `TG${unique()}`.slice(0, 30);
  const [order] = await db
    .insert(orders)
    .values({
      applicationId: customer.applicationId ?? APP,
      key: `k${unique()}`.padEnd(32, 'x').slice(0, 32),
      reference,
      status: 'Confirmed',
      bookingDate: '2026-03-01',
      travelDate: '2026-07-14',
      currency: 'GBP',
      customerId: customer.customerId,
      contactTitle: 'Ms.',
      contactFirstName: customer.firstName,
      contactLastName: customer.lastName,
      contactEmail: customer.email,
      contactPhone: '+44 20 7946 0000',
      totalMinor: 77050,
      paidMinor: 20000,
      itemsSummary: 'Flights',
      searchText: `${reference} ${customer.firstName} ${customer.lastName} SUPREF1`.toLowerCase(),
      contentHash: 'x'.repeat(64),
    })
    .returning({ id: orders.id, key: orders.key });
  if (!order) throw new Error('order not inserted');
  await db.insert(orderItems).values({
    orderId: order.id,
    position: 0,
    productType: 'Flights',
    supplierName: 'Air Demo',
    supplierReference: 'SUPREF1',
    startDate: '2026-07-14',
    priceMinor: 77050,
    currency: 'GBP',
    status: 'Confirmed',
  });
  await db.insert(orderTravellers).values({
    orderId: order.id,
    position: 0,
    title: 'Ms.',
    firstName: customer.firstName,
    lastName: customer.lastName,
    dateOfBirth: '1980-05-17',
    passportNumber: 'P1234567',
    passportCountry: 'GB',
    passportIssueDate: '2020-01-01',
    passportExpiryDate: '2030-01-01',
  });
  return { orderId: order.id, key: order.key, reference };
}
