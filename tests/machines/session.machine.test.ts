import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MAX_REFRESH_ATTEMPTS } from '#contract/constants';
import { MSG } from '#contract/messages';
import { SESSION_MSG } from '#contract/session-messages';
import type { SessionEmitted } from '#machines/session.machine';
import { NoAnswer } from '#machines/session-data';
import { createRefresher } from '../../src/session/refresher';
import { readStoredApplication, readStoredSession } from '../../src/session/storage';
import { admin, editor, harness, refreshed, storedAdmin, sunny, TOUR } from './session.fixtures';

/** The n-th refresh's session: every rotation gives new tokens. */
const rotated = (n: number) => ({
  ...refreshed,
  accessToken: `access-${n}`,
  refreshToken: `r-${n}`,
});

function start(initial = storedAdmin(), session = admin, nextRefresh = (_: number) => refreshed) {
  const h = harness(initial, nextRefresh);
  const actor = createActor(h.machine, { input: { session } }).start();
  const emitted: SessionEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  const refresher = createRefresher(actor);
  /** A call's 401 handling, once its refresh (if it needs one) is under way. */
  const begin = async (token: string) => {
    const retry = refresher(token);
    await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }) || !s.matches('signedIn'));
    return { retry };
  };
  return { ...h, actor, emitted, refresher, begin };
}

describe('session machine', () => {
  it('is signed out at once on logout, even when the server never answers', () => {
    const { actor, storage, pending } = start();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(false);
    expect(pending).toMatchObject([{ actor: 'revoke', input: { refreshToken: 'refresh-admin' } }]);
    expect(storage.entries()).toEqual(TOUR);
  });

  it('accepts a new sign-in while the old refresh token is still being revoked', () => {
    const { actor, storage } = start();
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGIN_SUCCEEDED', session: editor });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(readStoredSession(storage)).toEqual(editor);
  });

  it('runs one refresh for many calls that failed at once, and all retry with its token', async () => {
    const { actor, refresher, pending, settle, storage } = start();
    const retries = Promise.all([1, 2, 3].map(() => refresher(admin.accessToken)));
    await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }));
    expect(pending.filter((p) => p.actor === 'refresh')).toHaveLength(1);
    settle('refresh', true);
    expect(await retries).toEqual([
      refreshed.accessToken,
      refreshed.accessToken,
      refreshed.accessToken,
    ]);
    expect(readStoredSession(storage)).toEqual(refreshed);
    // A late 401 of a call made with the old token retries at once, without another refresh.
    expect(await refresher(admin.accessToken)).toBe(refreshed.accessToken);
    expect(pending).toHaveLength(0);
  });

  it('logs out when the refresh fails, and the waiting calls give up', async () => {
    const { actor, begin, settle, storage, emitted } = start();
    const { retry } = await begin(admin.accessToken);
    settle('refresh', false);
    expect(await retry).toBeNull();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.entries()).toEqual(TOUR);
    expect(emitted.map((e) => e.type)).toEqual(['ended']);
  });

  it('keeps the session and its stored tokens when the refresh gets no answer', async () => {
    // A reload cancels the refresh under way, and the page still runs what its failure does.
    const { actor, begin, refresher, settle, storage, emitted, pending } = start();
    const { retry } = await begin(admin.accessToken);
    const waiting = refresher(admin.accessToken);
    settle('refresh', false, new NoAnswer(new TypeError('Failed to fetch')));
    // The calls that waited fail as unanswered, without asking for another refresh.
    await expect(retry).rejects.toBeInstanceOf(NoAnswer);
    await expect(waiting).rejects.toBeInstanceOf(NoAnswer);
    expect(pending).toEqual([]);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(readStoredSession(storage)).toEqual(admin);
    expect(emitted).toEqual([]);
    // A later call's 401 tries again with the same tokens.
    const again = await begin(admin.accessToken);
    expect(pending).toMatchObject([{ actor: 'refresh', input: admin }]);
    settle('refresh', true);
    expect(await again.retry).toBe(refreshed.accessToken);
  });

  it(`gives up after ${MAX_REFRESH_ATTEMPTS} refreshes without a successful call`, async () => {
    const { actor, begin, refresher, settle, emitted } = start(storedAdmin(), admin, rotated);
    let token: string | null = admin.accessToken;
    for (let attempt = 1; attempt <= MAX_REFRESH_ATTEMPTS; attempt++) {
      const { retry } = await begin(token ?? '');
      settle('refresh', true);
      token = await retry;
      expect(token).toBe(`access-${attempt}`);
    }
    expect(await refresher(token ?? '')).toBeNull();
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(emitted).toEqual([{ type: 'ended', message: MSG.maxRefreshAttempts }]);
  });

  it('starts counting again after a call succeeds', async () => {
    const { actor, begin, settle } = start(storedAdmin(), admin, rotated);
    for (let attempt = 1; attempt <= MAX_REFRESH_ATTEMPTS + 2; attempt++) {
      const { retry } = await begin(actor.getSnapshot().context.session?.accessToken ?? '');
      settle('refresh', true);
      expect(await retry).toBe(`access-${attempt}`);
      actor.send({ type: 'CALL_SUCCEEDED' });
    }
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('follows another tab: its sign-out signs this tab out without a second revoke', () => {
    const { actor, pending } = start();
    actor.send({ type: 'STORAGE_CHANGED', session: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(pending).toEqual([]);
    actor.send({ type: 'STORAGE_CHANGED', session: editor });
    expect(actor.getSnapshot().context.session).toEqual(editor);
  });

  it('follows another tab that timed out, telling this tab why it was signed out', () => {
    const { actor } = start();
    const said: string[] = [];
    actor.on('ended', (event) => said.push(event.message));
    actor.send({ type: 'STORAGE_CHANGED', session: null, idle: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(said).toEqual([SESSION_MSG.idleSignedOut]);
  });

  it('keeps the opened application through a refresh and forgets it on a company switch', async () => {
    const { actor, begin, settle, storage } = start();
    actor.send({ type: 'APPLICATION_OPENED', application: sunny });
    expect(readStoredApplication(storage)).toEqual(sunny);
    const { retry } = await begin(admin.accessToken);
    settle('refresh', true);
    await retry;
    expect(actor.getSnapshot().context.activeApplication).toEqual(sunny);
    actor.send({ type: 'SWITCH_COMPANY', companyId: 2 });
    settle('switch', true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(actor.getSnapshot().context.activeApplication).toBeNull();
    expect(readStoredApplication(storage)).toBeNull();
  });

  it('forgets the opened application on logout, keeping only the tour state', () => {
    const { actor, storage } = start();
    actor.send({ type: 'APPLICATION_OPENED', application: sunny });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context.activeApplication).toBeNull();
    expect(storage.entries()).toEqual(TOUR);
    actor.send({ type: 'LOGIN_SUCCEEDED', session: admin });
    expect(actor.getSnapshot().context.activeApplication).toBeNull();
  });

  it('ignores a logout when nobody is signed in', () => {
    const { actor, pending } = start(TOUR, null as never);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(pending).toEqual([]);
  });
});
