import type { Page } from '@playwright/test';
import { expect, test } from './lane';
import { accessTokenExpired, goInApp, homeHeading, location, signIn } from './support';

// A reload while a token refresh is under way cancels the refresh in the page it leaves. The
// server may already have rotated the tokens; the reloaded page must still be signed in.

/** Pages whose data the home page has not loaded, so opening one calls the server. */
const ROLES = { path: '/companies/1/roles', table: 'Roles' } as const;
const USERS = { path: '/companies/1/users', table: 'Users' } as const;

/**
 * Lets the next `count` refreshes reach the server, which rotates the tokens, and holds their
 * answers back until `release`: the test reloads the page meanwhile, which cancels them.
 * `answered[i]` settles once the server has answered the i-th.
 */
async function holdRefreshes(page: Page, count: number) {
  const answered: Promise<void>[] = [];
  const signals: (() => void)[] = [];
  for (let i = 0; i < count; i++) {
    answered.push(new Promise((resolve) => signals.push(resolve)));
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  await page.route(
    '**/api/auth/refreshToken',
    async (route) => {
      await route.fetch();
      signals[seen++]?.();
      await released;
      // The page that asked is gone, and its request with it.
      await route.abort().catch(() => {});
    },
    { times: count },
  );
  return { answered, release };
}

test('a reload while a refresh is under way keeps the session', async ({ page }) => {
  // Two pages, each waiting out an access token's 5 s and a held refresh: near a minute when busy.
  test.slow();
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
  for (const { path, table } of [ROLES, USERS]) {
    // Held before the token expires: a refresh the home page starts meanwhile is held too,
    // rather than passing unseen and leaving the held one never asked for.
    const held = await holdRefreshes(page, 1);
    await accessTokenExpired(page);
    await goInApp(page, path);
    await held.answered[0];
    await page.reload();
    held.release();
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    expect(location(page)).toBe(path);
  }
});

test('reloading again while the reloaded page refreshes keeps the session', async ({ page }) => {
  // An access token's 5 s and two held refreshes, as above.
  test.slow();
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
  const held = await holdRefreshes(page, 2);
  await accessTokenExpired(page);
  await goInApp(page, ROLES.path);
  await held.answered[0];
  // The reloaded page presents the same refresh token again, and loses that answer too.
  await page.reload();
  await held.answered[1];
  await page.reload();
  held.release();
  await expect(page.getByRole('table', { name: ROLES.table })).toBeVisible();
  expect(location(page)).toBe(ROLES.path);
});
