import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MSG } from '#contract/messages';
import {
  confirmOutcomes,
  credentials,
  setupData,
  startLogin,
  tokenOutcomes,
} from './login.fixtures';

const session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  permissions: ['roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
};

describe('login machine', () => {
  it('signs in with the session the token response opens', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'SUBMIT', credentials });
    calls[0]?.resolve(tokenOutcomes.signedIn);
    await waitFor(actor, (s) => s.matches('success'));
    expect(emitted).toEqual([{ type: 'signedIn', session }]);
  });

  it('asks for a code, then signs in with it', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'SUBMIT', credentials });
    calls[0]?.resolve(tokenOutcomes.askCode);
    await waitFor(actor, (s) => s.matches('codeStep'));
    actor.send({ type: 'SUBMIT_CODE', code: '654321' });
    expect(calls[1]).toMatchObject({ input: { twoFactorToken: 'tf', code: '654321' } });
    calls[1]?.resolve(tokenOutcomes.signedIn);
    await waitFor(actor, (s) => s.matches('success'));
    expect(emitted).toEqual([{ type: 'signedIn', session }]);
  });

  it('shows the server’s message for a wrong code and lets the user try a backup code', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'SUBMIT', credentials });
    calls[0]?.resolve(tokenOutcomes.askCode);
    await waitFor(actor, (s) => s.matches('codeStep'));
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    calls[1]?.resolve(tokenOutcomes.wrong);
    await waitFor(actor, (s) => s.matches('codeStep'));
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.wrongCredentials] }]);
    actor.send({ type: 'USE_BACKUP' });
    actor.send({ type: 'SUBMIT_BACKUP', backupCode: 'abcde-12345' });
    expect(calls[2]).toMatchObject({
      call: 'verifyBackupCode',
      input: { twoFactorToken: 'tf', backupCode: 'abcde-12345' },
    });
  });

  it('forces a setup, shows the backup codes, and opens the session only after them', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'SUBMIT', credentials });
    calls[0]?.resolve(tokenOutcomes.askSetup);
    await waitFor(actor, (s) => s.matches({ setupStep: 'loading' }));
    expect(calls[1]).toMatchObject({ call: 'beginSetup', input: { setupToken: 'st' } });
    calls[1]?.resolve({ ok: true, value: setupData });
    await waitFor(actor, (s) => s.matches({ setupStep: 'ready' }));
    expect(actor.getSnapshot().context.setup).toEqual(setupData);
    actor.send({ type: 'SUBMIT_CODE', code: '111222' });
    calls[2]?.resolve(confirmOutcomes.confirmed);
    await waitFor(actor, (s) => s.matches({ setupStep: 'showCodes' }));
    expect(actor.getSnapshot().context.backupCodes).toEqual(['a-1', 'b-2']);
    expect(emitted).toEqual([]);
    actor.send({ type: 'CONTINUE' });
    expect(emitted).toEqual([{ type: 'signedIn', session }]);
  });

  it('says something went wrong when the server cannot be reached', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'SUBMIT', credentials });
    calls[0]?.reject();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.somethingWentWrong] }]);
  });

  it('ignores a second submit while the first is under way', () => {
    const { actor, calls } = startLogin();
    actor.send({ type: 'SUBMIT', credentials });
    actor.send({ type: 'SUBMIT', credentials });
    expect(calls).toHaveLength(1);
    actor.stop();
  });

  it('takes a social sign-in of a two-factor account on to the code step', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'TOKENS', output: tokenOutcomes.askCode });
    expect(actor.getSnapshot().value).toBe('codeStep');
    actor.send({ type: 'SUBMIT_CODE', code: '654321' });
    expect(calls[0]).toMatchObject({ call: 'verifyCode', input: { twoFactorToken: 'tf' } });
    calls[0]?.resolve(tokenOutcomes.signedIn);
    await waitFor(actor, (s) => s.matches('success'));
    expect(emitted).toEqual([{ type: 'signedIn', session }]);
  });

  it('shows a refused social sign-in like a refused password', () => {
    const { actor, emitted } = startLogin();
    actor.send({ type: 'TOKENS', output: tokenOutcomes.wrong });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.wrongCredentials] }]);
  });
});
