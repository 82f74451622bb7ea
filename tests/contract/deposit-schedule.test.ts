import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type Basket,
  daysBetween,
  depositFor,
  initialOf,
  type OptionTerms,
  type RuleTerms,
  ruleOutcome,
  scheduleOf,
} from '#contract/deposit-schedule';
import { MAX_AMOUNT_MINOR } from '#contract/money';

const TODAY = new Date().toISOString().slice(0, 10);

const option: fc.Arbitrary<OptionTerms> = fc
  .record({
    type: fc.constantFrom('deposit' as const, 'instalments' as const),
    amountKind: fc.constantFrom('fixed' as const, 'percent' as const),
    percent: fc.integer({ min: 0, max: 10_000 }),
    fixed: fc.integer({ min: 0, max: 1_000_000 }),
    instalments: fc.integer({ min: 2, max: 24 }),
  })
  .map((o) => ({
    id: 1,
    name: 'Option',
    description: '',
    type: o.type,
    amountKind: o.amountKind,
    amount: o.amountKind === 'percent' ? o.percent : o.fixed,
    instalments: o.type === 'deposit' ? 1 : o.instalments,
  }));

/** A rule as its save allows it: its options' payments fit between booking and balance. */
const rule = (options: OptionTerms[]): fc.Arbitrary<RuleTerms> =>
  fc
    .record({
      balanceDueDays: fc.integer({ min: 0, max: 400 }),
      room: fc.integer({ min: 0, max: 400 }),
    })
    .map(({ balanceDueDays, room }) => ({
      id: 1,
      name: 'Rule',
      priority: 1,
      enabled: true,
      balanceDueDays,
      minDaysBeforeTravel:
        balanceDueDays + Math.max(1, ...options.map((o) => o.instalments)) + room,
      options,
    }));

const total = fc.integer({ min: 1, max: MAX_AMOUNT_MINOR * 200 });
const bookingOffset = fc.integer({ min: 0, max: 365 });

describe('the deposit schedule', () => {
  it('sums to the total, falls due by the balance due date, in order, never in the past', () => {
    fc.assert(
      fc.property(
        option,
        total,
        bookingOffset,
        fc.integer({ min: 1, max: 1000 }),
        (o, totalMinor, offset, span) => {
          const bookingDate = addDays(TODAY, offset);
          const balanceDueDate = addDays(bookingDate, span);
          const schedule = scheduleOf(o, totalMinor, bookingDate, balanceDueDate);
          if (!('optionId' in schedule)) return;
          const paid = schedule.instalments.reduce((sum, i) => sum + i.amountMinor, 0);
          expect(schedule.initialMinor + paid).toBe(totalMinor);
          expect(schedule.instalments).toHaveLength(o.instalments);
          const dates = schedule.instalments.map((i) => i.dueDate);
          for (const [index, due] of dates.entries()) {
            expect(due <= balanceDueDate).toBe(true);
            expect(due > bookingDate && due >= TODAY).toBe(true);
            if (index > 0) expect(due > (dates[index - 1] ?? '')).toBe(true);
          }
          expect(dates.at(-1)).toBe(balanceDueDate);
          expect(schedule.instalments.every((i) => i.amountMinor > 0)).toBe(true);
        },
      ),
    );
  });

  it('always gives a saved rule’s basket a schedule when the deposit is less than the total', () => {
    fc.assert(
      fc.property(
        option.chain((o) => rule([o]).map((r) => ({ o, r }))),
        total,
        bookingOffset,
        fc.integer({ min: 0, max: 500 }),
        ({ o, r }, totalMinor, offset, extra) => {
          const bookingDate = addDays(TODAY, offset);
          const basket: Basket = {
            totalMinor,
            bookingDate,
            travelStart: addDays(bookingDate, r.minDaysBeforeTravel + extra),
            notRefundable: null,
          };
          const initial = initialOf(o, totalMinor);
          // Too little left to split into whole cents is the only way out.
          fc.pre(totalMinor - initial >= o.instalments + 1);
          const outcome = ruleOutcome(r, basket);
          expect('optionId' in outcome, JSON.stringify(outcome)).toBe(true);
          if ('optionId' in outcome) {
            expect(daysBetween(outcome.balanceDueDate, basket.travelStart)).toBe(r.balanceDueDays);
          }
        },
      ),
    );
  });

  it('offers no deposit while an item is not refundable', () => {
    fc.assert(
      fc.property(
        option.chain((o) => rule([o])),
        total,
        fc.nat(199),
        (r, totalMinor, item) => {
          const outcome = depositFor([r], {
            totalMinor,
            bookingDate: TODAY,
            travelStart: addDays(TODAY, r.minDaysBeforeTravel),
            notRefundable: item,
          });
          expect(outcome.rule).toBeNull();
        },
      ),
    );
  });

  it('takes the enabled rule of highest priority that applies', () => {
    const standard: OptionTerms = {
      id: 1,
      name: 'Standard',
      description: '',
      type: 'deposit',
      amountKind: 'percent',
      amount: 2000,
      instalments: 1,
    };
    const base = { options: [standard], balanceDueDays: 42, enabled: true };
    const rules: RuleTerms[] = [
      { ...base, id: 3, name: 'Near', priority: 3, minDaysBeforeTravel: 43 },
      { ...base, id: 1, name: 'Off', priority: 1, minDaysBeforeTravel: 43, enabled: false },
      { ...base, id: 2, name: 'Far', priority: 2, minDaysBeforeTravel: 300 },
    ];
    const basket = (days: number): Basket => ({
      totalMinor: 100_000,
      bookingDate: TODAY,
      travelStart: addDays(TODAY, days),
      notRefundable: null,
    });
    expect(depositFor(rules, basket(400)).rule?.name).toBe('Far');
    const near = depositFor(rules, basket(100));
    expect(near.rule?.name).toBe('Near');
    if ('schedule' in near) {
      expect(near.schedule).toMatchObject({
        initialMinor: 20_000,
        instalments: [{ dueDate: addDays(TODAY, 58), amountMinor: 80_000 }],
        balanceDueDate: addDays(TODAY, 58),
      });
    }
    expect(depositFor(rules, basket(42))).toEqual({
      rule: null,
      reason:
        'No deposit rule applies (Far: travel is 42 days away; it needs at least 300; Near: travel is 42 days away; it needs at least 43)',
    });
  });
});
