/**
 * The deposit schedule (issue 29): which deposit rule applies to a basket and what the customer
 * pays when. Pure, in integer minor units and ISO days, so the quote API and a rule page's
 * preview compute the same schedule.
 */

export const DEPOSIT_TYPES = ['deposit', 'instalments'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
export const AMOUNT_KINDS = ['fixed', 'percent'] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

/** An option as the schedule reads it: a percent as basis points, a fixed amount in minor units. */
export type OptionTerms = {
  id: number;
  name: string;
  /** What the customer reads, with {AMOUNT} and {INSTALLMENTS}. */
  description: string;
  type: DepositType;
  amountKind: AmountKind;
  amount: number;
  /** How many payments after the initial one: 1 for a standard deposit's balance. */
  instalments: number;
};

export type RuleTerms = {
  id: number;
  name: string;
  priority: number;
  enabled: boolean;
  minDaysBeforeTravel: number;
  balanceDueDays: number;
  options: readonly OptionTerms[];
};

export type Basket = {
  totalMinor: number;
  bookingDate: string;
  /** The first day of travel of the basket's earliest item. */
  travelStart: string;
  /** The index of an item not marked refundable, or null when every one is. */
  notRefundable: number | null;
};

export type Schedule = {
  optionId: number;
  optionName: string;
  initialMinor: number;
  instalments: { dueDate: string; amountMinor: number }[];
  balanceDueDate: string;
};

export type DepositOutcome =
  | { rule: RuleTerms; schedule: Schedule }
  | { rule: null; reason: string };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** total × basis points ÷ 10,000, half up; in BigInt, as a basket's total times 10,000 may pass 2^53. */
const percentOf = (totalMinor: number, basisPoints: number) =>
  Number((BigInt(totalMinor) * BigInt(basisPoints) + 5_000n) / 10_000n);

/** The initial amount an option asks of a total. */
export const initialOf = (
  option: Pick<OptionTerms, 'amountKind' | 'amount'>,
  totalMinor: number,
) => (option.amountKind === 'percent' ? percentOf(totalMinor, option.amount) : option.amount);

/**
 * An option's schedule for a total booked on bookingDate with its balance due on balanceDueDate:
 * the initial amount now, then the rest in equal payments (the odd cents on the first ones), due
 * on days spread evenly after the booking, the last on the balance due date.
 */
export function scheduleOf(
  option: OptionTerms,
  totalMinor: number,
  bookingDate: string,
  balanceDueDate: string,
): Schedule | { reason: string } {
  const initial = initialOf(option, totalMinor);
  const rest = totalMinor - initial;
  const count = option.type === 'deposit' ? 1 : option.instalments;
  const span = daysBetween(bookingDate, balanceDueDate);
  if (rest <= 0) return { reason: `${option.name}: the deposit is the whole price` };
  if (rest < count) return { reason: `${option.name}: the balance is too small to split` };
  if (span < count) {
    return { reason: `${option.name}: ${count} payments do not fit before the balance due date` };
  }
  const share = Math.floor(rest / count);
  const odd = rest % count;
  const instalments = Array.from({ length: count }, (_, index) => ({
    dueDate: addDays(bookingDate, Math.ceil(((index + 1) * span) / count)),
    amountMinor: share + (index < odd ? 1 : 0),
  }));
  return {
    optionId: option.id,
    optionName: option.name,
    initialMinor: initial,
    instalments,
    balanceDueDate,
  };
}

/** Why a rule does not apply to a basket, or its schedule (with the first option that fits). */
export function ruleOutcome(rule: RuleTerms, basket: Basket): Schedule | { reason: string } {
  const days = daysBetween(basket.bookingDate, basket.travelStart);
  if (days < rule.minDaysBeforeTravel) {
    return { reason: `travel is ${days} days away; it needs at least ${rule.minDaysBeforeTravel}` };
  }
  const balanceDueDate = addDays(basket.travelStart, -rule.balanceDueDays);
  if (balanceDueDate <= basket.bookingDate) {
    return { reason: 'travel is not further away than the balance due date' };
  }
  const reasons: string[] = [];
  for (const option of rule.options) {
    const schedule = scheduleOf(option, basket.totalMinor, basket.bookingDate, balanceDueDate);
    if ('optionId' in schedule) return schedule;
    reasons.push(schedule.reason);
  }
  return { reason: reasons.length > 0 ? reasons.join('; ') : 'it offers no option' };
}

/**
 * The deposit a basket may pay: the enabled rule of highest priority (1) that applies, with the
 * first of its options that fits. Only when every item is refundable.
 */
export function depositFor(rules: readonly RuleTerms[], basket: Basket): DepositOutcome {
  if (basket.notRefundable !== null) {
    return {
      rule: null,
      reason: `Item ${basket.notRefundable + 1} is not refundable: a deposit needs every product refundable`,
    };
  }
  const enabled = [...rules].filter((r) => r.enabled).sort((a, b) => a.priority - b.priority);
  if (enabled.length === 0) return { rule: null, reason: 'No deposit rule is enabled' };
  const reasons: string[] = [];
  for (const rule of enabled) {
    const outcome = ruleOutcome(rule, basket);
    if ('optionId' in outcome) return { rule, schedule: outcome };
    reasons.push(`${rule.name}: ${outcome.reason}`);
  }
  return { rule: null, reason: `No deposit rule applies (${reasons.join('; ')})` };
}

/** An option's description with its placeholders filled: {AMOUNT} and {INSTALLMENTS}. */
export const describeOption = (text: string, values: { amount: string; instalments: number }) =>
  text
    .replaceAll('{AMOUNT}', values.amount)
    .replaceAll('{INSTALLMENTS}', String(values.instalments));

/** The placeholders a description may use; any other {WORD} is a typing slip. */
export const PLACEHOLDERS = ['{AMOUNT}', '{INSTALLMENTS}'] as const;
export const unknownPlaceholders = (text: string) =>
  [...text.matchAll(/\{[A-Za-z_]+\}/g)]
    .map((m) => m[0])
    .filter((p) => !(PLACEHOLDERS as readonly string[]).includes(p));
