import { useMemo } from 'react';
import { useParams } from 'wouter';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import {
  rewardAdd,
  rewardRecord,
  rewardRemove,
  rewardsArea,
  rewardsList,
  ruleAdd,
  ruleRecord,
  ruleRemove,
  rulesArea,
  rulesList,
} from './rewards-area';

const useIds = () => {
  const {
    applicationId = '',
    rewardId = '',
    ruleId = '',
  } = useParams<{
    applicationId: string;
    rewardId: string;
    ruleId: string;
  }>();
  return { applicationId, rewardId, ruleId };
};

export function RewardsListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rewardsArea(applicationId), [applicationId]);
  const list = useMemo(() => rewardsList(applicationId), [applicationId]);
  const remove = useMemo(() => rewardRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function RewardAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rewardsArea(applicationId), [applicationId]);
  const add = useMemo(() => rewardAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function RewardPage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, rewardId } = useIds();
  const area = useMemo(() => rewardsArea(applicationId), [applicationId]);
  const record = useMemo(() => rewardRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={rewardId} mode={mode} />;
}

export const RewardViewPage = () => <RewardPage mode="view" />;
export const RewardEditPage = () => <RewardPage mode="edit" />;

export function RewardRulesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const list = useMemo(() => rulesList(applicationId), [applicationId]);
  const remove = useMemo(() => ruleRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function RewardRuleAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const add = useMemo(() => ruleAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function RulePage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, ruleId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const record = useMemo(() => ruleRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={ruleId} mode={mode} />;
}

export const RewardRuleViewPage = () => <RulePage mode="view" />;
export const RewardRuleEditPage = () => <RulePage mode="edit" />;
