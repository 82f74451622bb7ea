import { useState } from 'react';
import { Alert, Button, Dialog, FileUpload, Muted } from '#ui';
import { authBridge } from '../api/auth-bridge';
import { authFetch, readBody } from '../api/fetcher';
import { tsr } from '../api/tsr';
import { notifications, notifyFailure } from '../notify/store';
import { sheetProblemLines } from './sheet-problems';

type Refusal = { title: string; lines: string[] };

export interface SheetImportProps<Done> {
  /** The dialog's title ("Import texts"). */
  title: string;
  /** The endpoint the workbook is posted to (multipart `file`). */
  url: string;
  /** What the workbook holds and what an import does, above the file input. */
  about: string;
  /** The sheet's columns by field, as row problems name them. */
  fieldNames: Readonly<Record<string, string>>;
  /** The refusal's title when the answer has none (the file is no workbook). */
  notSpreadsheet: string;
  /** The notice of an import done, from the endpoint's answer. */
  doneText(done: Done): string;
  /** The react-query key of what the import changes: refreshed once it is done. */
  cacheKey: readonly unknown[];
}

/**
 * A list's Import .xlsx: a dialog that posts the workbook, says what was imported, or shows the
 * refusal with every row's problems (an import that refuses one row imports nothing).
 */
export function SheetImport<Done>(props: SheetImportProps<Done>) {
  const client = tsr.useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const refusalOf = (body: unknown): Refusal => {
    const problem = (body ?? {}) as { title?: unknown; errors?: Record<string, string[]> };
    return {
      title: typeof problem.title === 'string' ? problem.title : props.notSpreadsheet,
      lines: problem.errors ? sheetProblemLines(problem.errors, props.fieldNames) : [],
    };
  };

  const upload = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await authFetch(authBridge, props.url, { method: 'POST', body: form });
      const body = await readBody(res);
      if (res.status !== 200) {
        setRefusal(refusalOf(body));
        return;
      }
      notifications.notify('success', props.doneText(body as Done));
      await client.invalidateQueries({ queryKey: [...props.cacheKey] });
      setOpen(false);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        Import .xlsx
      </Button>
      <Dialog
        open={open}
        title={props.title}
        onClose={close}
        actions={
          <Button tone="quiet" onClick={close}>
            Close
          </Button>
        }
      >
        <Muted>{props.about}</Muted>
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
    </>
  );
}
