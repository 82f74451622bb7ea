import { useState } from 'react';
import { Card, Stack } from '#ui';
import {
  DateField,
  type DateRange,
  DateRangeField,
  ImageUpload,
  type Money,
  MoneyField,
  SelectField,
  TagList,
  Textarea,
} from '#ui/forms';

const STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'converted', label: 'Converted' },
  { value: 'declined', label: 'Declined' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

/** The resource kit's inputs ('#ui/forms'), each with its label, hint and error slot. */
export function InputsSection() {
  const [status, setStatus] = useState<Status | ''>('');
  const [notes, setNotes] = useState('');
  const [day, setDay] = useState('2026-11-24');
  const [range, setRange] = useState<DateRange>({ start: '2026-11-01', end: '2026-11-30' });
  const [price, setPrice] = useState<Money>({ minor: 77000, currency: 'EUR' });
  const [tags, setTags] = useState<string[]>(['Paris', 'Rome']);
  return (
    <Card title="Kit inputs">
      <Stack>
        <SelectField
          label="Status"
          hint="Radix select: type a letter, arrows, Enter"
          options={STATUSES}
          value={status}
          onValueChange={setStatus}
        />
        <SelectField
          label="Status with an error"
          options={STATUSES}
          value=""
          onValueChange={() => undefined}
          errors={['Choose a status.']}
        />
        <Textarea label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
        <DateField label="Travel date" value={day} onValueChange={setDay} />
        <DateRangeField
          label="Stay"
          hint="The end cannot be before the start"
          value={range}
          onValueChange={setRange}
        />
        <MoneyField
          label="Price"
          hint={`Stored as ${price.minor ?? 'nothing'} minor units`}
          value={price}
          onValueChange={setPrice}
          currencies={['EUR', 'USD', 'GBP', 'JPY']}
        />
        <TagList
          label="Destinations"
          hint="Enter or comma adds; Backspace removes the last"
          value={tags}
          onValueChange={setTags}
        />
        <ImageUpload
          label="Logo"
          hint="JPG, GIF or PNG, up to 800 kB"
          onFile={() => undefined}
          onRemove={() => undefined}
        />
      </Stack>
    </Card>
  );
}
