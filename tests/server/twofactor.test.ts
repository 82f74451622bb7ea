import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import { TWO_FACTOR_MSG, type TwoFactorSetup, type TwoFactorStatus } from '#contract/twofactor';
import { oneTimeTokens } from '#server/db/schema';
import { describeEachDatabase } from './harness';
import {
  bearer,
  codeFor,
  createUser,
  enableTwoFactor,
  passwordStep,
  post,
} from './twofactor-helpers';

const VERIFY = '/api/auth/twoFactor/verify';
const BACKUP = '/api/auth/twoFactor/verifyBackup';

describeEachDatabase('two-factor sign-in', (server) => {
  it('sets up from the account: secret, otpauth URI, QR, then 10 backup codes', async () => {
    const who = await createUser(server());
    const { accessToken } = await passwordStep(server(), who).then((r) => r.body);
    const begin = await post(server(), '/api/auth/twoFactor/setup/begin', {}, accessToken ?? '');
    const setup = (await begin.json()) as TwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain(encodeURIComponent(who.email));
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const confirmPath = '/api/auth/twoFactor/setup/confirm';
    const wrong = await post(
      server(),
      confirmPath,
      { code: codeFor(setup.secret, 5) },
      accessToken ?? '',
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ title: TWO_FACTOR_MSG.invalidCode });

    const ok = await post(
      server(),
      confirmPath,
      { code: codeFor(setup.secret) },
      accessToken ?? '',
    );
    expect(ok.status).toBe(200);
    const confirmed = await ok.json();
    expect(confirmed.tokens).toBeNull();
    expect(confirmed.backupCodes).toHaveLength(10);
    expect(new Set(confirmed.backupCodes).size).toBe(10);

    const status = await server().fetch('/api/auth/twoFactor', {
      headers: bearer(accessToken ?? ''),
    });
    expect((await status.json()) as TwoFactorStatus).toEqual({
      enabled: true,
      required: false,
      backupCodesLeft: 10,
    });
  });

  it('asks for a code after the password, then signs in once with it', async () => {
    const who = await createUser(server());
    const { secret } = await enableTwoFactor(server(), who);
    const step = await passwordStep(server(), who);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({
      needsTwoFactorCode: true,
      accessToken: null,
      refreshToken: null,
    });
    expect(step.body.userPermissions).toEqual([]);
    const twoFactorToken = step.body.twoFactorToken ?? '';
    expect(twoFactorToken).not.toBe('');

    const wrong = await post(server(), VERIFY, { twoFactorToken, code: codeFor(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ title: TWO_FACTOR_MSG.invalidCode });

    const code = codeFor(secret, 1);
    const ok = await post(server(), VERIFY, { twoFactorToken, code });
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as TokenResponse;
    expect(tokens).toMatchObject({ selectedCompanyId: 1, needsTwoFactorCode: false });
    expect(tokens.accessToken?.split('.')).toHaveLength(3);

    // The step token is single use, and so is the code.
    const again = await post(server(), VERIFY, { twoFactorToken, code });
    expect(await again.json()).toEqual({ title: TWO_FACTOR_MSG.expiredStep });
    const fresh = await passwordStep(server(), who);
    const reused = await post(server(), VERIFY, {
      twoFactorToken: fresh.body.twoFactorToken ?? '',
      code,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ title: TWO_FACTOR_MSG.reusedCode });
  });

  it('refuses a code step after its five minutes', async () => {
    const who = await createUser(server());
    const { secret } = await enableTwoFactor(server(), who);
    const { twoFactorToken } = (await passwordStep(server(), who)).body;
    await server()
      .database.db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, who.id));
    const res = await post(server(), VERIFY, {
      twoFactorToken: twoFactorToken ?? '',
      code: codeFor(secret, 1),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: TWO_FACTOR_MSG.expiredStep });
  });

  it('signs in with a backup code once; typing it loosely is fine', async () => {
    const who = await createUser(server());
    const { backupCodes, accessToken } = await enableTwoFactor(server(), who);
    const code = backupCodes[3] ?? '';
    const first = (await passwordStep(server(), who)).body.twoFactorToken ?? '';
    const loose = ` ${code.toUpperCase().replace('-', ' ')} `;
    const ok = await post(server(), BACKUP, { twoFactorToken: first, backupCode: loose });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as TokenResponse).accessToken).toBeTruthy();

    const second = (await passwordStep(server(), who)).body.twoFactorToken ?? '';
    const used = await post(server(), BACKUP, { twoFactorToken: second, backupCode: code });
    expect(used.status).toBe(400);
    expect(await used.json()).toEqual({ title: TWO_FACTOR_MSG.invalidBackupCode });
    const unknown = await post(server(), BACKUP, {
      twoFactorToken: second,
      backupCode: 'aaaaa-bbbbb',
    });
    expect(await unknown.json()).toEqual({ title: TWO_FACTOR_MSG.invalidBackupCode });

    const status = await server().fetch('/api/auth/twoFactor', { headers: bearer(accessToken) });
    expect(((await status.json()) as TwoFactorStatus).backupCodesLeft).toBe(9);
  });

  it('answers 400 with an errors map for a malformed code', async () => {
    const res = await post(server(), VERIFY, { twoFactorToken: 'x', code: '12ab56' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.code).toEqual([TWO_FACTOR_MSG.codeRequired]);
  });
});
