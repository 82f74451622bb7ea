import { LOCATION_TEXT, type LocationNameRow } from '#contract/location-normalisation';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { LOCATIONS_KEY } from './paths';

/** Maps one supplier name onto the normalised name it is given. */
export const useMap = (row: Pick<LocationNameRow, 'nameId'>, onSaved?: () => void) =>
  useSave({
    cacheKey: LOCATIONS_KEY,
    call: (normalisedName: string) =>
      expectStatus(
        api.locationNormalisation.map({
          params: { nameId: String(row.nameId) },
          body: { normalisedName },
        }),
        200,
      ),
    done: LOCATION_TEXT.mapped,
    ...(onSaved ? { onSaved } : {}),
  });
