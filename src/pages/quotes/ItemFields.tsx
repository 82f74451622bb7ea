import { PRODUCT_TYPES } from '#contract/supplier-records';
import { Button, Select, TextField } from '#ui';
import { DateField } from '#ui/forms';
import type { ItemRow } from './item-rows';

type Props = {
  index: number;
  row: ItemRow;
  /** The save's field errors, by path: `items.<index>.<field>`. */
  errors: Readonly<Record<string, readonly string[]>>;
  onChange(row: ItemRow): void;
  onRemove?: () => void;
};

/** One item of the quote editor, each field with its errors. */
export function ItemFields({ index, row, errors, onChange, onRemove }: Props) {
  const n = index + 1;
  const err = (field: keyof ItemRow) => errors[`items.${index}.${field}`] ?? [];
  const text = (field: keyof ItemRow, label: string, hint?: string) => (
    <TextField
      label={`${label} (item ${n})`}
      value={row[field]}
      errors={err(field)}
      {...(hint ? { hint } : {})}
      onChange={(e) => onChange({ ...row, [field]: e.target.value })}
    />
  );
  return (
    <fieldset style={{ border: '1px solid currentColor', borderRadius: 6, padding: '0.75rem' }}>
      <legend>Item {n}</legend>
      <div
        style={{
          display: 'grid',
          gap: '0.5rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
        }}
      >
        <Select
          label={`Product type (item ${n})`}
          options={PRODUCT_TYPES.map((t) => ({ value: t, label: t }))}
          value={row.productType}
          onValueChange={(productType) => onChange({ ...row, productType })}
        />
        {text('description', 'Description')}
        <DateField
          label={`From (item ${n})`}
          value={row.startDate}
          errors={err('startDate')}
          onValueChange={(startDate) => onChange({ ...row, startDate })}
        />
        <DateField
          label={`To (item ${n})`}
          value={row.endDate}
          errors={err('endDate')}
          onValueChange={(endDate) => onChange({ ...row, endDate })}
        />
        {text('countryCode', 'Country', 'Two letters, e.g. PT')}
        {text('destination', 'Destination')}
        {text('supplierPrice', 'Supplier price', 'e.g. 1260.00; the rules add the mark-up')}
        {text('currency', 'Currency', 'e.g. EUR')}
      </div>
      {onRemove ? (
        <Button tone="quiet" onClick={onRemove}>
          Remove item {n}
        </Button>
      ) : null}
    </fieldset>
  );
}
