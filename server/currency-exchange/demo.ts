import { eq, sql } from 'drizzle-orm';
import type { BranchFields, CurrencyFields, DeliveryFeeFields } from '#contract/currency-exchange';
import { toMinor } from '#contract/money';
import type { Tx } from '#server/db/tx';
import {
  currexBranches,
  currexCurrencies,
  currexDeliveryFees,
  currexRateHistory,
  currexRates,
} from './schema';
import { branchColumnsOf } from './shape';

const CURRENCIES: readonly CurrencyFields[] = [
  { code: 'EUR', name: 'Euro', symbol: '€', enabled: true, margin: '1.5' },
  { code: 'USD', name: 'US dollar', symbol: '$', enabled: true, margin: '1.5' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥', enabled: true, margin: '2.25' },
  { code: 'CHF', name: 'Swiss franc', symbol: 'CHF', enabled: false, margin: '2' },
];

/** Two weeks of GBP rates, one a day, the last the current one: the chart opens drawn. */
const TRENDS: Record<string, { buy: number; spread: number }> = {
  EUR: { buy: 11_520, spread: 260 },
  USD: { buy: 12_610, spread: 280 },
  JPY: { buy: 1_892_000, spread: 41_000 },
};
const DAYS = 14;
/** A rate with 4 decimals, from ten-thousandths: 11520 → "1.1520". No floats. */
const rateText = (n: number) => `${Math.trunc(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`;

const WEEKDAYS_9_TO_5 = {
  Monday: '09:00-17:30',
  Tuesday: '09:00-17:30',
  Wednesday: '09:00-17:30',
  Thursday: '09:00-19:00',
  Friday: '09:00-17:30',
  Saturday: '10:00-16:00',
  Sunday: '',
};
const BRANCHES: readonly BranchFields[] = [
  {
    name: 'King’s Cross',
    address1: '12 Euston Road',
    address2: '',
    city: 'London',
    state: '',
    postcode: 'N1C 4AB',
    countryCode: 'GB',
    phone: '020 7946 0001',
    openingHours: WEEKDAYS_9_TO_5,
    currencies: ['EUR', 'USD', 'JPY'],
  },
  {
    name: 'Manchester Piccadilly',
    address1: '3 Station Approach',
    address2: '',
    city: 'Manchester',
    state: '',
    postcode: 'M1 2BN',
    countryCode: 'GB',
    phone: '0161 496 0002',
    openingHours: { ...WEEKDAYS_9_TO_5, Saturday: '' },
    currencies: ['EUR', 'USD'],
  },
];
const FEES: readonly DeliveryFeeFields[] = [
  {
    deliveryType: 'Home delivery',
    currency: 'GBP',
    minOrder: '0.00',
    maxOrder: '499.99',
    fee: '4.99',
  },
  {
    deliveryType: 'Home delivery',
    currency: 'GBP',
    minOrder: '500.00',
    maxOrder: '2500.00',
    fee: '0.00',
  },
  {
    deliveryType: 'Express delivery',
    currency: 'GBP',
    minOrder: '0.00',
    maxOrder: '2500.00',
    fee: '9.99',
  },
];

/** A currency of the demo with its rate and history. */
async function seedCurrency(tx: Tx, applicationId: number, f: CurrencyFields) {
  const [made] = await tx
    .insert(currexCurrencies)
    .values({ applicationId, ...f })
    .returning({ id: currexCurrencies.id });
  if (!made) return;
  const trend = TRENDS[f.code];
  if (!trend) {
    await tx.insert(currexRates).values({ currencyId: made.id, applicationId });
    return;
  }
  // A gentle wave: up a little, down a little, never a float.
  const points = Array.from({ length: DAYS }, (_, day) => {
    const buy = trend.buy + ((day * 7) % 5) * Math.trunc(trend.spread / 8) - day * 3;
    return { buyRate: rateText(buy), sellRate: rateText(buy + trend.spread), day };
  });
  await tx.insert(currexRateHistory).values(
    points.map((p) => ({
      currencyId: made.id,
      baseCurrency: 'GBP',
      buyRate: p.buyRate,
      sellRate: p.sellRate,
      margin: '1',
      changedAt: sql`now() - make_interval(days => ${DAYS - 1 - p.day})`,
    })),
  );
  const last = points[points.length - 1];
  await tx.insert(currexRates).values({
    currencyId: made.id,
    applicationId,
    baseCurrency: 'GBP',
    buyRate: last?.buyRate ?? null,
    sellRate: last?.sellRate ?? null,
    margin: '1',
    lastUpdated: new Date(),
  });
}

/**
 * The demo company's first application gets currencies with two weeks of rates, branches and
 * delivery fees, with its currency-exchange feature switched on, once: when it has any
 * currency (which are never deleted), it was seeded.
 */
export async function seedDemoCurrencyExchange(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: currexCurrencies.id })
    .from(currexCurrencies)
    .where(eq(currexCurrencies.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  for (const currency of CURRENCIES) await seedCurrency(tx, applicationId, currency);
  await tx
    .insert(currexBranches)
    .values(BRANCHES.map((b) => ({ applicationId, ...branchColumnsOf(b) })));
  await tx.insert(currexDeliveryFees).values(
    FEES.map((f) => ({
      applicationId,
      deliveryType: f.deliveryType,
      currency: f.currency,
      minOrderMinor: toMinor(f.minOrder) ?? 0,
      maxOrderMinor: toMinor(f.maxOrder) ?? 0,
      feeMinor: toMinor(f.fee) ?? 0,
    })),
  );
  return true;
}
