import type { APIRequestContext, Page, Request } from '@playwright/test';
import { SESSION_MSG } from '#contract/session-messages';
import { stepAt, totpAt } from '../server/twofactor/totp';
import { DEMO_EDITOR, E2E_ADMIN } from './env';
import { fakeGoogleIdentity, fakeIdToken } from './google';
import { expect, test } from './lane';
import { accessTokenExpired, homeHeading, location, signIn } from './support';

// One story: the company turns on required two-factor, the editor is made to set it up, then
// signs in with a code and with a backup code, and finally turns it off again for other specs.
test.describe.configure({ mode: 'serial' });

const appCode = (secret: string, delta = 0) => totpAt(secret, stepAt(Date.now()) + delta);
let secret = '';
let backupCodes: string[] = [];

/** The admin over the API; every call rotates the tokens first (they live 5 s in e2e). */
async function adminApi(request: APIRequestContext) {
  const signedIn = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  let tokens = (await signedIn.json()) as { accessToken: string; refreshToken: string };
  const headers = async () => {
    // The pair only: the server refuses a field its body does not have.
    const { accessToken, refreshToken } = tokens;
    const res = await request.post('/api/auth/refreshToken', {
      data: { accessToken, refreshToken },
    });
    tokens = await res.json();
    return { authorization: `Bearer ${tokens.accessToken}` };
  };
  return {
    async requireTwoFactor(on: boolean) {
      const current = await request.get('/api/companies/1/settings', { headers: await headers() });
      const settings = { ...(await current.json()), requireUsersTo2FA: on };
      const saved = await request.post('/api/companies/1/settings', {
        headers: await headers(),
        data: settings,
      });
      expect(saved.status()).toBe(200);
    },
  };
}

async function signInAsEditor(page: Page, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO_EDITOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a company that requires two-factor sends a user without it to set it up', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  await admin.requireTwoFactor(true);
  try {
    await signInAsEditor(page);
    await expect(
      page.getByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login/twofactorSetup');
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByLabel('Authentication code').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();

    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    backupCodes = await codes.allInnerTexts();
    // No session until the codes were seen.
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(homeHeading(page)).toBeVisible();
  } finally {
    await admin.requireTwoFactor(false);
  }
});

test('signs in with a code from the authenticator app and lands on the redirect', async ({
  page,
}) => {
  await page.goto('/account/selector');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fselector$/);
  await signInAsEditor(page, location(page));
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect(location(page)).toBe('/login/twofactor?redirect=%2Faccount%2Fselector');
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  // The setup used this step's code; the next step's is also accepted (±1 step) and unused.
  await page.getByLabel('Authentication code').fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Select company' })).toBeVisible();
  expect(location(page)).toBe('/account/selector');
});

test('a Google sign-in of a two-factor account continues to the second factor', async ({
  page,
}) => {
  await fakeGoogleIdentity(page, await fakeIdToken('e2e-google-editor', DEMO_EDITOR.email));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[2] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(homeHeading(page)).toBeVisible();
});

test('signs in with a backup code, then turns two-factor off again', async ({ page }) => {
  await signInAsEditor(page, '/login?redirect=//evil.test/');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await expect(page).toHaveURL(/\/login\/twofactorbackup/);
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(homeHeading(page)).toBeVisible();
  expect(location(page)).toBe('/');

  await page.goto('/account');
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Two-factor authentication' }),
  });
  await section.getByLabel('Code from your authenticator app').fill(backupCodes[1] ?? '');
  await section.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(section.getByRole('button', { name: 'Turn on two-factor' })).toBeVisible();
});

test('an expired access token mid-session is refreshed once and the calls retried', async ({
  page,
}) => {
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
  const expired = await accessTokenExpired(page);

  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refreshToken')) refreshes++;
  });
  await page.goto('/account/selector');
  await expect(page.getByText('Demo Travel (current)')).toBeVisible();
  expect(location(page)).toBe('/account/selector');
  expect(refreshes).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(expired);
});

test('two tabs whose access token expired together do not race their refresh and both stay signed in', async ({
  page,
}) => {
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(homeHeading(other)).toBeVisible();

  // Which tabs presented each refresh token while another's presentation of it was still in
  // flight. Access tokens live 5 s in e2e, so on a slow machine a later refresh may be due again.
  // What must never happen is the two tabs racing one refresh token instead of taking turns,
  // which outside the grace the server takes for theft. Taking turns, a tab may still present a
  // token the other has just rotated: Chromium hands one tab's localStorage write to the other
  // tab's process a moment later, so a tab granted the lock right after may read the old token;
  // the server's grace answers that alike. Only the documents the gotos below load count: an old
  // document's refresh may reach the server as its tab leaves it, lose its answer with the
  // document and release the lock unwritten; the next document (of either tab) then presents
  // that token again, which the grace answers alike too (session-reload.spec.ts).
  const inFlight = new Map<Request, { key: string; tab: Page }>();
  const raced: string[] = [];
  let presented = 0;
  const loaded = new Set<Page>();
  for (const tab of [page, other]) {
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame() && frame.url().endsWith('/account/selector')) loaded.add(tab);
    });
  }
  page.context().on('request', (r) => {
    if (!r.url().endsWith('/api/auth/refreshToken') || !loaded.has(r.frame().page())) return;
    const body: unknown = r.postDataJSON();
    const token = typeof body === 'object' && body !== null && 'refreshToken' in body;
    const key = token ? String(body.refreshToken) : '';
    const tab = r.frame().page();
    presented += 1;
    for (const earlier of inFlight.values()) {
      if (earlier.key === key && earlier.tab !== tab) raced.push(key.slice(0, 8));
    }
    inFlight.set(r, { key, tab });
  });
  const landed = (r: Request) => inFlight.delete(r);
  page.context().on('requestfinished', landed);
  page.context().on('requestfailed', landed);
  const expired = await accessTokenExpired(page);
  // A query of either idle tab may have refreshed already while the token expired; put the
  // expired access token back so both documents below start without a valid one.
  await page.evaluate((token) => localStorage.setItem('accessToken', token ?? ''), expired);
  // Both tabs load at once with the same expired token, so both need a refresh at once.
  await Promise.all([page.goto('/account/selector'), other.goto('/account/selector')]);
  for (const tab of [page, other]) {
    await expect(tab.getByText('Demo Travel (current)')).toBeVisible();
    expect(location(tab)).toBe('/account/selector');
  }
  expect(presented).toBeGreaterThanOrEqual(1);
  expect(raced, 'one refresh token presented by both tabs at once').toEqual([]);
  // Still signed in afterwards: the session was not ended as a stolen token's.
  await other.reload();
  await expect(other.getByText('Demo Travel (current)')).toBeVisible();
  await other.close();
});

test('an idle session ends in every tab (test-only shorter limit)', async ({ page }) => {
  // Long enough for the second tab to open home on a busy machine, short of the 15 s waits.
  await page.context().addInitScript(() => localStorage.setItem('idleTimeoutMs', '8000'));
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(homeHeading(other)).toBeVisible();

  // Both tabs time out together; whichever timer fires first, each says why it signed out.
  await expect(page.getByText(SESSION_MSG.idleSignedOut).first()).toBeVisible();
  await expect(other.getByText(SESSION_MSG.idleSignedOut).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});
