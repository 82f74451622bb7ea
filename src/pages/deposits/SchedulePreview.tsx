import { useState } from 'react';
import { optionTerms } from '#contract/deposit-options';
import type { DepositRule } from '#contract/deposit-rules';
import { addDays, ruleOutcome } from '#contract/deposit-schedule';
import { fromMinor, toMinor } from '#contract/money';
import { Alert, Card, Facts, formatMoney, isoDay, Muted, Stack, TextField } from '#ui';
import { DateField } from '#ui/forms';
import { useDateFormat } from '../../dates/use-date-format';
import * as styles from './deposits.css';

type Sample = { total: string; currency: string; bookingDate: string; travelStart: string };

/** A 2,000.00 booking made today for travel in 180 days: far enough for most rules. */
const firstSample = (): Sample => {
  const today = isoDay(new Date());
  return {
    total: '2000.00',
    currency: 'EUR',
    bookingDate: today,
    travelStart: addDays(today, 180),
  };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Day({ value }: { value: string }) {
  return <time dateTime={value}>{useDateFormat().date(value)}</time>;
}

/**
 * The schedule this rule gives a sample booking of refundable products, computed as the quote
 * API computes it (contract/deposit-schedule.ts): the initial amount, each instalment with its
 * due date, and the balance due date; or why the rule does not apply.
 */
export function SchedulePreview({ rule }: { rule: DepositRule }) {
  const [sample, setSample] = useState(firstSample);
  const set = (key: keyof Sample) => (value: string) => setSample({ ...sample, [key]: value });
  const total = toMinor(sample.total.trim());
  const problem =
    total === null
      ? 'Enter the total, such as 2000.00'
      : DAY.test(sample.bookingDate) && DAY.test(sample.travelStart)
        ? null
        : 'Enter the booking and travel dates';
  const outcome =
    total === null || problem
      ? null
      : ruleOutcome(
          {
            ...rule,
            id: rule.depositRuleId,
            options: rule.offered.map((o) => optionTerms(o.depositOptionId, o)),
          },
          {
            totalMinor: total,
            bookingDate: sample.bookingDate,
            travelStart: sample.travelStart,
            notRefundable: null,
          },
        );
  const money = (minor: number) => formatMoney(fromMinor(minor), sample.currency);
  return (
    <Card title="Preview">
      <Stack>
        <Muted>
          A sample booking of refundable products, with the schedule this rule gives it.
        </Muted>
        <div className={styles.grid}>
          <TextField
            label="Total"
            value={sample.total}
            onChange={(e) => set('total')(e.target.value)}
          />
          <TextField
            label="Currency"
            value={sample.currency}
            onChange={(e) => set('currency')(e.target.value)}
          />
          <DateField
            label="Booking Date"
            value={sample.bookingDate}
            onValueChange={set('bookingDate')}
          />
          <DateField
            label="Travel Start"
            value={sample.travelStart}
            onValueChange={set('travelStart')}
          />
        </div>
        {problem ? <Alert tone="info">{problem}</Alert> : null}
        {!rule.enabled ? (
          <Alert tone="warning">This rule is disabled: quotes skip it.</Alert>
        ) : null}
        {outcome && 'reason' in outcome ? (
          <Alert tone="info">This rule does not apply: {outcome.reason}.</Alert>
        ) : null}
        {outcome && 'optionId' in outcome ? (
          <section aria-label="Schedule" aria-live="polite" data-testid="deposit-schedule">
            <Facts
              rows={[
                ['Option', outcome.optionName],
                [
                  'Paid today',
                  <span
                    key="i"
                    data-testid="initial-amount"
                    data-amount={fromMinor(outcome.initialMinor)}
                  >
                    {money(outcome.initialMinor)}
                  </span>,
                ],
                [
                  'Balance due',
                  <span key="b" data-testid="balance-due">
                    <Day value={outcome.balanceDueDate} />
                  </span>,
                ],
              ]}
            />
            <ol className={styles.schedule} aria-label="Instalments">
              {outcome.instalments.map((i) => (
                <li key={i.dueDate} data-amount={fromMinor(i.amountMinor)} data-due={i.dueDate}>
                  {money(i.amountMinor)} due <Day value={i.dueDate} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </Stack>
    </Card>
  );
}
