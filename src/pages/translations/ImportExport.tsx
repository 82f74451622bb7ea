import { useState } from 'react';
import { TEXT_TEXT, type TranslationImport } from '#contract/translations';
import { Alert, Button, Dialog, FileUpload, Muted } from '#ui';
import { authBridge } from '../../api/auth-bridge';
import { authFetch, readBody } from '../../api/fetcher';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { notifications, notifyFailure } from '../../notify/store';
import { downloadFile } from '../customers/download';
import { problemLines } from './import-problems';
import { textsKey } from './paths';

type Refusal = { title: string; lines: string[] };

const refusalOf = (body: unknown): Refusal => {
  const problem = (body ?? {}) as { title?: unknown; errors?: Record<string, string[]> };
  return {
    title: typeof problem.title === 'string' ? problem.title : TEXT_TEXT.notSpreadsheet,
    lines: problem.errors ? problemLines(problem.errors) : [],
  };
};

/** The list's Export and Import: a workbook with a column per language, read back whole. */
export function ImportExport({ applicationId }: { applicationId: string }) {
  const base = `/api/applications/${applicationId}/translations`;
  const client = tsr.useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const exportSheet = async () => {
    try {
      await downloadFile(`${base}/export.xlsx`, `texts-${applicationId}.xlsx`);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  const upload = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await authFetch(authBridge, `${base}/import`, { method: 'POST', body: form });
      const body = await readBody(res);
      if (res.status !== 200) {
        setRefusal(refusalOf(body));
        return;
      }
      const done = body as TranslationImport;
      notifications.notify('success', TEXT_TEXT.imported(done.created, done.updated));
      await client.invalidateQueries({ queryKey: [...textsKey(applicationId)] });
      setOpen(false);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button tone="secondary" onClick={() => void exportSheet()}>
        Export .xlsx
      </Button>
      <PermissionGate access="translations.importXlsx">
        <Button tone="secondary" onClick={() => setOpen(true)}>
          Import .xlsx
        </Button>
        <Dialog
          open={open}
          title="Import texts"
          onClose={() => {
            setOpen(false);
            setRefusal(null);
          }}
          actions={
            <Button tone="quiet" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
        >
          <Muted>
            A workbook like the export: Key, Default, then a column per language. New keys are added
            and existing ones changed; a blank cell falls back to the default. If any row is
            invalid, nothing is imported.
          </Muted>
          <FileUpload
            label="Spreadsheet (.xlsx)"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            busy={busy}
            onFile={(file) => void upload(file)}
          />
          {refusal ? (
            <Alert tone="danger">
              <strong>{refusal.title}</strong>
              {refusal.lines.length > 0 ? (
                <ul aria-label="Problems by row">
                  {refusal.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
        </Dialog>
      </PermissionGate>
    </>
  );
}
