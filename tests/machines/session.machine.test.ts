import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readStoredSession } from '../../src/session/storage';
import { admin, editor, harness, storedAdmin, TOUR } from './session.fixtures';

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
