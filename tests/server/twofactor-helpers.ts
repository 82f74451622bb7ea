import { expect } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import type { SetupConfirmed, TwoFactorSetup } from '#contract/twofactor';
import { companies, memberships, roles, users } from '#server/db/schema';
import { stepAt, totpAt } from '#server/twofactor/totp';
import { fixtureHash } from './fixture-hash';
import { signIn, type TestServer } from './harness';

export const PASSWORD = 'two-factor-pass-1';
let counter = 0;

/**
 * A fresh user of its own (each has its own last-used TOTP step), member of company 1 or of a
 * new company of its own that can require two-factor.
 */
export async function createUser(
  server: TestServer,
  options: { ownCompany?: { requires2FA: boolean } } = {},
) {
  const { db } = server.database;
  counter += 1;
  const email = `tf-${counter}-${Date.now()}@demo.test`;
  let companyId = 1;
  let roleId = 2;
  if (options.ownCompany) {
    const [company] = await db
      .insert(companies)
      .values({ name: `Strict Co ${counter}`, requires2FA: options.ownCompany.requires2FA })
      .returning({ id: companies.id });
    if (!company) throw new Error('no company');
    companyId = company.id;
    const [role] = await db
      .insert(roles)
      .values({ companyId, name: 'Editor', isSystem: true })
      .returning({ id: roles.id });
    if (!role) throw new Error('no role');
    roleId = role.id;
  }
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await fixtureHash(PASSWORD), firstName: 'Tess' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db.insert(memberships).values({ companyId, userId: user.id, roleId });
  return { id: user.id, email, password: PASSWORD, companyId };
}

/** The code of the current step plus `delta` (±1 is still accepted by the server). */
export const codeFor = (secret: string, delta = 0) => totpAt(secret, stepAt(Date.now()) + delta);

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Turns two-factor on from the account side with the current step's code; the next step's code
 * is then the one a sign-in can use (a clock tick in between only moves both down by one). */
export async function enableTwoFactor(
  server: TestServer,
  who: { email: string; password: string },
) {
  const { accessToken } = await signIn(server, who);
  const begin = await server.fetch('/api/auth/twoFactor/setup/begin', {
    method: 'POST',
    headers: bearer(accessToken),
    body: {},
  });
  expect(begin.status).toBe(200);
  const setup = (await begin.json()) as TwoFactorSetup;
  const confirm = await server.fetch('/api/auth/twoFactor/setup/confirm', {
    method: 'POST',
    headers: bearer(accessToken),
    body: { code: codeFor(setup.secret) },
  });
  expect(confirm.status).toBe(200);
  const { backupCodes } = (await confirm.json()) as SetupConfirmed;
  return { secret: setup.secret, backupCodes, accessToken };
}

/** The password step; with two-factor on it answers a twoFactorToken instead of tokens. */
export async function passwordStep(
  server: TestServer,
  who: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const res = await server.fetch('/api/auth/token', {
    method: 'POST',
    headers,
    body: { username: who.email, password: who.password },
  });
  // A refusal has a title instead of the token fields.
  return { status: res.status, body: (await res.json()) as TokenResponse & { title?: string } };
}

export function post(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  token?: string,
) {
  return server.fetch(path, { method: 'POST', headers: token ? bearer(token) : {}, body });
}
