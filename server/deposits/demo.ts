import type { DepositOptionFields } from '#contract/deposit-options';
import type { Tx } from '#server/db/tx';
import { depositOptions, depositRules, depositSets } from './schema';
import { optionColumnsOf } from './shape';

/** Options a newcomer recognises: 20 % now, a flat 250.00, or three payments. */
const DEMO_OPTIONS: readonly DepositOptionFields[] = [
  {
    name: 'Pay 20 % today',
    description: 'Pay {AMOUNT} today and the balance later, in {INSTALLMENTS} payment.',
    type: 'deposit',
    amountKind: 'percent',
    amount: '20',
    instalments: 1,
  },
  {
    name: 'Secure it for 250.00',
    description: 'Secure your booking with {AMOUNT}; the balance is due before you travel.',
    type: 'deposit',
    amountKind: 'fixed',
    amount: '250.00',
    instalments: 1,
  },
  {
    name: 'Spread the cost',
    description: 'Pay {AMOUNT} today, then the rest in {INSTALLMENTS} equal payments.',
    type: 'instalments',
    amountKind: 'percent',
    amount: '10',
    instalments: 3,
  },
];

/**
 * The demo company's first application gets these options and two rules, with its rules
 * feature switched on, once: the set's row stays after, so what a user deleted stays deleted.
 */
export async function seedDemoDeposits(tx: Tx, applicationId: number): Promise<boolean> {
  const [seeded] = await tx
    .insert(depositSets)
    .values({ applicationId, version: 1 })
    .onConflictDoNothing()
    .returning({ id: depositSets.applicationId });
  if (!seeded) return false;
  const options = await tx
    .insert(depositOptions)
    .values(DEMO_OPTIONS.map((o) => ({ applicationId, ...optionColumnsOf(o) })))
    .returning({ id: depositOptions.id });
  const [percent, fixed, spread] = options.map((o) => o.id);
  if (percent === undefined || fixed === undefined || spread === undefined) return false;
  await tx.insert(depositRules).values([
    {
      applicationId,
      name: 'Long lead: instalments',
      priority: 1,
      enabled: true,
      optionIds: [spread, percent],
      minDaysBeforeTravel: 120,
      balanceDueDays: 42,
    },
    {
      applicationId,
      name: 'Standard deposit',
      priority: 2,
      enabled: true,
      optionIds: [percent, fixed],
      minDaysBeforeTravel: 60,
      balanceDueDays: 42,
    },
  ]);
  return true;
}
