import { useMemo, useState } from 'react';
import { fromMinor } from '#contract/money';
import { explain } from '#contract/pricing-engine/index';
import { engineRule } from '#contract/pricing-rules';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import { Alert, Card, Facts, Muted, Select, Stack, TextField } from '#ui';
import { tsr } from '../../api/tsr';
import { pricingKey } from './paths';
import * as styles from './pricing.css';
import { firstSample, itemOf, type Sample } from './sample';

const FIELDS: readonly (readonly [keyof Sample, string, string?])[] = [
  ['supplierId', 'Supplier Id'],
  ['supplierPrice', 'Supplier Price'],
  ['bookingDate', 'Booking Date', 'date'],
  ['travelStart', 'Travel Start', 'date'],
  ['travelEnd', 'Travel End', 'date'],
  ['countryCode', 'Country Code'],
  ['place', 'Place'],
  ['linkedCompanyId', 'Linked Company Id'],
  ['membershipLevelId', 'Membership Level'],
];

/**
 * The preview calculator: a sample booking priced with the application's rules by the engine
 * the quotes use (contract/pricing-engine), with the rule that applies, why each other did not,
 * and the price.
 */
export function PreviewPanel({ applicationId, focus }: { applicationId: string; focus?: number }) {
  const [sample, setSample] = useState(firstSample);
  const query = tsr.pricingRules.ruleset.useQuery({
    queryKey: [...pricingKey(applicationId), 'ruleset'],
    queryData: { params: { applicationId } },
  });
  const rules = useMemo(
    () => (query.data?.body.items ?? []).map((r) => engineRule(r.pricingRuleId, r)),
    [query.data],
  );
  const read = itemOf(sample);
  const result = 'item' in read ? explain(rules, read.item) : null;
  const set = (key: keyof Sample) => (value: string) => setSample({ ...sample, [key]: value });
  return (
    <Card title="Preview">
      <Stack>
        <Muted>
          A sample booking, priced with this application’s rules as a booking site would be.
        </Muted>
        <div className={styles.grid}>
          <Select
            label="Product Type"
            options={PRODUCT_TYPES.map((value) => ({ value, label: value }))}
            value={sample.productType}
            onValueChange={set('productType')}
          />
          {FIELDS.map(([key, label, type]) => (
            <TextField
              key={key}
              label={label}
              type={type ?? 'text'}
              value={sample[key]}
              onChange={(event) => set(key)(event.target.value)}
            />
          ))}
        </div>
        {'problem' in read ? <Alert tone="info">{read.problem}</Alert> : null}
        {result ? (
          <section aria-label="Preview result" aria-live="polite">
            <Facts
              rows={[
                [
                  'Rule that applies',
                  result.rule
                    ? `${result.rule.name} (priority ${result.rule.priority})`
                    : 'None: the supplier price stands',
                ],
                ['Supplier price', fromMinor(result.priceBeforeRuleMinor)],
                ['Mark-up', fromMinor(result.markupMinor)],
                [
                  'Price',
                  <strong key="price" data-testid="preview-price">
                    {fromMinor(result.priceMinor)}
                  </strong>,
                ],
              ]}
            />
            <ul className={styles.outcomes} aria-label="Why each rule did or did not apply">
              {result.outcomes.map(({ rule, applies, reasons }) => (
                <li key={rule.id} aria-current={rule.id === focus ? 'true' : undefined}>
                  {rule.priority}. {rule.name}: {applies ? 'applies' : reasons.join('; ')}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Stack>
    </Card>
  );
}
