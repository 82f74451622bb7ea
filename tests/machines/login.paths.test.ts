import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { loginMachine } from '#machines/login.machine';
import { credentials, events, outcomeEvents, startLogin, submit } from './login.fixtures';

describe.each([
  ['shortest paths', getShortestPaths],
  ['simple paths', getSimplePaths],
] as const)('login machine, %s', (_name, generate) => {
  const paths = generate(loginMachine, { events });

  it('reach every state', () => {
    const values = new Set(paths.map((path) => path.state.value));
    expect(values).toEqual(new Set(['idle', 'submitting', 'failure', 'needsTwoFactor', 'success']));
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
    '%s',
    async (_label, path) => {
      const { actor, calls, emitted } = startLogin();
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue; // the initial step
        const emittedBefore = emitted.length;
        if (event === submit) {
          actor.send(event);
          expect(calls.at(-1)?.input).toEqual(credentials);
        } else {
          const outcome = outcomeEvents.get(event);
          if (outcome) calls.at(-1)?.resolve(outcome);
          else calls.at(-1)?.reject();
          await waitFor(actor, (s) => !s.matches('submitting'));
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        expect(snapshot.context).toEqual(state.context);

        const announced = emitted.slice(emittedBefore);
        if (snapshot.matches('failure')) {
          expect(announced).toEqual([{ type: 'failed', messages: snapshot.context.errors }]);
        } else if (snapshot.matches('success')) {
          expect(announced).toEqual([{ type: 'signedIn', session: snapshot.context.session }]);
        } else {
          expect(announced).toEqual([]);
        }
      }
      actor.stop();
    },
  );
});
