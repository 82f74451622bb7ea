import { eq } from 'drizzle-orm';
import { addDays, depositFor, describeOption, type RuleTerms } from '#contract/deposit-schedule';
import { DEPOSIT_QUOTE_TEXT, type DepositQuote } from '#contract/deposits-quote';
import { fromMinor, toMinor } from '#contract/money';
import type { QuoteRequest } from '#contract/pricing-quote';
import type { Db } from '#server/db/client';
import { fieldError } from '#server/kit/index';
import { depositSets } from './schema';
import { optionsOf, rulesOf } from './set';
import { offeredOf, ruleTermsOf } from './shape';

/** The application's deposit rules as the schedule reads them, with the options they offer. */
async function depositRulesOf(db: Db, applicationId: number): Promise<RuleTerms[]> {
  const [rules, options] = await Promise.all([
    rulesOf(db, applicationId),
    optionsOf(db, applicationId),
  ]);
  return rules.map((rule) => ruleTermsOf(rule, offeredOf(rule, options)));
}

/**
 * An application's deposit rules for quotes, kept while they stay as they are: each quote reads
 * the set's version (one small statement), so a rule or option saved on any instance applies to
 * the next quote; only a changed version reads the rules again.
 */
export function depositRulesFor(db: Db) {
  const held = new Map<number, { version: number; rules: RuleTerms[] }>();
  return async (applicationId: number): Promise<RuleTerms[]> => {
    const [set] = await db
      .select({ version: depositSets.version })
      .from(depositSets)
      .where(eq(depositSets.applicationId, applicationId));
    const version = set?.version ?? 0;
    const known = held.get(applicationId);
    if (known && known.version === version) return known.rules;
    // Read after the version: a save in between makes the next quote read again.
    const rules = await depositRulesOf(db, applicationId);
    held.set(applicationId, { version, rules });
    return rules;
  };
}

/**
 * A booking date before yesterday is refused: the schedule's payments would fall due in the
 * past. Yesterday is allowed, as a site west of UTC may still be on it.
 */
export function checkBookingDate(request: QuoteRequest, today: string): void {
  if (request.bookingDate !== undefined && request.bookingDate < addDays(today, -1)) {
    throw fieldError('bookingDate', DEPOSIT_QUOTE_TEXT.bookingDateInPast);
  }
}

type Answer = { deposit: DepositQuote | null; depositReason: string | null };

/**
 * The deposit part of a quote, from the items as priced: the basket's total, its first day of
 * travel and whether every item is refundable decide the rule; its first option that fits
 * gives the schedule.
 */
export function depositPart(
  rules: readonly RuleTerms[],
  request: QuoteRequest,
  prices: readonly { price: string }[],
  today: string,
): Answer {
  const currencies = new Set(request.items.map((item) => item.currency));
  if (currencies.size > 1)
    return { deposit: null, depositReason: DEPOSIT_QUOTE_TEXT.mixedCurrencies };
  const currency = request.items[0]?.currency ?? '';
  const notRefundable = request.items.findIndex((item) => item.refundable !== true);
  const outcome = depositFor(rules, {
    totalMinor: prices.reduce((sum, item) => sum + (toMinor(item.price) ?? 0), 0),
    bookingDate: request.bookingDate ?? today,
    travelStart: request.items.map((item) => item.travelStart).sort()[0] ?? today,
    notRefundable: notRefundable < 0 ? null : notRefundable,
  });
  if (outcome.rule === null) return { deposit: null, depositReason: outcome.reason };
  const { schedule, rule } = outcome;
  const option = rule.options.find((o) => o.id === schedule.optionId);
  const amount = `${fromMinor(schedule.initialMinor)} ${currency}`;
  return {
    deposit: {
      optionName: schedule.optionName,
      description: describeOption(option?.description ?? '', {
        amount,
        instalments: schedule.instalments.length,
      }),
      ruleName: rule.name,
      initialAmount: fromMinor(schedule.initialMinor),
      instalments: schedule.instalments.map((i) => ({
        dueDate: i.dueDate,
        amount: fromMinor(i.amountMinor),
      })),
      balanceDueDate: schedule.balanceDueDate,
    },
    depositReason: null,
  };
}
