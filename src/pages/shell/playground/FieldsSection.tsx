import { useState } from 'react';
import { Card, CheckboxGroup, FileUpload, Select, Stack, TextField } from '#ui';

const REGIONS = [
  { value: 'eu', label: 'Europe' },
  { value: 'na', label: 'North America' },
] as const;
type Region = (typeof REGIONS)[number]['value'];
const FEATURES = [
  { value: 'orders', label: 'Orders', description: 'Take and process bookings' },
  { value: 'widgets', label: 'Widgets' },
  { value: 'rules', label: 'Rules', description: 'Not in this plan' },
];

/** Form fields: plain, with a hint, with an error, disabled; select; checkboxes; upload. */
export function FieldsSection() {
  const [region, setRegion] = useState<Region>('eu');
  const [features, setFeatures] = useState<string[]>(['orders']);
  const [file, setFile] = useState('');
  return (
    <Card title="Form fields">
      <Stack>
        <TextField label="Plain field" defaultValue="Demo Travel" />
        <TextField label="Field with a hint" hint="Shown under the field" />
        <TextField label="Field with an error" errors={['This field is required.']} />
        <TextField label="Disabled field" defaultValue="Read only" disabled />
        <Select label="Region" options={REGIONS} value={region} onValueChange={setRegion} />
        <CheckboxGroup
          legend="Features"
          options={FEATURES}
          selected={features}
          onChange={setFeatures}
          selectAllLabel="Select all features"
        />
        <FileUpload
          label="Logo"
          accept="image/png,image/jpeg,image/gif"
          hint={file ? `Chosen: ${file}` : 'JPG, GIF or PNG, up to 800 kB'}
          onFile={(chosen) => setFile(chosen.name)}
        />
      </Stack>
    </Card>
  );
}
