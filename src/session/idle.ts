import { fromCallback } from 'xstate';
import { IDLE_TIMEOUT_MS } from '#contract/constants';
import type { SessionEvent } from '#machines/session.machine';
import { type KeyValueStorage, STORAGE_KEYS } from './storage';

/** Shared by every tab: the last time a user did anything in any of them. */
export const ACTIVITY_KEY = STORAGE_KEYS.lastActivity;
/** Test-only: a shorter idle limit in ms. It can only shorten the spec's limit, never extend it. */
export const IDLE_LIMIT_KEY = STORAGE_KEYS.idleLimit;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];
/** Activity is written at most this often: storage writes wake every other tab. */
const WRITE_EVERY_MS = 1000;

export function idleLimit(storage: KeyValueStorage): number {
  const wanted = Number(storage.getItem(IDLE_LIMIT_KEY));
  return Number.isFinite(wanted) && wanted > 0
    ? Math.min(wanted, IDLE_TIMEOUT_MS)
    : IDLE_TIMEOUT_MS;
}

/** Milliseconds left before the session is idle, from the activity every tab shares. */
export function idleLeft(storage: KeyValueStorage, now: number, fallback: number): number {
  const stored = Number(storage.getItem(ACTIVITY_KEY));
  const last = Number.isFinite(stored) && stored > 0 ? stored : fallback;
  return last + idleLimit(storage) - now;
}

/** Whether the session has passed the idle limit: no tab recorded activity for that long. */
export const idledOut = (storage: KeyValueStorage, now: number) => idleLeft(storage, now, now) <= 0;

export interface IdleEnvironment {
  storage: KeyValueStorage;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now(): number;
  setTimer(run: () => void, ms: number): () => void;
}

/**
 * The session machine's `idleWatch`: records this tab's user activity in shared storage and
 * sends IDLE_TIMEOUT once no tab has recorded any for the idle limit. Any tab's activity
 * pushes the deadline back for all of them, since they all read the same key.
 */
export function idleWatch(env: IdleEnvironment) {
  return fromCallback<SessionEvent>(({ sendBack }) => {
    let lastWrite = 0;
    const record = () => {
      const now = env.now();
      if (now - lastWrite < WRITE_EVERY_MS) return;
      lastWrite = now;
      env.storage.setItem(ACTIVITY_KEY, String(now));
    };
    // Signing in or reloading is activity too.
    record();
    const started = env.now();
    let cancel = () => {};
    const check = () => {
      const left = idleLeft(env.storage, env.now(), started);
      if (left <= 0) sendBack({ type: 'IDLE_TIMEOUT' });
      else cancel = env.setTimer(check, left);
    };
    check();
    for (const type of ACTIVITY_EVENTS) {
      env.target.addEventListener(type, record, { passive: true, capture: true });
    }
    return () => {
      cancel();
      for (const type of ACTIVITY_EVENTS) {
        env.target.removeEventListener(type, record, { capture: true });
      }
    };
  });
}
