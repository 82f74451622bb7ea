import { DEPOSIT_RULE_TEXT } from '#contract/deposit-rules';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { renumber } from '#server/kit/renumber';
import type { AppScope } from './option-store';
import { depositRules } from './schema';
import { rulesOf, touchDeposits } from './set';

/** Renumbers the application's deposit rules in the order sent (server/kit/renumber.ts). */
export async function reorderDepositRules(
  db: Db,
  actor: Actor,
  scope: AppScope,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await touchDeposits(tx, scope.applicationId);
    await renumber(tx, {
      table: depositRules,
      rank: { column: depositRules.priority, name: 'priority' },
      held: (await rulesOf(tx, scope.applicationId)).map(({ id, priority, name }) => ({
        id,
        rank: priority,
        name,
      })),
      ids,
      orderChanged: DEPOSIT_RULE_TEXT.orderChanged,
      area: 'depositRules',
      actorId: actor?.userId ?? null,
      companyId: scope.companyId,
      applicationId: scope.applicationId,
    });
  });
}
