import { LOCATION_TEXT, type LocationImport } from '#contract/location-normalisation';
import { SheetImport } from '../../kit/SheetImport';
import { LOCATIONS_KEY } from './paths';

/** The list's Import: a workbook of names, refused whole (with every row's problems) if any is bad. */
export const ImportNames = () => (
  <SheetImport<LocationImport>
    title="Import location names"
    url="/api/admin/locationNormalisation/import"
    about="Columns: Country code, Supplier location name and, optionally, Normalised name. New names are added; a name with a normalised name is mapped to it. If any row is invalid, nothing is imported."
    fieldNames={{
      countryCode: 'Country code',
      name: 'Supplier location name',
      normalisedName: 'Normalised name',
    }}
    notSpreadsheet={LOCATION_TEXT.notSpreadsheet}
    doneText={(done) => LOCATION_TEXT.imported(done.added, done.mapped)}
    cacheKey={LOCATIONS_KEY}
  />
);
