import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MAX_REFRESH_ATTEMPTS } from '#contract/constants';
import { type SessionInput, sessionMachine } from '#machines/session.machine';
import {
  clearStoredSession,
  memoryStorage,
  readStoredApplication,
  readStoredSession,
  writeStoredSession,
} from '../../src/session/storage';
import {
  events,
  harness,
  refreshUnanswered,
  type SessionEmitted,
  settledBy,
  storedAdmin,
  storedAdminInSunny,
  TOUR,
} from './session.fixtures';
import { expectedApplication, expectedEmissions } from './session.oracle';

function inputOf(initial: Record<string, string>): SessionInput {
  const stored = memoryStorage(initial);
  return { session: readStoredSession(stored), activeApplication: readStoredApplication(stored) };
}

// Simple paths over every event would be tens of thousands; other tabs' storage changes, call
// successes, opening an application and unanswered refreshes (which add a loop as long as the
// refresh limit) are covered by the shortest paths. A session restored with an open application
// alone has some 25,000 simple paths, so it has shortest paths only.
const LEFT_TO_SHORTEST = ['STORAGE_CHANGED', 'CALL_SUCCEEDED', 'APPLICATION_OPENED'];
const fewer = events.filter((e) => !LEFT_TO_SHORTEST.includes(e.type) && e !== refreshUnanswered);
const shortest = (input: SessionInput) => getShortestPaths(sessionMachine, { events, input });
const simple = (input: SessionInput) => getSimplePaths(sessionMachine, { events: fewer, input });
const RUNS = [
  ['nothing stored, shortest paths', TOUR, shortest],
  ['nothing stored, simple paths', TOUR, simple],
  ['a stored session, shortest paths', storedAdmin(), shortest],
  ['a stored session, simple paths', storedAdmin(), simple],
  ['a stored session with an open application, shortest paths', storedAdminInSunny(), shortest],
] as const;

describe.each(RUNS)('session machine starting with %s', (_label, initial, generate) => {
  const input = inputOf(initial);
  const paths = generate(input);

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
          settle(settles.actor, settles.ok, settles.error);
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
        expect(snapshot.context.activeApplication).toEqual(
          expectedApplication(before, event, snapshot),
        );

        if (snapshot.matches('signedIn')) {
          expect(readStoredSession(storage)).toEqual(snapshot.context.session);
          expect(readStoredApplication(storage)).toEqual(snapshot.context.activeApplication);
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
