import { PRICING_TEXT } from '#contract/pricing-rules';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { renumber } from '#server/kit/renumber';
import { rulesOf, touchRules } from './ruleset';
import { pricingRules } from './schema';
import type { AppScope } from './store';

/** Renumbers the application's pricing rules in the order sent (server/kit/renumber.ts). */
export async function reorderRules(
  db: Db,
  actor: Actor,
  scope: AppScope & { companyId: number },
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await touchRules(tx, scope.applicationId);
    await renumber(tx, {
      table: pricingRules,
      rank: { column: pricingRules.priority, name: 'priority' },
      held: (await rulesOf(tx, scope.applicationId)).map(({ id, priority, name }) => ({
        id,
        rank: priority,
        name,
      })),
      ids,
      orderChanged: PRICING_TEXT.orderChanged,
      area: 'pricingRules',
      actorId: actor?.userId ?? null,
      companyId: scope.companyId,
      applicationId: scope.applicationId,
    });
  });
}
