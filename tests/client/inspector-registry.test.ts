import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginBody } from '#contract/auth';
import { type AuthenticateOutcome, loginMachine } from '#machines/login.machine';
import { createActorRegistry } from '../../src/dev/registry';

describe('in-app inspector registry', () => {
  it('lists live actors with state, context and last events, hiding secrets', async () => {
    const registry = createActorRegistry(2);
    const machine = loginMachine.provide({
      // A call that never answers keeps the actor submitting.
      actors: {
        authenticate: fromPromise<AuthenticateOutcome, LoginBody>(() => new Promise(() => {})),
      },
    });
    const actor = createActor(machine, { inspect: (event) => registry.record(event) }).start();
    actor.send({ type: 'SUBMIT', credentials: { username: 'a@b.test', password: 'hunter22' } });

    const login = registry.list().find((entry) => entry.name === 'login');
    expect(login?.value).toBe('submitting');
    expect(login?.context).toMatchObject({ errors: [], twoFactorToken: null, session: null });
    expect(JSON.stringify(login?.events)).toContain('SUBMIT');
    expect(JSON.stringify(registry.list())).not.toContain('hunter22');
    expect(registry.list().map((entry) => entry.name)).toContain('authenticate');

    actor.stop();
    expect(registry.list()).toEqual([]);
  });
});

describe('in-app inspector registry, with React', () => {
  it('does not list actors that are created but never started', () => {
    const registry = createActorRegistry();
    createActor(loginMachine, { inspect: (event) => registry.record(event) });
    expect(registry.list()).toEqual([]);
  });

  it('tells subscribers after the current task, never in the middle of a render', async () => {
    const registry = createActorRegistry();
    let calls = 0;
    registry.subscribe(() => calls++);
    const actor = createActor(loginMachine, { inspect: (event) => registry.record(event) }).start();
    expect(calls).toBe(0);
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(registry.list().map((entry) => entry.name)).toEqual(['login']);
    actor.stop();
  });
});
