import { DEPOSIT_RULE_TEXT } from '#contract/deposit-rules';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { PriorityOrder } from '../../kit/PriorityOrder';
import { depositsKey } from './paths';

/** Every deposit rule of the application by priority, reordered by dragging or by keyboard. */
export function RuleOrder({ applicationId }: { applicationId: string }) {
  const query = tsr.depositRules.ruleset.useQuery({
    queryKey: [...depositsKey(applicationId), 'ruleset'],
    queryData: { params: { applicationId } },
  });
  return (
    <PriorityOrder
      items={query.data?.body.items ?? []}
      idOf={(r) => r.depositRuleId}
      reorder="depositRules.reorder"
      save={(ids) =>
        expectStatus(
          api.depositRules.reorder({ params: { applicationId }, body: { depositRuleIds: ids } }),
          200,
        )
      }
      cacheKey={depositsKey(applicationId)}
      done={DEPOSIT_RULE_TEXT.reordered}
      note="A quote takes the first enabled rule that applies to the basket."
      label="Deposit rules in order of priority"
      testId="deposit-rule-order"
    />
  );
}
