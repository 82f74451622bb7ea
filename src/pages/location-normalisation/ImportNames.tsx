import { useState } from 'react';
import { LOCATION_TEXT, type LocationImport } from '#contract/location-normalisation';
import { Alert, Button, Dialog, FileUpload, Muted } from '#ui';
import { authBridge } from '../../api/auth-bridge';
import { authFetch, readBody } from '../../api/fetcher';
import { tsr } from '../../api/tsr';
import { notifications, notifyFailure } from '../../notify/store';
import { LOCATIONS_KEY } from './paths';
import { problemLines } from './problem-lines';

type Refusal = { title: string; lines: string[] };

const refusalOf = (body: unknown): Refusal => {
  const problem = (body ?? {}) as { title?: unknown; errors?: Record<string, string[]> };
  return {
    title: typeof problem.title === 'string' ? problem.title : LOCATION_TEXT.notSpreadsheet,
    lines: problem.errors ? problemLines(problem.errors) : [],
  };
};

/** The list's Import: a workbook of names, refused whole (with every row's problems) if any is bad. */
export function ImportNames() {
  const client = tsr.useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await authFetch(authBridge, '/api/admin/locationNormalisation/import', {
        method: 'POST',
        body: form,
      });
      const body = await readBody(res);
      if (res.status !== 200) {
        setRefusal(refusalOf(body));
        return;
      }
      const done = body as LocationImport;
      notifications.notify('success', LOCATION_TEXT.imported(done.added, done.mapped));
      await client.invalidateQueries({ queryKey: [...LOCATIONS_KEY] });
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
        title="Import location names"
        onClose={close}
        actions={
          <Button tone="quiet" onClick={close}>
            Close
          </Button>
        }
      >
        <Muted>
          Columns: Country code, Supplier location name and, optionally, Normalised name. New names
          are added; a name with a normalised name is mapped to it. If any row is invalid, nothing
          is imported.
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
    </>
  );
}
