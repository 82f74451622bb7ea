import { expect, it } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import { type SetupConfirmed, TWO_FACTOR_MSG, type TwoFactorSetup } from '#contract/twofactor';
import { describeEachDatabase } from './harness';
import { codeFor, createUser, enableTwoFactor, passwordStep, post } from './twofactor-helpers';

const BEGIN = '/api/auth/twoFactor/setup/begin';
const CONFIRM = '/api/auth/twoFactor/setup/confirm';

describeEachDatabase('two-factor setup, disable and backup codes', (server) => {
  it('sends a user of a company that requires it to setup, with no tokens until confirmed', async () => {
    const who = await createUser(server(), { ownCompany: { requires2FA: true } });
    const step = await passwordStep(server(), who);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({
      needsTwoFactorSetup: true,
      needsTwoFactorCode: false,
      accessToken: null,
      refreshToken: null,
    });
    const setupToken = step.body.setupToken ?? '';
    const setup = (await (await post(server(), BEGIN, { setupToken })).json()) as TwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await post(server(), CONFIRM, { setupToken, code: codeFor(setup.secret, 5) });
    expect(await wrong.json()).toEqual({ title: TWO_FACTOR_MSG.invalidCode });
    const ok = await post(server(), CONFIRM, { setupToken, code: codeFor(setup.secret) });
    expect(ok.status).toBe(200);
    const confirmed = (await ok.json()) as SetupConfirmed;
    expect(confirmed.backupCodes).toHaveLength(10);
    expect(confirmed.tokens).toMatchObject({ selectedCompanyId: who.companyId });
    expect(confirmed.tokens?.accessToken).toBeTruthy();

    // The setup token is spent; the next sign-in asks for a code like any two-factor user.
    const again = await post(server(), BEGIN, { setupToken });
    expect(await again.json()).toEqual({ title: TWO_FACTOR_MSG.expiredStep });
    const next = await passwordStep(server(), who);
    expect(next.body.needsTwoFactorCode).toBe(true);
  });

  it('refuses setup without a sign-in step or a session', async () => {
    expect((await post(server(), BEGIN, {})).status).toBe(401);
    const bogus = await post(server(), BEGIN, { setupToken: 'not-a-token' });
    expect(bogus.status).toBe(400);
    expect((await server().fetch('/api/auth/twoFactor')).status).toBe(401);
  });

  it('does not start a second setup while two-factor is on', async () => {
    const who = await createUser(server());
    const { accessToken } = await enableTwoFactor(server(), who);
    const res = await post(server(), BEGIN, {}, accessToken);
    expect(await res.json()).toEqual({ title: TWO_FACTOR_MSG.alreadyEnabled });
  });

  it('turns two-factor off only with a valid code', async () => {
    const who = await createUser(server());
    const { secret, accessToken } = await enableTwoFactor(server(), who);
    const wrong = await post(
      server(),
      '/api/auth/twoFactor/disable',
      { code: codeFor(secret, 5) },
      accessToken,
    );
    expect(wrong.status).toBe(400);
    const ok = await post(
      server(),
      '/api/auth/twoFactor/disable',
      { code: codeFor(secret, 1) },
      accessToken,
    );
    expect(ok.status).toBe(204);
    const step = await passwordStep(server(), who);
    expect(step.body.needsTwoFactorCode).toBe(false);
    expect(step.body.accessToken).toBeTruthy();
  });

  it('does not turn two-factor off when the company requires it', async () => {
    const who = await createUser(server(), { ownCompany: { requires2FA: true } });
    const { setupToken } = (await passwordStep(server(), who)).body;
    const setup = (await (await post(server(), BEGIN, { setupToken })).json()) as TwoFactorSetup;
    const confirm = await post(server(), CONFIRM, { setupToken, code: codeFor(setup.secret) });
    const { tokens, backupCodes } = (await confirm.json()) as SetupConfirmed;
    const res = await post(
      server(),
      '/api/auth/twoFactor/disable',
      { code: backupCodes[0] ?? '' },
      (tokens as TokenResponse).accessToken ?? '',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: TWO_FACTOR_MSG.requiredByCompany });
  });

  it('regenerates backup codes: the new ones work, the old ones do not', async () => {
    const who = await createUser(server());
    const { secret, backupCodes: old, accessToken } = await enableTwoFactor(server(), who);
    const path = '/api/auth/twoFactor/backupCodes';
    const res = await post(server(), path, { code: codeFor(secret, 1) }, accessToken);
    expect(res.status).toBe(200);
    const { backupCodes } = (await res.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes.some((c) => old.includes(c))).toBe(false);

    const t1 = (await passwordStep(server(), who)).body.twoFactorToken ?? '';
    const stale = await post(server(), '/api/auth/twoFactor/verifyBackup', {
      twoFactorToken: t1,
      backupCode: old[0] ?? '',
    });
    expect(stale.status).toBe(400);
    const fresh = await post(server(), '/api/auth/twoFactor/verifyBackup', {
      twoFactorToken: t1,
      backupCode: backupCodes[0] ?? '',
    });
    expect(fresh.status).toBe(200);
  });

  it('still answers the one wrong-credentials message before any second factor', async () => {
    const who = await createUser(server());
    await enableTwoFactor(server(), who);
    const res = await passwordStep(server(), { ...who, password: 'wrong-password-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ title: MSG.wrongCredentials });
  });
});
