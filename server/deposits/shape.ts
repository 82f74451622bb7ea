import {
  amountText,
  type DepositOption,
  type DepositOptionFields,
  type DepositOptionRow,
  optionTerms,
} from '#contract/deposit-options';
import type { DepositRule, DepositRuleFields, DepositRuleRow } from '#contract/deposit-rules';
import type { AmountKind, DepositType, OptionTerms, RuleTerms } from '#contract/deposit-schedule';
import { fromMinor } from '#contract/money';
import type { depositOptions, depositRules } from './schema';

export type StoredOption = typeof depositOptions.$inferSelect;
export type StoredRule = typeof depositRules.$inferSelect;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The form's fields of a stored option: the amount back to the digits it was typed as. */
export const optionFieldsOf = (o: StoredOption): DepositOptionFields => ({
  name: o.name,
  description: o.description,
  type: o.type as DepositType,
  amountKind: o.amountKind as AmountKind,
  amount: fromMinor(o.amount),
  instalments: o.instalments,
});

/** The columns an option's fields are stored in; the fields have passed the contract. */
export const optionColumnsOf = (f: DepositOptionFields) => {
  const terms = optionTerms(0, f);
  return {
    name: f.name,
    description: f.description,
    type: f.type,
    amountKind: f.amountKind,
    amount: terms.amount,
    instalments: terms.instalments,
  };
};

export const optionTermsOf = (o: StoredOption): OptionTerms => optionTerms(o.id, optionFieldsOf(o));

export const optionOf = (o: StoredOption, companyId: number): DepositOption => ({
  ...optionFieldsOf(o),
  depositOptionId: o.id,
  companyId,
  created: iso(o.createdAt),
  updated: iso(o.updatedAt),
  version: o.version,
});

export const optionRowOf = (o: StoredOption, offeredBy: readonly string[]): DepositOptionRow => ({
  depositOptionId: o.id,
  name: o.name,
  type: o.type as DepositType,
  amount: amountText(optionFieldsOf(o)),
  instalments: o.instalments,
  offeredBy: offeredBy.join(', '),
});

export const ruleFieldsOf = (r: StoredRule): DepositRuleFields => ({
  name: r.name,
  priority: r.priority,
  enabled: r.enabled,
  depositOptionIds: r.optionIds,
  minDaysBeforeTravel: r.minDaysBeforeTravel,
  balanceDueDays: r.balanceDueDays,
});

export const ruleColumnsOf = (f: DepositRuleFields) => ({
  name: f.name,
  priority: f.priority,
  enabled: f.enabled,
  optionIds: f.depositOptionIds,
  minDaysBeforeTravel: f.minDaysBeforeTravel,
  balanceDueDays: f.balanceDueDays,
});

/** The options a rule offers, in its order, of those given (an application's options by id). */
export const offeredOf = <T>(r: Pick<StoredRule, 'optionIds'>, byId: ReadonlyMap<number, T>) =>
  r.optionIds.flatMap((id) => {
    const option = byId.get(id);
    return option === undefined ? [] : [option];
  });

export const ruleOf = (
  r: StoredRule,
  offered: readonly StoredOption[],
  companyId: number,
): DepositRule => ({
  ...ruleFieldsOf(r),
  depositRuleId: r.id,
  companyId,
  offered: offered.map((o) => optionOf(o, companyId)),
  created: iso(r.createdAt),
  updated: iso(r.updatedAt),
  version: r.version,
});

export const ruleRowOf = (r: StoredRule, offered: readonly { name: string }[]): DepositRuleRow => ({
  depositRuleId: r.id,
  priority: r.priority,
  name: r.name,
  enabled: r.enabled,
  options: offered.map((o) => o.name).join(', '),
  minDaysBeforeTravel: r.minDaysBeforeTravel,
  balanceDueDays: r.balanceDueDays,
});

export const ruleTermsOf = (r: StoredRule, offered: readonly StoredOption[]): RuleTerms => ({
  id: r.id,
  name: r.name,
  priority: r.priority,
  enabled: r.enabled,
  minDaysBeforeTravel: r.minDaysBeforeTravel,
  balanceDueDays: r.balanceDueDays,
  options: offered.map(optionTermsOf),
});
