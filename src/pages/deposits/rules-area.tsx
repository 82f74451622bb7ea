import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  DEPOSIT_RULE_TEXT,
  type DepositRule,
  DepositRuleCreate,
  DepositRuleFields,
  DepositRuleListQuery,
  type DepositRuleRow,
} from '#contract/deposit-rules';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { depositsKey, rulePaths } from './paths';
import { EMPTY_RULE, ruleGroups, toRuleForm } from './rule-form';
import { SchedulePreview } from './SchedulePreview';

type Named = Pick<DepositRuleRow, 'depositRuleId' | 'name'>;

export const rulesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Deposit Rule',
  plural: 'Deposit Rules',
  paths: rulePaths(applicationId),
  idOf: (row) => row.depositRuleId,
  nameOf: (row) => row.name,
  access: {
    edit: 'depositRules.update',
    add: 'depositRules.create',
    remove: 'depositRules.remove',
  },
  cacheKey: depositsKey(applicationId),
});

export const rulesList = (
  applicationId: string,
): KitList<DepositRuleRow, 'priority' | 'name', never> => ({
  columns: [
    { key: 'priority', header: 'Priority', sortable: true, kind: 'number' },
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'enabled', header: 'Enabled' },
    { key: 'options', header: 'Options Offered' },
    { key: 'minDaysBeforeTravel', header: 'Min. Days Before Travel', kind: 'number' },
    { key: 'balanceDueDays', header: 'Balance Due Days', kind: 'number' },
  ],
  useRows: (query) =>
    tsr.depositRules.list.useQuery({
      queryKey: [...depositsKey(applicationId), 'rules', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(DepositRuleListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search rule names',
  emptyText: 'No deposit rules yet: customers pay in full.',
});

export const ruleRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the deposit rule '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.depositRules.remove({
        params: { applicationId, depositRuleId: String(r.depositRuleId) },
      }),
      200,
    ),
  done: DEPOSIT_RULE_TEXT.removed,
});

export const ruleRecord = (
  applicationId: string,
): KitRecord<DepositRule, DepositRuleCreate, z.output<typeof DepositRuleFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.depositRules.get.useQuery({
      queryKey: [...depositsKey(applicationId), 'rule', id],
      queryData: { params: { applicationId, depositRuleId: id } },
    }),
  toForm: toRuleForm,
  form: declaredForm(DepositRuleFields, ruleGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.depositRules.update({
        params: { applicationId, depositRuleId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: DEPOSIT_RULE_TEXT.updated,
  panels: (r) => <SchedulePreview rule={r} />,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="depositRules"
      recordId={String(r.depositRuleId)}
    />
  ),
  remove: ruleRemove(applicationId),
});

export const ruleAdd = (
  applicationId: string,
): KitAdd<DepositRuleCreate, z.output<typeof DepositRuleCreate>> => ({
  useInitial: () => EMPTY_RULE,
  form: declaredForm(DepositRuleCreate, ruleGroups, false),
  create: async (body) =>
    (await expectStatus(api.depositRules.create({ params: { applicationId }, body }), 201))
      .depositRuleId,
  added: DEPOSIT_RULE_TEXT.added,
});
