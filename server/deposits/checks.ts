import { DEPOSIT_OPTION_TEXT, type DepositOptionFields } from '#contract/deposit-options';
import { DEPOSIT_RULE_TEXT, type DepositRuleFields } from '#contract/deposit-rules';
import { unknownPlaceholders } from '#contract/deposit-schedule';
import { toMinor } from '#contract/money';
import { type FieldErrors, formError } from '#server/kit/index';
import type { StoredOption, StoredRule } from './shape';

/** 100 % as basis points. */
const WHOLE = 10_000;

/** Payments an option asks after the initial one: a standard deposit's balance is one. */
export const paymentsOf = (o: { type: string; instalments: number }) =>
  o.type === 'deposit' ? 1 : o.instalments;

/** Days a rule leaves at least between booking and its balance due date. */
const daysLeft = (r: Pick<DepositRuleFields, 'minDaysBeforeTravel' | 'balanceDueDays'>) =>
  r.minDaysBeforeTravel - r.balanceDueDays;

const refuse = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw formError(errors);
};

/** An option's own fields (issue 29, bad input), refused as the fields' errors. */
export function checkOption(f: DepositOptionFields): void {
  const errors: FieldErrors = {};
  if (f.amount.startsWith('-')) errors.amount = [DEPOSIT_OPTION_TEXT.amountNegative];
  else if (f.amountKind === 'percent' && (toMinor(f.amount) ?? 0) > WHOLE) {
    errors.amount = [DEPOSIT_OPTION_TEXT.percentTooLarge];
  }
  if (f.type === 'deposit' && f.instalments !== 1) {
    errors.instalments = [DEPOSIT_OPTION_TEXT.oneBalance];
  }
  if (f.type === 'instalments' && f.instalments < 2) {
    errors.instalments = [DEPOSIT_OPTION_TEXT.twoOrMore];
  }
  const unknown = unknownPlaceholders(f.description);
  if (unknown.length > 0) {
    errors.description = [DEPOSIT_OPTION_TEXT.unknownPlaceholder(unknown.join(', '))];
  }
  refuse(errors);
}

/** An option changed under the rules that offer it: its payments still fit each one. */
export function checkOptionFits(f: DepositOptionFields, offeredBy: readonly StoredRule[]): void {
  const tight = offeredBy.filter((r) => paymentsOf(f) > daysLeft(r));
  if (tight.length > 0) {
    const names = tight.map((r) => `'${r.name}'`).join(', ');
    refuse({ instalments: [DEPOSIT_OPTION_TEXT.doesNotFit(names)] });
  }
}

/** A rule's own fields: travel further away than the balance due date. */
export function checkRule(f: DepositRuleFields): void {
  if (f.minDaysBeforeTravel <= f.balanceDueDays) {
    refuse({ minDaysBeforeTravel: [DEPOSIT_RULE_TEXT.balanceNotBefore] });
  }
}

/** A rule's options: the application's own, each with payments that fit before the balance. */
export function checkOffered(
  f: DepositRuleFields,
  options: ReadonlyMap<number, StoredOption>,
): void {
  if (f.depositOptionIds.some((id) => !options.has(id))) {
    refuse({ depositOptionIds: [DEPOSIT_RULE_TEXT.unknownOption] });
  }
  const errors: string[] = [];
  for (const id of f.depositOptionIds) {
    const option = options.get(id);
    if (option && paymentsOf(option) > daysLeft(f)) {
      errors.push(DEPOSIT_RULE_TEXT.doesNotFit(option.name, paymentsOf(option)));
    }
  }
  if (errors.length > 0) refuse({ minDaysBeforeTravel: errors });
}
