import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { IDLE_TIMEOUT_MS } from '#contract/constants';
import { IDLE_LIMIT_KEY, idledOut, idleLimit, idleWatch } from '../../src/session/idle';
import { memoryStorage } from '../../src/session/storage';

/** A clock and timers the test moves by hand, and tabs that share one storage. */
function world(limit?: number) {
  const storage = memoryStorage(limit ? { [IDLE_LIMIT_KEY]: String(limit) } : {});
  let now = 1_000_000;
  let timers: { at: number; run: () => void }[] = [];
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  function tab() {
    const target = new EventTarget();
    const logic = idleWatch({
      storage,
      target,
      now: () => now,
      setTimer: (run, ms) => {
        const timer = { at: now + ms, run };
        timers.push(timer);
        return () => {
          timers = timers.filter((t) => t !== timer);
        };
      },
    });
    const received: EventObject[] = [];
    const parent = createActor(
      createMachine({
        invoke: { src: logic },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    ).start();
    return {
      act: () => target.dispatchEvent(new Event('keydown')),
      received,
      stop: () => parent.stop(),
    };
  }
  return { storage, advance, tab };
}

describe('idle timeout shared across tabs', () => {
  it('ends the session after the limit without activity', () => {
    const { advance, tab } = world();
    const a = tab();
    advance(IDLE_TIMEOUT_MS - 1);
    expect(a.received).toEqual([]);
    advance(1);
    expect(a.received).toEqual([{ type: 'IDLE_TIMEOUT' }]);
  });

  it('keeps every tab alive while any one of them is used', () => {
    const { advance, tab } = world(60_000);
    const a = tab();
    const b = tab();
    for (let minute = 0; minute < 5; minute++) {
      advance(50_000);
      b.act();
    }
    expect(a.received).toEqual([]);
    expect(b.received).toEqual([]);
    advance(60_000);
    expect(a.received).toEqual([{ type: 'IDLE_TIMEOUT' }]);
    expect(b.received).toEqual([{ type: 'IDLE_TIMEOUT' }]);
  });

  it('tells another tab whether a sign-out came from the idle limit', () => {
    const { advance, storage, tab } = world(60_000);
    const a = tab();
    advance(30_000);
    expect(idledOut(storage, 1_030_000)).toBe(false);
    advance(30_000);
    expect(a.received).toEqual([{ type: 'IDLE_TIMEOUT' }]);
    expect(idledOut(storage, 1_060_000)).toBe(true);
    expect(idledOut(memoryStorage(), 1_060_000)).toBe(false);
  });

  it('lets the test-only setting shorten the limit but never extend it', () => {
    expect(idleLimit(memoryStorage({ [IDLE_LIMIT_KEY]: '3000' }))).toBe(3000);
    expect(idleLimit(memoryStorage({ [IDLE_LIMIT_KEY]: String(IDLE_TIMEOUT_MS * 10) }))).toBe(
      IDLE_TIMEOUT_MS,
    );
    expect(idleLimit(memoryStorage({ [IDLE_LIMIT_KEY]: 'soon' }))).toBe(IDLE_TIMEOUT_MS);
    expect(idleLimit(memoryStorage({ [IDLE_LIMIT_KEY]: '-5' }))).toBe(IDLE_TIMEOUT_MS);
  });
});
