import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  type SessionEvent,
  type SessionStoreCommand,
  sessionMachine,
} from '#machines/session.machine';
import type { Session } from '#machines/session-data';
import {
  clearStoredSession,
  memoryStorage,
  readStoredSession,
  writeStoredSession,
} from '../../src/session/storage';

const admin: Session = {
  accessToken: 'access-admin',
  refreshToken: 'refresh-admin',
  permissions: ['company_settings_edit', 'roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
};
const editor: Session = { ...admin, accessToken: 'access-editor', refreshToken: 'refresh-editor' };
const TOUR = { tourState: '{"done":true}' };

// The logout call's outcome arrives as actor events; the graph explores those too.
const revokeDone = { type: 'xstate.done.actor.revokeSession' } as unknown as SessionEvent;
const revokeFailed = {
  type: 'xstate.error.actor.revokeSession',
  error: new Error('offline'),
} as unknown as SessionEvent;

const events: SessionEvent[] = [
  { type: 'LOGIN_SUCCEEDED', session: admin },
  { type: 'LOGIN_SUCCEEDED', session: editor },
  { type: 'LOGOUT' },
  { type: 'SESSION_EXPIRED' },
  revokeDone,
  revokeFailed,
];

/** The real storage rules behind the injected actors; logout calls wait for the test. */
function harness(initial: Record<string, string>) {
  const storage = memoryStorage(initial);
  const revokes: { refreshToken: string; settle: (ok: boolean) => void }[] = [];
  const machine = sessionMachine.provide({
    actors: {
      sessionStore: fromCallback<SessionStoreCommand>(({ receive }) => {
        receive((command) =>
          command.type === 'save'
            ? writeStoredSession(storage, command.session)
            : clearStoredSession(storage),
        );
      }),
      revokeSession: fromPromise<void, { refreshToken: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            revokes.push({ ...input, settle: (ok) => (ok ? resolve() : reject(new Error('x'))) });
          }),
      ),
    },
  });
  return { storage, revokes, machine };
}

function storedAdmin() {
  const storage = memoryStorage({ ...TOUR, theme: 'dark' });
  writeStoredSession(storage, admin);
  return storage.entries();
}

const starts = { 'nothing stored': TOUR, 'a stored session': storedAdmin() };

describe.each(Object.entries(starts))('session machine starting with %s', (_, initial) => {
  const input = { session: readStoredSession(memoryStorage(initial)) };

  describe.each([
    ['shortest paths', getShortestPaths],
    ['simple paths', getSimplePaths],
  ] as const)('%s', (_name, generate) => {
    const paths = generate(sessionMachine, { events, input });

    it('reach every state', () => {
      const values = new Set(paths.map((path) => path.state.value));
      expect(values).toEqual(new Set(['signedIn', 'signingOut', 'signedOut']));
    });

    it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
      '%s',
      async (_label, path) => {
        const { storage, revokes, machine } = harness(initial);
        const actor = createActor(machine, { input }).start();

        for (const { event, state } of path.steps) {
          if (!events.includes(event)) continue; // the initial step
          const before = actor.getSnapshot();
          if (event === revokeDone || event === revokeFailed) {
            revokes.at(-1)?.settle(event === revokeDone);
            await waitFor(actor, (s) => !s.matches('signingOut'));
          } else {
            actor.send(event);
          }
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(state.value);
          expect(snapshot.context).toEqual(state.context);

          if (snapshot.matches('signedIn')) {
            expect(readStoredSession(storage)).toEqual(snapshot.context.session);
          } else {
            // Logged out (or logging out): storage keeps the tour state and nothing else.
            expect(storage.entries()).toEqual(TOUR);
          }
          if (snapshot.matches('signingOut') && !before.matches('signingOut')) {
            expect(revokes.at(-1)?.refreshToken).toBe(before.context.session?.refreshToken);
          }
        }
        actor.stop();
      },
    );
  });
});

describe('session machine', () => {
  it('starts signed in when storage holds a session', () => {
    const { machine } = harness(storedAdmin());
    const actor = createActor(machine, { input: { session: admin } }).start();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session).toEqual(admin);
  });

  it('is signed out at once on logout, even when the server never answers', () => {
    const { machine, storage, revokes } = harness(storedAdmin());
    const actor = createActor(machine, { input: { session: admin } }).start();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(false);
    expect(revokes.map((r) => r.refreshToken)).toEqual(['refresh-admin']);
    expect(storage.entries()).toEqual(TOUR);
  });

  it('accepts a new sign-in while the old refresh token is still being revoked', () => {
    const { machine, storage } = harness(storedAdmin());
    const actor = createActor(machine, { input: { session: admin } }).start();
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGIN_SUCCEEDED', session: editor });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(readStoredSession(storage)).toEqual(editor);
  });

  it('ignores a logout when nobody is signed in', () => {
    const { machine, revokes } = harness(TOUR);
    const actor = createActor(machine, { input: { session: null } }).start();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(revokes).toEqual([]);
  });
});
