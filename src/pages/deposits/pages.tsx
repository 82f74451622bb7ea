import { useMemo } from 'react';
import { useParams } from 'wouter';
import { Stack } from '#ui';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { optionAdd, optionRecord, optionRemove, optionsArea, optionsList } from './options-area';
import { RuleOrder } from './RuleOrder';
import { ruleAdd, ruleRecord, ruleRemove, rulesArea, rulesList } from './rules-area';

const useIds = () => {
  const {
    applicationId = '',
    depositOptionId = '',
    depositRuleId = '',
  } = useParams<{ applicationId: string; depositOptionId: string; depositRuleId: string }>();
  return { applicationId, depositOptionId, depositRuleId };
};

/** /applications/:applicationId/depositoptions */
export function DepositOptionsListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => optionsArea(applicationId), [applicationId]);
  const list = useMemo(() => optionsList(applicationId), [applicationId]);
  const remove = useMemo(() => optionRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function DepositOptionAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => optionsArea(applicationId), [applicationId]);
  const add = useMemo(() => optionAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function OptionPage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, depositOptionId } = useIds();
  const area = useMemo(() => optionsArea(applicationId), [applicationId]);
  const record = useMemo(() => optionRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={depositOptionId} mode={mode} />;
}

export const DepositOptionViewPage = () => <OptionPage mode="view" />;
export const DepositOptionEditPage = () => <OptionPage mode="edit" />;

/** /applications/:applicationId/depositrules: the rules by priority, and their order to drag. */
export function DepositRulesListPage() {
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

export function DepositRuleAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const add = useMemo(() => ruleAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function RulePage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, depositRuleId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const record = useMemo(() => ruleRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={depositRuleId} mode={mode} />;
}

export const DepositRuleViewPage = () => <RulePage mode="view" />;
export const DepositRuleEditPage = () => <RulePage mode="edit" />;
