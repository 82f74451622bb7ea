import { APP_FEATURES, type AppFeature } from '#contract/applications';
import { Card, CheckboxGroup, Stack, TextField } from '#ui';
import { textProps } from '../../components/contract-form';
import { FieldAlerts } from '../../components/FieldAlerts';
import type { Form } from './ApplicationFields';

/** How the catalogue's names read in the editor. */
const LABELS: Record<AppFeature, string> = {
  orders: 'Orders',
  suppliers: 'Suppliers',
  'pricing-rules': 'Pricing Rules',
  customers: 'Customers',
  'currency-exchange': 'Currency Exchange',
  rules: 'Rules',
  tools: 'Tools',
  widgets: 'Widgets',
};
const OPTIONS = APP_FEATURES.map((value) => ({ value, label: LABELS[value] }));

/** The editor's Features (which gate parts of the console by name) and the Stats URL. */
export function FeatureFields({ form, readOnly }: { form: Form; readOnly: boolean }) {
  return (
    <Card title="Features">
      <Stack>
        <form.Field name="features">
          {(field) => (
            <div>
              <CheckboxGroup
                legend="Features"
                selectAllLabel="All features"
                options={OPTIONS}
                selected={field.state.value ?? []}
                disabled={readOnly}
                onChange={(selected) => field.handleChange(selected)}
              />
              <FieldAlerts field={field} />
            </div>
          )}
        </form.Field>
        <form.Field name="statsUrl">
          {(field) => <TextField label="Stats URL" readOnly={readOnly} {...textProps(field)} />}
        </form.Field>
      </Stack>
    </Card>
  );
}
