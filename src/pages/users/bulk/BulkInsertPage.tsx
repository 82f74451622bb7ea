import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { XLSX_TYPE } from '#contract/bulk-users';
import { bulkImportMachine } from '#machines/bulk-import.machine';
import { Button, FileUpload, Page, Stack } from '#ui';
import { inspect } from '../../../dev/inspect';
import { notifications, notifyFailure, notifyTexts } from '../../../notify/store';
import { userPaths } from '../paths';
import { BulkFillIn } from './BulkFillIn';
import { BulkResult } from './BulkResult';
import {
  bulkInsert,
  downloadTemplate,
  pendingStore,
  roleOptions,
  uploadSpreadsheet,
} from './bulk-api';

/** Route company-users-bulk-insert: template, upload with progress, result, fill-in, submit. */
export default function BulkInsertPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const [saved] = useState(() => pendingStore.load(companyId));
  const roles = useQuery({
    queryKey: ['users', companyId, 'roleoptions'],
    queryFn: () => roleOptions(companyId),
  });
  const actor = useActorRef(
    bulkImportMachine.provide({
      actors: {
        // The actor is read when an upload runs, long after it exists.
        upload: fromPromise(({ input }) =>
          uploadSpreadsheet(companyId, input.file, (fraction) =>
            actor.send({ type: 'PROGRESS', fraction }),
          ),
        ),
        bulkInsert: fromPromise(({ input }) => bulkInsert(companyId, input.users)),
      },
      actions: {
        persist: (_, users) => pendingStore.save(companyId, users),
        forget: () => pendingStore.clear(companyId),
      },
    }),
    { input: saved ? { saved } : {}, inspect },
  );
  const snap = useSelector(actor, (s) => s);
  useEffect(() => {
    const subs = [
      actor.on('succeeded', ({ message }) => notifications.notify('success', message)),
      actor.on('failed', ({ messages }) => notifyTexts(messages)),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [actor]);
  const { context } = snap;
  const paths = userPaths(companyId);

  return (
    <Page
      title="Bulk Insert Users"
      actions={
        <Button
          tone="secondary"
          onClick={() => downloadTemplate(companyId).catch((e: unknown) => notifyFailure(e))}
        >
          Download template
        </Button>
      }
    >
      <Stack>
        {snap.matches('idle') || snap.matches('failed') || snap.matches('done') ? (
          <FileUpload
            label="Upload spreadsheet"
            accept={`.xlsx,${XLSX_TYPE}`}
            onFile={(file) => {
              if (!snap.matches('idle')) actor.send({ type: 'RESTART' });
              actor.send({ type: 'UPLOAD', file });
            }}
          />
        ) : null}
        {snap.matches('uploading') ? (
          <progress aria-label="Upload progress" max={1} value={context.progress} />
        ) : null}
        {snap.matches('result') && context.result ? (
          <BulkResult result={context.result} onContinue={() => actor.send({ type: 'CONTINUE' })} />
        ) : null}
        {snap.matches('fillIn') || snap.matches('submitting') ? (
          <BulkFillIn
            users={context.pending}
            roles={roles.data ?? []}
            errors={context.errors}
            busy={snap.matches('submitting')}
            onSetRole={(index, roleId) => actor.send({ type: 'SET_ROLE', index, roleId })}
            onSetAll={(roleId) => actor.send({ type: 'SET_ALL_ROLES', roleId })}
            onSubmit={() => actor.send({ type: 'SUBMIT' })}
          />
        ) : null}
        {snap.matches('done') && context.message ? <p role="status">{context.message}</p> : null}
        <Link href={paths.list}>Back to users</Link>
      </Stack>
    </Page>
  );
}
