import { LANGUAGE_NAMES, TEXT_TEXT, type TranslationImport } from '#contract/translations';
import { Button } from '#ui';
import { PermissionGate } from '../../components/permissions';
import { SheetImport } from '../../kit/SheetImport';
import { notifyFailure } from '../../notify/store';
import { downloadFile } from '../customers/download';
import { textsKey } from './paths';

const COLUMNS = { key: 'Key', defaultText: 'Default', ...LANGUAGE_NAMES };

/** The list's Export and Import: a workbook with a column per language, read back whole. */
export function ImportExport({ applicationId }: { applicationId: string }) {
  const base = `/api/applications/${applicationId}/translations`;
  const exportSheet = async () => {
    try {
      await downloadFile(`${base}/export.xlsx`, `texts-${applicationId}.xlsx`);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <>
      <Button tone="secondary" onClick={() => void exportSheet()}>
        Export .xlsx
      </Button>
      <PermissionGate access="translations.importXlsx">
        <SheetImport<TranslationImport>
          title="Import texts"
          url={`${base}/import`}
          about="A workbook like the export: Key, Default, then a column per language. New keys are added and existing ones changed; a blank cell falls back to the default. If any row is invalid, nothing is imported."
          fieldNames={COLUMNS}
          notSpreadsheet={TEXT_TEXT.notSpreadsheet}
          doneText={(done) => TEXT_TEXT.imported(done.created, done.updated)}
          cacheKey={textsKey(applicationId)}
        />
      </PermissionGate>
    </>
  );
}
