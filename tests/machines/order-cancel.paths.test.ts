import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { orderCancelMachine, promptOf } from '#machines/order-cancel.machine';
import {
  back,
  cancelFailed,
  cancelledOk,
  close,
  confirm,
  events,
  giveReason,
  next,
  ORDER,
  retry,
  serverRefusal,
  startCancel,
  whole,
} from './order-cancel.fixtures';
import {
  expectedChosen,
  expectedEmissions,
  expectedError,
  expectedState,
} from './order-cancel.oracle';

// Simple paths over every event run to tens of thousands (each toggle and reason is a new
// context); they take the whole-order choice and the moves between states, and the shortest
// paths take every event, item choices included.
const moves = [whole, giveReason, next, back, confirm, retry, close, cancelledOk, cancelFailed];
const RUNS = [
  [
    'shortest paths over every event',
    () => getShortestPaths(orderCancelMachine, { events, input: ORDER }),
  ],
  [
    'simple paths between states',
    () => getSimplePaths(orderCancelMachine, { events: moves, input: ORDER }),
  ],
] as const;

describe.each(RUNS)('order cancel machine, %s', (_name, generate) => {
  const paths = generate();

  it('reach every state', () => {
    const values = new Set(paths.map((path) => String(path.state.value)));
    expect(values).toEqual(
      new Set(['select', 'confirm', 'submitting', 'done', 'failed', 'closed']),
    );
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
    '%s',
    async (_label, path) => {
      const { actor, calls, emitted } = startCancel();
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue; // the initial step
        const before = actor.getSnapshot();
        const said = emitted.length;
        if (event === cancelledOk) {
          calls.at(-1)?.resolve({});
          await waitFor(actor, (s) => !s.matches('submitting'));
        } else if (event === cancelFailed) {
          calls.at(-1)?.reject(serverRefusal);
          await waitFor(actor, (s) => !s.matches('submitting'));
        } else {
          actor.send(event);
        }
        const after = actor.getSnapshot();
        expect(after.value).toEqual(state.value);
        expect(after.context).toEqual(state.context);
        expect(after.value).toBe(expectedState(before, event));
        expect(after.context.error).toBe(expectedError(before, event, after));
        expect(after.context.chosen).toEqual(expectedChosen(before, event, after));
        expect(emitted.slice(said)).toEqual(expectedEmissions(before, event));

        if (after.matches('confirm')) {
          // Only a complete choice is ever confirmed, and the question says what will happen.
          expect(after.context.reason.trim()).not.toBe('');
          expect(after.context.whole || after.context.chosen.length > 0).toBe(true);
          expect(promptOf(after.context)).toContain(ORDER.reference);
        }
        if (after.matches('submitting') && !before.matches('submitting')) {
          // One call per submission, with the trimmed reason and, for items, their ids in order.
          const sent = calls.at(-1)?.input;
          expect(sent?.reason).toBe(after.context.reason.trim());
          if (after.context.whole) expect(sent).not.toHaveProperty('itemIds');
          else expect(sent?.itemIds).toEqual([...after.context.chosen].sort((a, b) => a - b));
        }
        if (after.matches('failed'))
          expect(after.context.failure).toEqual([serverRefusal.body.title]);
      }
      const submissions = path.steps.filter((s) => s.event === confirm || s.event === retry).length;
      expect(calls.length).toBeLessThanOrEqual(submissions);
      actor.stop();
    },
  );
});
