import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, type StateValue, waitFor } from 'xstate';
import { type LoginEvent, loginMachine } from '#machines/login.machine';
import { type CallName, credentials, events, outcomeEvents, startLogin } from './login.fixtures';

type Snapshot = SnapshotFrom<typeof loginMachine>;

/** The state that runs each call. */
const runningIn: Record<CallName, StateValue> = {
  authenticate: 'submitting',
  verifyCode: 'verifyingCode',
  verifyBackupCode: 'verifyingBackup',
  beginSetup: { setupStep: 'loading' },
  confirmSetup: { setupStep: 'confirming' },
};

function expectedEmissions(before: Snapshot, event: LoginEvent, after: Snapshot) {
  if (event.type === 'CONTINUE' && before.matches({ setupStep: 'showCodes' })) {
    return [{ type: 'signedIn', session: after.context.session }];
  }
  if (event.type === 'TOKENS') {
    if (!before.matches('idle') && !before.matches('failure')) return [];
    if (after.matches('success')) return [{ type: 'signedIn', session: after.context.session }];
    return event.output.ok ? [] : [{ type: 'failed', messages: after.context.errors }];
  }
  const settled = outcomeEvents.get(event);
  if (!settled || !before.matches(runningIn[settled.call] as never)) return [];
  if (after.matches('success')) return [{ type: 'signedIn', session: after.context.session }];
  const failed = settled.outcome === undefined || (settled.outcome as { ok: boolean }).ok === false;
  return failed ? [{ type: 'failed', messages: after.context.errors }] : [];
}

// Simple paths over every event run to thousands; network errors and social answers are left
// to shortest paths.
const fewer = events.filter((e) => !e.type.startsWith('xstate.error.') && e.type !== 'TOKENS');

describe.each([
  ['shortest paths', () => getShortestPaths(loginMachine, { events })],
  ['simple paths', () => getSimplePaths(loginMachine, { events: fewer })],
] as const)('login machine, %s', (_name, generate) => {
  const paths = generate();

  it('reach every state', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const setup = ['loading', 'unavailable', 'ready', 'confirming', 'showCodes'];
    expect(values).toEqual(
      new Set(
        [
          'idle',
          'submitting',
          'failure',
          'codeStep',
          'verifyingCode',
          'backupStep',
          'verifyingBackup',
          'success',
          ...setup.map((s) => ({ setupStep: s })),
        ].map((v) => JSON.stringify(v)),
      ),
    );
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
    '%s',
    async (_label, path) => {
      const { actor, calls, emitted } = startLogin();
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue; // the initial step
        const before = actor.getSnapshot();
        const emittedBefore = emitted.length;
        const settled = outcomeEvents.get(event);
        if (settled) {
          const call = calls.findLast((c) => c.call === settled.call);
          if (settled.outcome === undefined) call?.reject();
          else call?.resolve(settled.outcome);
          await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(state.value));
        } else {
          actor.send(event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        expect(snapshot.context).toEqual(state.context);
        expect(emitted.slice(emittedBefore)).toEqual(expectedEmissions(before, event, snapshot));
        // Passwords and codes travel in events only.
        const context = JSON.stringify(snapshot.context);
        expect(context).not.toContain(credentials.password);
        expect(context).not.toContain('123456');

        if (snapshot.matches('submitting') && !before.matches('submitting')) {
          expect(calls.at(-1)).toMatchObject({ call: 'authenticate', input: credentials });
        }
        if (snapshot.matches('verifyingCode') && !before.matches('verifyingCode')) {
          expect(calls.at(-1)).toMatchObject({
            call: 'verifyCode',
            input: { twoFactorToken: 'tf', code: '123456' },
          });
        }
        if (snapshot.matches({ setupStep: 'confirming' }) && !before.matches('setupStep')) {
          expect(calls.at(-1)).toMatchObject({ call: 'confirmSetup', input: { setupToken: 'st' } });
        }
      }
      actor.stop();
    },
  );
});
