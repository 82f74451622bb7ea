import { and, eq } from 'drizzle-orm';
import {
  LOCATION_TEXT,
  type LocationImport,
  LocationSheetFields,
} from '#contract/location-normalisation';
import { type Actor, auditCreated, audited } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { checkSheetRows } from '#server/kit/sheet-rows';
import { NAME_SUBJECT } from './audit';
import { collectNames, placeKey } from './collect';
import type { LocationSheetRow } from './read-sheet';
import { locationNames as ln } from './schema';
import { locationFor } from './store';

type Checked = { countryCode: string; name: string; key: string; normalisedName: string };

/** Every row checked as the forms check it, each place once; errors by `rows.<n>.<field>`. */
export const checkLocationRows = (rows: readonly LocationSheetRow[]): Checked[] =>
  checkSheetRows(
    rows,
    {
      schema: LocationSheetFields,
      // A sheet may spell a code in lower case; the API takes capitals only.
      input: (row) => ({ ...row, countryCode: row.countryCode.trim().toUpperCase() }),
      key: (f) => `${f.countryCode}|${placeKey(f.name)}`,
      keyField: 'name',
      duplicate: LOCATION_TEXT.duplicateRow,
      refused: LOCATION_TEXT.importRefused,
    },
    (f) => ({ ...f, key: placeKey(f.name) }),
  );

/**
 * Adds the names not yet known and maps those the sheet gives a normalised name, all in one
 * transaction with their audit rows; a row without one leaves its name's mapping as it is.
 */
export function importLocationNames(
  db: Db,
  actor: Actor,
  rows: readonly Checked[],
): Promise<LocationImport> {
  return db.transaction(async (tx: Tx) => {
    const made = await collectNames(tx, rows, 'upload');
    for (const id of made) await auditCreated(tx, actor, NAME_SUBJECT, id);
    let mapped = 0;
    for (const r of rows) {
      if (r.normalisedName === '') continue;
      const [held] = await tx
        .select({ id: ln.id, locationId: ln.locationId })
        .from(ln)
        .where(and(eq(ln.countryCode, r.countryCode), eq(ln.key, r.key)))
        .for('update');
      if (!held) continue;
      const locationId = await locationFor(tx, actor, r.countryCode, r.normalisedName);
      if (locationId === held.locationId) continue;
      await audited(tx, actor, NAME_SUBJECT, held.id, () =>
        tx.update(ln).set({ locationId, updatedAt: new Date() }).where(eq(ln.id, held.id)),
      );
      mapped++;
    }
    return { added: made.length, mapped };
  });
}
