import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  PRICING_TEXT,
  type PricingRule,
  PricingRuleCreate,
  PricingRuleFields,
  PricingRuleListQuery,
  type PricingRuleRow,
} from '#contract/pricing-rules';
import { Alert, Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { PreviewPanel } from './PreviewPanel';
import { pricingKey, pricingPaths } from './paths';
import { EMPTY_RULE, ruleGroups, toRuleForm } from './rule-form';

type Named = Pick<PricingRuleRow, 'pricingRuleId' | 'name'>;

/** An application's pricing rules: the page configuration the kit's pages read. */
export const rulesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Pricing Rule',
  plural: 'Pricing Rules',
  paths: pricingPaths(applicationId),
  idOf: (row) => row.pricingRuleId,
  nameOf: (row) => row.name,
  access: {
    edit: 'pricingRules.update',
    add: 'pricingRules.create',
    remove: 'pricingRules.remove',
  },
  cacheKey: pricingKey(applicationId),
});

export const rulesList = (
  applicationId: string,
): KitList<PricingRuleRow, 'priority' | 'name', never> => ({
  columns: [
    { key: 'priority', header: 'Priority', sortable: true },
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'enabled', header: 'Enabled', cell: (r) => (r.enabled ? 'Yes' : 'No') },
    { key: 'markup', header: 'Mark-up' },
    { key: 'conditions', header: 'Conditions' },
  ],
  useRows: (query) =>
    tsr.pricingRules.list.useQuery({
      queryKey: [...pricingKey(applicationId), 'list', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(PricingRuleListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search rule names',
  emptyText: 'No pricing rules yet: prices are the suppliers’ until a rule applies.',
});

export const ruleRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the pricing rule '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.pricingRules.remove({
        params: { applicationId, pricingRuleId: String(r.pricingRuleId) },
      }),
      200,
    ),
  done: PRICING_TEXT.removed,
});

export const ruleRecord = (
  applicationId: string,
): KitRecord<PricingRule, PricingRuleCreate, z.output<typeof PricingRuleFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.pricingRules.get.useQuery({
      queryKey: [...pricingKey(applicationId), 'rule', id],
      queryData: { params: { applicationId, pricingRuleId: id } },
    }),
  toForm: toRuleForm,
  form: declaredForm(PricingRuleFields, ruleGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.pricingRules.update({
        params: { applicationId, pricingRuleId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: PRICING_TEXT.updated,
  beside: (r) => (r.warning ? <Alert tone="warning">{r.warning}</Alert> : null),
  panels: (r) => (
    <Stack>
      <PreviewPanel applicationId={applicationId} focus={r.pricingRuleId} />
    </Stack>
  ),
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="pricingRules"
      recordId={String(r.pricingRuleId)}
    />
  ),
  remove: ruleRemove(applicationId),
});

export const ruleAdd = (
  applicationId: string,
): KitAdd<PricingRuleCreate, z.output<typeof PricingRuleCreate>> => ({
  useInitial: () => EMPTY_RULE,
  form: declaredForm(PricingRuleCreate, ruleGroups, false),
  create: async (body) =>
    (await expectStatus(api.pricingRules.create({ params: { applicationId }, body }), 201))
      .pricingRuleId,
  added: PRICING_TEXT.added,
});
