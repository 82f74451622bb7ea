import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MSG } from '#contract/messages';
import { credentials, outcomes, startLogin, submit } from './login.fixtures';

describe('login machine', () => {
  async function attempt(settle: (call: ReturnType<typeof startLogin>['calls'][number]) => void) {
    const login = startLogin();
    login.actor.send(submit);
    const call = login.calls[0];
    if (call) settle(call);
    await waitFor(login.actor, (s) => !s.matches('submitting'));
    return login;
  }

  it('signs in with the session the token response opens', async () => {
    const { actor } = await attempt((call) => call.resolve(outcomes.signedIn));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      permissions: ['roles_read'],
      selectedCompanyId: 1,
      selectedCompanyName: 'Demo Travel',
    });
  });

  it('shows the server’s message for wrong credentials', async () => {
    const { emitted } = await attempt((call) => call.resolve(outcomes.wrongPassword));
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.wrongCredentials] }]);
  });

  it('shows each field message separately', async () => {
    const { emitted } = await attempt((call) => call.resolve(outcomes.fieldErrors));
    expect(emitted).toEqual([{ type: 'failed', messages: ['Email is required', 'Too short'] }]);
  });

  it('says something went wrong when the server cannot be reached', async () => {
    const { emitted } = await attempt((call) => call.reject());
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.somethingWentWrong] }]);
  });

  it('keeps the password out of its context', async () => {
    const { actor } = await attempt((call) => call.reject());
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(credentials.password);
  });

  it('ignores a second submit while the first is under way', () => {
    const { actor, calls } = startLogin();
    actor.send(submit);
    actor.send(submit);
    expect(calls).toHaveLength(1);
    actor.stop();
  });
});
