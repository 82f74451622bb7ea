import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { MAX_REFRESH_ATTEMPTS } from '#contract/constants';
import { MSG } from '#contract/messages';
import { SESSION_MSG } from '#contract/session-messages';
import { type SessionEvent, sessionMachine } from '#machines/session.machine';
import {
  clearStoredSession,
  memoryStorage,
  readStoredSession,
  writeStoredSession,
} from '../../src/session/storage';
import {
  events,
  harness,
  inSecond,
  type SessionEmitted,
  settledBy,
  starts,
  switchFailed,
  TOUR,
} from './session.fixtures';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** What the machine must announce for one step, by the rules of spec sections 4 and 8. */
function expectedEmissions(before: Snapshot, event: SessionEvent, after: Snapshot) {
  const wasIn = (state: string) => before.matches({ signedIn: state } as never);
  if (event.type === 'IDLE_TIMEOUT' && before.matches('signedIn')) {
    return [{ type: 'ended', message: SESSION_MSG.idleSignedOut }];
  }
  if (
    settledBy.get(event)?.actor === 'refresh' &&
    wasIn('refreshing') &&
    !after.matches('signedIn')
  ) {
    return [{ type: 'ended', message: SESSION_MSG.sessionEnded }];
  }
  if (event.type === 'REFRESH_NEEDED' && wasIn('active') && after.matches('signingOut')) {
    return [{ type: 'ended', message: MSG.maxRefreshAttempts }];
  }
  if (settledBy.get(event)?.actor === 'switch' && wasIn('switching')) {
    return event === switchFailed
      ? [{ type: 'switchFailed', messages: ['You do not belong to that company.'] }]
      : [{ type: 'switched', session: inSecond }];
  }
  return [];
}

describe.each(Object.entries(starts))('session machine starting with %s', (_, initial) => {
  const input = { session: readStoredSession(memoryStorage(initial)) };

  // Simple paths over every event would be tens of thousands; other tabs' storage changes and
  // call successes are covered by the shortest paths.
  const fewer = events.filter((e) => e.type !== 'STORAGE_CHANGED' && e.type !== 'CALL_SUCCEEDED');
  describe.each([
    ['shortest paths', () => getShortestPaths(sessionMachine, { events, input })],
    ['simple paths', () => getSimplePaths(sessionMachine, { events: fewer, input })],
  ] as const)('%s', (_name, generate) => {
    const paths = generate();

    it('reach every state, and the refresh limit', () => {
      const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      expect(values).toEqual(
        new Set(
          [
            'signedOut',
            'signingOut',
            ...['active', 'refreshing', 'switching'].map((s) => ({ signedIn: s })),
          ].map((v) => JSON.stringify(v)),
        ),
      );
      const attempts = paths.map((path) => path.state.context.refreshAttempts);
      expect(Math.max(...attempts)).toBe(MAX_REFRESH_ATTEMPTS);
    });

    it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
      '%s',
      async (_label, path) => {
        const { storage, pending, machine, settle, idleWatchers } = harness(initial);
        const actor = createActor(machine, { input }).start();
        const emitted: SessionEmitted[] = [];
        actor.on('*', (e) => emitted.push(e));

        for (const { event, state } of path.steps) {
          if (!events.includes(event)) continue; // the initial step
          const before = actor.getSnapshot();
          const emittedBefore = emitted.length;
          const settles = settledBy.get(event);
          if (settles) {
            settle(settles.actor, settles.ok);
            await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(state.value));
          } else {
            if (event.type === 'STORAGE_CHANGED') {
              // Another tab wrote storage first; this tab hears about it afterwards.
              if (event.session) writeStoredSession(storage, event.session);
              else clearStoredSession(storage);
            }
            actor.send(event);
          }
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(state.value);
          expect(snapshot.context).toEqual(state.context);
          expect(emitted.slice(emittedBefore)).toEqual(expectedEmissions(before, event, snapshot));

          if (snapshot.matches('signedIn')) {
            expect(readStoredSession(storage)).toEqual(snapshot.context.session);
            expect(idleWatchers()).toBe(1);
          } else {
            // Logged out (or logging out): storage keeps the tour state and nothing else.
            expect(storage.entries()).toEqual(TOUR);
            expect(idleWatchers()).toBe(0);
          }
          const last = pending.at(-1);
          if (snapshot.matches('signingOut') && !before.matches('signingOut')) {
            expect(last).toMatchObject({
              actor: 'revoke',
              input: { refreshToken: before.context.session?.refreshToken },
            });
          }
          if (
            snapshot.matches({ signedIn: 'refreshing' }) &&
            !before.matches({ signedIn: 'refreshing' })
          ) {
            expect(last).toMatchObject({ actor: 'refresh', input: before.context.session });
          }
        }
        actor.stop();
      },
    );
  });
});
