import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  PROMO_TEXT,
  type VoucherRule,
  VoucherRuleCreate,
  VoucherRuleFields,
  VoucherRuleListQuery,
  type VoucherRuleRow,
} from '#contract/promo-codes';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { promoKey, rulePaths } from './paths';
import { EMPTY_RULE, ruleGroups, toRuleForm } from './rule-form';
import { SampleQuote } from './SampleQuote';

type Named = Pick<VoucherRuleRow, 'voucherRuleId' | 'name'>;

/** An application's promo code rules: the page configuration the kit's pages read. */
export const rulesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Promo Code Rule',
  plural: 'Promo Code Rules',
  paths: rulePaths(applicationId),
  idOf: (row) => row.voucherRuleId,
  nameOf: (row) => row.name,
  access: {
    edit: 'voucherRules.update',
    add: 'voucherRules.create',
    remove: 'voucherRules.remove',
  },
  cacheKey: promoKey(applicationId),
});

export const rulesList = (
  applicationId: string,
): KitList<VoucherRuleRow, 'name' | 'uses', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'enabled', header: 'Enabled', cell: (r) => (r.enabled ? 'Yes' : 'No') },
    { key: 'discount', header: 'Discount' },
    { key: 'validity', header: 'Valid' },
    { key: 'codes', header: 'Codes', kind: 'number' },
    { key: 'uses', header: 'Uses', sortable: true, kind: 'number' },
  ],
  useRows: (query) =>
    tsr.voucherRules.list.useQuery({
      queryKey: [...promoKey(applicationId), 'rules', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(VoucherRuleListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search rule names',
  emptyText: 'No promo code rules yet: add one, then give it codes.',
});

export const ruleRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the rule '${r.name}' and all its codes?`,
  run: (r) =>
    expectStatus(
      api.voucherRules.remove({
        params: { applicationId, voucherRuleId: String(r.voucherRuleId) },
      }),
      200,
    ),
  done: PROMO_TEXT.ruleRemoved,
});

export const ruleRecord = (
  applicationId: string,
): KitRecord<VoucherRule, VoucherRuleCreate, z.output<typeof VoucherRuleFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.voucherRules.get.useQuery({
      queryKey: [...promoKey(applicationId), 'rule', id],
      queryData: { params: { applicationId, voucherRuleId: id } },
    }),
  toForm: toRuleForm,
  form: declaredForm(VoucherRuleFields, ruleGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.voucherRules.update({
        params: { applicationId, voucherRuleId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: PROMO_TEXT.ruleUpdated,
  panels: (r) => <SampleQuote rule={r} />,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="voucherRules"
      recordId={String(r.voucherRuleId)}
    />
  ),
  remove: ruleRemove(applicationId),
});

export const ruleAdd = (
  applicationId: string,
): KitAdd<VoucherRuleCreate, z.output<typeof VoucherRuleCreate>> => ({
  useInitial: () => EMPTY_RULE,
  form: declaredForm(VoucherRuleCreate, ruleGroups, false),
  create: async (body) =>
    (await expectStatus(api.voucherRules.create({ params: { applicationId }, body }), 201)).id,
  added: PROMO_TEXT.ruleAdded,
});
