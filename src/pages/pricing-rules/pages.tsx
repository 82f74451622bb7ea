import { useMemo } from 'react';
import { useParams } from 'wouter';
import { Stack } from '#ui';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { ruleAdd, ruleRecord, ruleRemove, rulesArea, rulesList } from './pricing-rules-area';
import { RuleOrder } from './RuleOrder';

const useIds = () => {
  const { applicationId = '', pricingRuleId = '' } = useParams<{
    applicationId: string;
    pricingRuleId: string;
  }>();
  return { applicationId, pricingRuleId };
};

/** /applications/:applicationId/pricingRules: the rules by priority, and their order to drag. */
export function PricingRulesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const list = useMemo(() => rulesList(applicationId), [applicationId]);
  const remove = useMemo(() => ruleRemove(applicationId), [applicationId]);
  return (
    <Stack gap="lg">
      <KitListPage area={area} list={list} remove={remove} />
      <RuleOrder applicationId={applicationId} />
    </Stack>
  );
}

export function PricingRuleAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const add = useMemo(() => ruleAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function RulePage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, pricingRuleId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const record = useMemo(() => ruleRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={pricingRuleId} mode={mode} />;
}

export const PricingRuleViewPage = () => <RulePage mode="view" />;
export const PricingRuleEditPage = () => <RulePage mode="edit" />;
