import { useState } from 'react';
import { LOCATION_TEXT, type LocationNameRow } from '#contract/location-normalisation';
import { Button } from '#ui';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { MapDialog } from './MapDialog';
import { LOCATIONS_KEY } from './paths';
import { useMap } from './use-map';

/** The best suggestion, taken with one press. */
export function AcceptSuggestion({ row }: { row: LocationNameRow }) {
  const saving = useMap(row);
  const best = row.suggestions[0];
  if (best === undefined) return null;
  return (
    <Button
      tone="secondary"
      disabled={saving.saving}
      aria-label={`Accept ${best} for ${row.name}`}
      onClick={() => void saving.submit(best)}
    >
      Accept {best}
    </Button>
  );
}

/** Map (or map again) by typing the normalised name. */
export function MapAction({ row }: { row: LocationNameRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="quiet" aria-label={`Map ${row.name}`} onClick={() => setOpen(true)}>
        Map
      </Button>
      {open ? <MapDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function UnmapAction({ row }: { row: Pick<LocationNameRow, 'nameId' | 'name'> }) {
  const saving = useSave({
    cacheKey: LOCATIONS_KEY,
    call: () =>
      expectStatus(
        api.locationNormalisation.unmap({ params: { nameId: String(row.nameId) } }),
        200,
      ),
    done: LOCATION_TEXT.unmapped,
  });
  return (
    <Button
      tone="quiet"
      disabled={saving.saving}
      aria-label={`Unmap ${row.name}`}
      onClick={() => void saving.submit(undefined)}
    >
      Unmap
    </Button>
  );
}
