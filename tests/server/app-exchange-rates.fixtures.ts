import { appExchangeRates } from '#server/app-exchange-rates/schema';
import type { TestServer } from './harness';

const CODES = ['AUD', 'CAD', 'CHF', 'JPY', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'];
let serial = 0;

/** A rate of the application between a pair no other test rate takes. */
export async function addMatrixRate(server: TestServer, applicationId: number) {
  serial += 1;
  const from = CODES[serial % CODES.length] ?? 'AUD';
  const to = CODES[Math.floor(serial / CODES.length) % CODES.length] ?? 'CAD';
  const [made] = await server.database.db
    .insert(appExchangeRates)
    .values({
      applicationId,
      fromCurrency: from,
      toCurrency: to === from ? 'ZAR' : to,
      rate: `1.${String(serial).padStart(4, '0')}`,
    })
    .onConflictDoNothing()
    .returning({ id: appExchangeRates.id });
  if (made) return made.id;
  return addMatrixRate(server, applicationId);
}
