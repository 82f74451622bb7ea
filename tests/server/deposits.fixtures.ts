import { DepositOptionCreate } from '#contract/deposit-options';
import type { DepositRuleCreate } from '#contract/deposit-rules';
import { applications } from '#server/db/schema';
import { depositOptions, depositRules } from '#server/deposits/schema';
import { optionColumnsOf, ruleColumnsOf } from '#server/deposits/shape';
import type { TestServer } from './harness';

let serial = 0;

/** A fresh application of the demo company with rules switched on and no deposit rows. */
export async function addDepositApp(server: TestServer) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({ companyId: 1, name: `Deposit app ${serial}`, features: ['rules', 'pricing-rules'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

/** 20 % today, the balance later: a standard deposit unless told otherwise. */
export const newOption = (over: Partial<DepositOptionCreate> = {}): DepositOptionCreate => ({
  name: `Option ${serial}`,
  description: 'Pay {AMOUNT} today, then {INSTALLMENTS} payment.',
  type: 'deposit',
  amountKind: 'percent',
  amount: '20',
  instalments: 1,
  ...over,
});

export const newRule = (
  depositOptionIds: number[],
  over: Partial<DepositRuleCreate> = {},
): DepositRuleCreate => ({
  name: `Rule ${over.priority ?? 1}`,
  priority: 1,
  enabled: true,
  depositOptionIds,
  minDaysBeforeTravel: 60,
  balanceDueDays: 42,
  ...over,
});

let matrix = 5000;

/** An option of the application to look at, change or delete, under a name no other has. */
export async function addMatrixOption(server: TestServer, applicationId: number) {
  matrix += 1;
  const fields = DepositOptionCreate.parse(newOption({ name: `Matrix option ${matrix}` }));
  const [row] = await server.database.db
    .insert(depositOptions)
    .values({ applicationId, ...optionColumnsOf(fields) })
    .returning({ id: depositOptions.id });
  if (!row) throw new Error('option not added');
  return row.id;
}

/** A rule of the application offering a fresh option, at a priority no other rule has. */
export async function addMatrixRule(server: TestServer, applicationId: number) {
  const option = await addMatrixOption(server, applicationId);
  matrix += 1;
  const [row] = await server.database.db
    .insert(depositRules)
    .values({
      applicationId,
      ...ruleColumnsOf({
        ...newRule([option], { name: `Matrix rule ${matrix}`, priority: matrix }),
        enabled: true,
      }),
    })
    .returning({ id: depositRules.id });
  if (!row) throw new Error('rule not added');
  return row.id;
}
