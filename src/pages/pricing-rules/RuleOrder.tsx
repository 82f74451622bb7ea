import { PRICING_TEXT } from '#contract/pricing-rules';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { PriorityOrder } from '../../kit/PriorityOrder';
import { pricingKey } from './paths';

/** Every rule of the application by priority, reordered by dragging or by keyboard. */
export function RuleOrder({ applicationId }: { applicationId: string }) {
  const query = tsr.pricingRules.ruleset.useQuery({
    queryKey: [...pricingKey(applicationId), 'ruleset'],
    queryData: { params: { applicationId } },
  });
  return (
    <PriorityOrder
      items={query.data?.body.items ?? []}
      idOf={(r) => r.pricingRuleId}
      reorder="pricingRules.reorder"
      save={(ids) =>
        expectStatus(
          api.pricingRules.reorder({ params: { applicationId }, body: { pricingRuleIds: ids } }),
          200,
        )
      }
      cacheKey={pricingKey(applicationId)}
      done={PRICING_TEXT.reordered}
      note="The first enabled rule that matches an item sets its price."
      label="Pricing rules in order of priority"
      testId="pricing-rule-order"
    />
  );
}
