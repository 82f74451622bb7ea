import {
  creditAccounts,
  customerHotlists,
  customers,
  linkedCompanies,
} from '#server/db/schema-travel';
import type { TestServer } from './harness';

/**
 * What the authorization matrix's customer and linked-company paths name, made once per test
 * server in the demo application: a customer (id and key) with a hotlist, and a linked company
 * with a credit account. Made in the database, so no route under test builds its own fixture.
 */
export type TravelIds = {
  customerId: number;
  customerKey: string;
  hotlistId: number;
  linkedCompanyId: number;
  creditId: number;
};

const made = new WeakMap<TestServer, Promise<TravelIds>>();

export function travelIds(server: TestServer, applicationId: number): Promise<TravelIds> {
  let ids = made.get(server);
  if (!ids) {
    ids = make(server, applicationId);
    made.set(server, ids);
  }
  return ids;
}

async function make(server: TestServer, applicationId: number): Promise<TravelIds> {
  const { db } = server.database;
  const customerKey = 'matrixcustomerkey000000000000000';
  const [customer] = await db
    .insert(customers)
    .values({ applicationId, key: customerKey, email: 'matrix.customer@matrix.test' })
    .returning({ id: customers.id });
  const [linked] = await db
    .insert(linkedCompanies)
    .values({ applicationId, name: 'Matrix linked company' })
    .returning({ id: linkedCompanies.id });
  if (!customer || !linked) throw new Error('matrix travel rows not added');
  const [hotlist] = await db
    .insert(customerHotlists)
    .values({ customerId: customer.id, name: 'Matrix hotlist' })
    .returning({ id: customerHotlists.id });
  const [credit] = await db
    .insert(creditAccounts)
    .values({
      applicationId,
      linkedCompanyId: linked.id,
      currency: 'GBP',
      limitMinor: 0,
      balanceMinor: 0,
    })
    .returning({ id: creditAccounts.id });
  if (!hotlist || !credit) throw new Error('matrix travel rows not added');
  return {
    customerId: customer.id,
    customerKey,
    hotlistId: hotlist.id,
    linkedCompanyId: linked.id,
    creditId: credit.id,
  };
}
