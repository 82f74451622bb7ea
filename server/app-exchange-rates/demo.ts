import { asc, eq, sql } from 'drizzle-orm';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { appExchangeRates } from './schema';

const DEMO = [
  { fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.16250000' },
  { fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.86020000' },
  { fromCurrency: 'GBP', toCurrency: 'USD', rate: '1.27340000' },
  { fromCurrency: 'USD', toCurrency: 'GBP', rate: '0.78530000' },
];

/** The demo company's first application gets these rates once, with its tools on. */
export async function seedDemoRates(tx: Tx, companyId: number) {
  const [app] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.id))
    .limit(1);
  if (!app) return;
  const [held] = await tx
    .select({ id: appExchangeRates.id })
    .from(appExchangeRates)
    .where(eq(appExchangeRates.applicationId, app.id))
    .limit(1);
  if (held) return;
  await tx.insert(appExchangeRates).values(DEMO.map((d) => ({ applicationId: app.id, ...d })));
  await tx
    .update(applications)
    .set({ features: sql`array_append(array_remove(${applications.features}, 'tools'), 'tools')` })
    .where(eq(applications.id, app.id));
}
