import { applicationPages } from '../../kit/application-pages';
import { exportAdd, exportRecord, exportRemove, exportsArea, exportsList } from './exports-area';

/**
 * /tools/spreadsheet-integration; /:exportId/edit is the export with its run history and Run now,
 * and `?edit` opens its form for editing.
 */
export const spreadsheetExports = applicationPages('exportId', exportsArea, {
  list: exportsList,
  remove: exportRemove,
  add: exportAdd,
  record: exportRecord,
});
