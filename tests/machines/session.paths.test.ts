import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sessionMachine } from '#machines/session.machine';
import { memoryStorage, readStoredSession } from '../../src/session/storage';
import { events, harness, revokeDone, revokeFailed, starts, TOUR } from './session.fixtures';

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
