import { createActor, fromPromise } from 'xstate';
import type { BulkInsertUser, BulkUploadResult } from '#contract/bulk-users';
import { MSG } from '#contract/messages';
import {
  type BulkImportEmitted,
  type BulkImportEvent,
  bulkImportMachine,
  type PendingUser,
} from '#machines/bulk-import.machine';

export const file = new Blob(['xlsx']);
const missing = { email: 'bo@x.test', firstName: 'Bo', lastName: 'Ng', title: 0, roleTitle: '' };
export const withMissing: BulkUploadResult = {
  successfulInserts: 2,
  missingRoles: 1,
  usersWithMissingRoles: [missing],
  rejectedRows: [{ row: 4, email: 'bad', reason: 'Invalid email address' }],
};
export const saved: PendingUser[] = [{ ...missing, roleId: null }];
export const serverRefusal = { status: 400, body: { title: MSG.invalidForm } };

const actorEvent = (event: Record<string, unknown>) => event as unknown as BulkImportEvent;
export const uploaded = actorEvent({ type: 'xstate.done.actor.upload', output: withMissing });
export const uploadedAll = actorEvent({
  type: 'xstate.done.actor.upload',
  output: { ...withMissing, missingRoles: 0, usersWithMissingRoles: [] },
});
export const uploadFailed = actorEvent({ type: 'xstate.error.actor.upload', error: serverRefusal });
export const inserted = actorEvent({ type: 'xstate.done.actor.bulkInsert', output: 1 });
export const insertedNone = actorEvent({ type: 'xstate.done.actor.bulkInsert', output: 0 });
export const insertFailed = actorEvent({
  type: 'xstate.error.actor.bulkInsert',
  error: serverRefusal,
});

export const events: BulkImportEvent[] = [
  { type: 'UPLOAD', file },
  { type: 'PROGRESS', fraction: 0.5 },
  { type: 'CONTINUE' },
  { type: 'SET_ALL_ROLES', roleId: 2 },
  { type: 'SUBMIT' },
  { type: 'RESTART' },
  uploaded,
  uploadedAll,
  uploadFailed,
  inserted,
  insertedNone,
  insertFailed,
];

type Deferred<I, O> = { input: I; resolve(v: O): void; reject(e: unknown): void };

/** The machine with its calls held open, so a test settles each as the path says. */
export function startImport(savedUsers?: PendingUser[]) {
  const uploads: Deferred<{ file: Blob }, BulkUploadResult>[] = [];
  const inserts: Deferred<{ users: BulkInsertUser[] }, number>[] = [];
  const stored: PendingUser[][] = [];
  let forgotten = 0;
  const held =
    <I, O>(list: Deferred<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = bulkImportMachine.provide({
    actors: { upload: fromPromise(held(uploads)), bulkInsert: fromPromise(held(inserts)) },
    actions: {
      persist: (_, users) => stored.push(users),
      forget: () => {
        forgotten++;
      },
    },
  });
  const actor = createActor(machine, { input: savedUsers ? { saved: savedUsers } : {} });
  const emitted: BulkImportEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, uploads, inserts, stored, emitted, forgotten: () => forgotten };
}
