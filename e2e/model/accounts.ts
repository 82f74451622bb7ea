import { type APIRequestContext, expect } from '@playwright/test';
import { stepAt, totpAt } from '../../server/twofactor/totp';
import { DEMO_COMPANY, E2E_ADMIN } from '../env';
import { outboxMailsTo } from '../outbox';

/** What the user's authenticator app shows now, or `delta` steps away (not valid now). */
export const appCode = (secret: string, delta = 0) => totpAt(secret, stepAt(Date.now()) + delta);

export type Account = { email: string; password: string };
export type TwoFactorAccount = Account & { secret: string; backupCodes: string[] };

type Tokens = { accessToken: string; refreshToken: string };

/** Signs in over the API and rotates the tokens before every call (they live 5 s in e2e). */
async function bearer(request: APIRequestContext, account: Account) {
  const signedIn = await request.post('/api/auth/token', {
    data: { username: account.email, password: account.password },
  });
  expect(signedIn.status()).toBe(200);
  let tokens = (await signedIn.json()) as Tokens;
  return async () => {
    // The pair only: the server refuses a field its body does not have.
    const { accessToken, refreshToken } = tokens;
    const res = await request.post('/api/auth/refreshToken', {
      data: { accessToken, refreshToken },
    });
    tokens = (await res.json()) as Tokens;
    return { authorization: `Bearer ${tokens.accessToken}` };
  };
}

let counter = 0;
export function freshEmail() {
  counter += 1;
  return `model.${Date.now().toString(36)}.${counter}@model.test`;
}

/** The admin's API, for fresh data per test (signed in before any setting changes). */
export async function adminApi(request: APIRequestContext) {
  const headers = await bearer(request, E2E_ADMIN);
  const settingsPath = `/api/companies/${DEMO_COMPANY.id}/settings`;

  async function requireTwoFactor(on: boolean) {
    const current = await request.get(settingsPath, { headers: await headers() });
    const data = { ...(await current.json()), requireUsersTo2FA: on };
    const saved = await request.post(settingsPath, { headers: await headers(), data });
    expect(saved.status()).toBe(200);
  }

  /** Adds an Editor to the demo company, as another admin would. */
  async function addUser(email: string) {
    const created = await request.post(`/api/companies/${DEMO_COMPANY.id}/users`, {
      headers: await headers(),
      data: { email, firstName: 'Model', lastName: 'Path', roleId: 2, title: 0, isActive: true },
    });
    expect(created.status()).toBe(201);
  }

  /** A new Editor of the demo company, with the password set through the invitation link. */
  async function freshUser(): Promise<Account> {
    const email = freshEmail();
    await addUser(email);
    await expect.poll(async () => (await outboxMailsTo(email)).length).toBe(1);
    const link = (await outboxMailsTo(email))[0]?.links[0] ?? '';
    const token = new URL(link).searchParams.get('token');
    const password = `model-path-password-${counter}`;
    const reset = await request.post('/api/auth/resetPassword', { data: { token, password } });
    expect(reset.status()).toBe(200);
    return { email, password };
  }

  /** A fresh user who turned two-factor on, with the secret and backup codes they saved. */
  async function twoFactorUser(): Promise<TwoFactorAccount> {
    const account = await freshUser();
    const own = await bearer(request, account);
    const begun = await request.post('/api/auth/twoFactor/setup/begin', {
      headers: await own(),
      data: {},
    });
    const { secret } = (await begun.json()) as { secret: string };
    const confirmed = await request.post('/api/auth/twoFactor/setup/confirm', {
      headers: await own(),
      data: { code: appCode(secret) },
    });
    expect(confirmed.status()).toBe(200);
    const { backupCodes } = (await confirmed.json()) as { backupCodes: string[] };
    return { ...account, secret, backupCodes };
  }

  return { requireTwoFactor, addUser, freshUser, twoFactorUser };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
