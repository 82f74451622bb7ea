import { and, eq } from 'drizzle-orm';
import {
  currexBranches,
  currexCurrencies,
  currexDeliveryFees,
  currexRates,
} from '#server/currency-exchange/schema';
import { applications } from '#server/db/schema';
import type { TestServer } from './harness';

let serial = 0;

/** A fresh application of the demo company with currency exchange switched on and nothing in it. */
export async function addCurrexApp(server: TestServer) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({ companyId: 1, name: `Currex app ${serial}`, features: ['currency-exchange'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

export const CLOSED_WEEK = {
  Monday: '',
  Tuesday: '',
  Wednesday: '',
  Thursday: '',
  Friday: '',
  Saturday: '',
  Sunday: '',
};

/** A branch of the application, made straight in the table (what a user may delete). */
export async function addMatrixBranch(server: TestServer, applicationId: number) {
  serial += 1;
  const [row] = await server.database.db
    .insert(currexBranches)
    .values({ applicationId, name: `Matrix branch ${serial}`, openingHours: CLOSED_WEEK })
    .returning({ id: currexBranches.id });
  if (!row) throw new Error('branch not added');
  return row.id;
}

/** A delivery-fee band no other fixture's overlaps: its own 10.00-wide slot of collections. */
export async function addMatrixFee(server: TestServer, applicationId: number) {
  serial += 1;
  const from = 10_000_000 + serial * 1000;
  const [row] = await server.database.db
    .insert(currexDeliveryFees)
    .values({
      applicationId,
      deliveryType: 'Branch collection',
      currency: 'GBP',
      minOrderMinor: from,
      maxOrderMinor: from + 999,
      feeMinor: 250,
    })
    .returning({ id: currexDeliveryFees.id });
  if (!row) throw new Error('fee not added');
  return row.id;
}

/** A currency (with its rate's row, a rate entered when `rated`) of the application. */
export async function addMatrixCurrency(
  server: TestServer,
  applicationId: number,
  code = 'EUR',
  rated = false,
) {
  const { db } = server.database;
  const [row] = await db
    .insert(currexCurrencies)
    .values({ applicationId, code, name: `Currency ${code}`, symbol: code })
    .returning({ id: currexCurrencies.id });
  if (!row) throw new Error('currency not added');
  await db.insert(currexRates).values({
    currencyId: row.id,
    applicationId,
    ...(rated
      ? {
          baseCurrency: 'GBP',
          buyRate: '1.1',
          sellRate: '1.2',
          margin: '1',
          lastUpdated: new Date(),
        }
      : {}),
  });
  return row.id;
}

/** The demo application's euro (currencies are never deleted, so one value serves every call). */
export async function demoEuro(server: TestServer, applicationId: number) {
  const [row] = await server.database.db
    .select({ id: currexCurrencies.id })
    .from(currexCurrencies)
    .where(
      and(eq(currexCurrencies.applicationId, applicationId), eq(currexCurrencies.code, 'EUR')),
    );
  return row?.id ?? addMatrixCurrency(server, applicationId, 'EUR', true);
}
