import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MSG } from '#contract/messages';
import { BULK_FILL_TEXT, bulkImportMachine } from '#machines/bulk-import.machine';
import {
  events,
  inserted,
  insertedNone,
  insertFailed,
  saved,
  startImport,
  uploaded,
  uploadedAll,
  uploadFailed,
  type withMissing,
} from './bulk-import.fixtures';

type Step = { type: string };

describe.each([
  ['shortest paths', getShortestPaths],
  ['simple paths', getSimplePaths],
] as const)('bulk import machine, %s', (_name, generate) => {
  const paths = generate(bulkImportMachine, { events, input: {} });

  it('reach every state of the import', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['idle', 'uploading', 'result', 'fillIn', 'submitting', 'done', 'failed']),
    );
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p]))(
    '%s',
    async (_label, path) => {
      const { actor, uploads, inserts, stored, emitted, forgotten } = startImport();
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue;
        const before = emitted.length;
        const step = event as Step;
        if (event === uploaded || event === uploadedAll) {
          uploads.at(-1)?.resolve((event as unknown as { output: typeof withMissing }).output);
          await waitFor(actor, (s) => !s.matches('uploading'));
        } else if (event === uploadFailed) {
          uploads.at(-1)?.reject({ status: 400, body: { title: MSG.invalidForm } });
          await waitFor(actor, (s) => !s.matches('uploading'));
        } else if (event === inserted || event === insertedNone) {
          inserts.at(-1)?.resolve(event === inserted ? 1 : 0);
          await waitFor(actor, (s) => !s.matches('submitting'));
        } else if (event === insertFailed) {
          inserts.at(-1)?.reject({ status: 400, body: { title: MSG.invalidForm } });
          await waitFor(actor, (s) => !s.matches('submitting'));
        } else {
          actor.send(event);
        }
        const snap = actor.getSnapshot();
        expect(snap.value).toEqual(state.value);
        expect(snap.context).toEqual(state.context);
        const announced = emitted.slice(before);
        if (snap.matches('fillIn') && step.type === 'SUBMIT') {
          expect(snap.context.errors).toEqual([BULK_FILL_TEXT.chooseEveryRole]);
        }
        if (snap.matches('submitting')) {
          expect(inserts.at(-1)?.input.users).toEqual([{ ...saved[0], roleId: 2 }]);
        }
        if (event === uploaded) expect(stored.at(-1)).toEqual(saved);
        if (step.type === 'SET_ALL_ROLES')
          expect(stored.at(-1)).toEqual([{ ...saved[0], roleId: 2 }]);
        if (event === inserted || event === insertedNone) {
          const message = event === inserted ? MSG.usersAdded(1) : MSG.noUsersAdded;
          expect(announced).toEqual([{ type: 'succeeded', message }]);
          expect(forgotten()).toBe(1);
        } else if (event === uploadFailed || event === insertFailed) {
          expect(announced).toEqual([{ type: 'failed', messages: [MSG.invalidForm] }]);
        } else {
          expect(announced).toEqual([]);
        }
      }
      actor.stop();
    },
  );
});

describe('bulk import machine, after a reload', () => {
  it('opens on the fill-in screen with the saved users and submits them', async () => {
    const { actor, inserts, emitted, forgotten } = startImport(saved);
    expect(actor.getSnapshot().value).toBe('fillIn');
    actor.send({ type: 'SET_ROLE', index: 0, roleId: 1 });
    actor.send({ type: 'SUBMIT' });
    expect(inserts[0]?.input.users).toEqual([{ ...saved[0], roleId: 1 }]);
    inserts[0]?.resolve(1);
    await waitFor(actor, (s) => s.matches('done'));
    expect(emitted).toEqual([{ type: 'succeeded', message: MSG.usersAdded(1) }]);
    expect(forgotten()).toBe(1);
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });
});
