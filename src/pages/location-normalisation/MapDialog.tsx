import { useState } from 'react';
import type { LocationNameRow } from '#contract/location-normalisation';
import { Button, Dialog, Muted, TextField } from '#ui';
import { useMap } from './use-map';

/** Maps one supplier name onto a normalised name of its country, typed or suggested. */
export function MapDialog({ row, onClose }: { row: LocationNameRow; onClose: () => void }) {
  const [value, setValue] = useState(row.normalisedName ?? row.suggestions[0] ?? row.name);
  const saving = useMap(row, onClose);
  return (
    <Dialog
      open
      title={`Map ${row.name} (${row.countryCode})`}
      onClose={onClose}
      actions={
        <>
          <Button tone="quiet" onClick={onClose}>
            Cancel
          </Button>
          <Button tone="primary" disabled={saving.saving} onClick={() => void saving.submit(value)}>
            Map
          </Button>
        </>
      }
    >
      <Muted>
        The name pricing-rule destinations and reports use. A name this country does not have yet is
        added as a new normalised location.
      </Muted>
      <TextField
        label="Normalised name"
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
        errors={saving.errors.normalisedName}
      />
    </Dialog>
  );
}
