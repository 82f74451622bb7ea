import { useMemo } from 'react';
import { useParams } from 'wouter';
import { Stack } from '#ui';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { BatchPanel } from './BatchPanel';
import { codeAdd, codeRecord, codeRemove, codesArea, codesList } from './codes-area';
import { ruleAdd, ruleRecord, ruleRemove, rulesArea, rulesList } from './rules-area';

const useIds = () => {
  const {
    applicationId = '',
    voucherRuleId = '',
    voucherCodeId = '',
  } = useParams<{ applicationId: string; voucherRuleId: string; voucherCodeId: string }>();
  return { applicationId, voucherRuleId, voucherCodeId };
};

/** /applications/:applicationId/voucherRules, titled Promo Code Rules (spec section 2). */
export function VoucherRulesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const list = useMemo(() => rulesList(applicationId), [applicationId]);
  const remove = useMemo(() => ruleRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function VoucherRuleAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const add = useMemo(() => ruleAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function RulePage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, voucherRuleId } = useIds();
  const area = useMemo(() => rulesArea(applicationId), [applicationId]);
  const record = useMemo(() => ruleRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={voucherRuleId} mode={mode} />;
}

export const VoucherRuleViewPage = () => <RulePage mode="view" />;
export const VoucherRuleEditPage = () => <RulePage mode="edit" />;

/** The application's codes, and the batch generator. */
export function VoucherCodesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => codesArea(applicationId), [applicationId]);
  const list = useMemo(() => codesList(applicationId), [applicationId]);
  const remove = useMemo(() => codeRemove(applicationId), [applicationId]);
  return (
    <Stack gap="lg">
      <KitListPage area={area} list={list} remove={remove} />
      <BatchPanel applicationId={applicationId} />
    </Stack>
  );
}

export function VoucherCodeAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => codesArea(applicationId), [applicationId]);
  const add = useMemo(() => codeAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function CodePage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, voucherCodeId } = useIds();
  const area = useMemo(() => codesArea(applicationId), [applicationId]);
  const record = useMemo(() => codeRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={voucherCodeId} mode={mode} />;
}

export const VoucherCodeViewPage = () => <CodePage mode="view" />;
export const VoucherCodeEditPage = () => <CodePage mode="edit" />;
