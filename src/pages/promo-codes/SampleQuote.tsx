import { fromMinor, toMinor } from '#contract/money';
import type { VoucherRule } from '#contract/promo-codes';
import { discountFor, REFUSAL_TEXT } from '#contract/promo-discount';
import { Card, Facts, formatMoney, Muted } from '#ui';

/** Baskets a rule is shown against: around its minimum spend, or everyday amounts. */
function sampleTotals(rule: VoucherRule): number[] {
  const min = rule.minSpend === '' ? null : (toMinor(rule.minSpend) ?? 0);
  if (min === null) return [5_000, 50_000, 200_000];
  return [Math.max(min - 1, 0), min, min * 3];
}

/**
 * What the rule gives sample baskets, worked out by the contract's own calculation, so the page
 * shows what the quote and a redemption would answer on a day the rule is valid.
 */
export function SampleQuote({ rule }: { rule: VoucherRule }) {
  const terms = {
    enabled: true,
    kind: rule.discountKind,
    value: toMinor(rule.discountValue) ?? 0,
    capMinor: rule.discountCap === '' ? null : (toMinor(rule.discountCap) ?? 0),
    currency: rule.currency,
    minSpendMinor: rule.minSpend === '' ? null : (toMinor(rule.minSpend) ?? 0),
    validFrom: null,
    validTo: null,
    productTypes: rule.productTypes,
    expiresOn: null,
  };
  const productTypes = rule.productTypes.length > 0 ? [rule.productTypes[0] ?? ''] : ['Packages'];
  return (
    <Card title="Sample quote">
      <Muted>
        What a basket of {productTypes.join(', ')} in {rule.currency} gets with a code of this rule.
      </Muted>
      <section aria-label="Sample quote">
        <Facts
          rows={sampleTotals(rule).map((total) => {
            const outcome = discountFor(terms, {
              totalMinor: total,
              currency: rule.currency,
              productTypes,
              // The sample is for a day the rule is valid: its dates are left out of the terms.
              today: '',
            });
            return [
              `Basket ${formatMoney(fromMinor(total), rule.currency)}`,
              outcome.ok
                ? `Discount ${formatMoney(fromMinor(outcome.discountMinor), rule.currency)}, to pay ${formatMoney(fromMinor(total - outcome.discountMinor), rule.currency)}`
                : REFUSAL_TEXT[outcome.reason],
            ];
          })}
        />
      </section>
    </Card>
  );
}
