import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import { appExchangeRates } from './schema';

const DEMO = [
  { fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.16250000' },
  { fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.86020000' },
  { fromCurrency: 'GBP', toCurrency: 'USD', rate: '1.27340000' },
  { fromCurrency: 'USD', toCurrency: 'GBP', rate: '0.78530000' },
];

/** The demo company's first application gets these rates once, with its tools on. */
export async function seedDemoRates(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: appExchangeRates.id })
    .from(appExchangeRates)
    .where(eq(appExchangeRates.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  await tx.insert(appExchangeRates).values(DEMO.map((d) => ({ applicationId, ...d })));
  return true;
}
