import { DEPOSIT_RULE_TEXT } from '#contract/deposit-rules';
import { reorderOf } from '#server/kit/renumber';
import { depositRules } from './schema';
import { touchDeposits } from './set';

/** Renumbers the application's deposit rules in the order sent (server/kit/renumber.ts). */
export const reorderDepositRules = reorderOf({
  table: depositRules,
  rank: { column: depositRules.priority, name: 'priority' },
  lock: touchDeposits,
  orderChanged: DEPOSIT_RULE_TEXT.orderChanged,
  area: 'depositRules',
});
