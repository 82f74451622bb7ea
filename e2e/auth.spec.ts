import { MSG } from '#contract/messages';
import { E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { homeHeading, location, logOut, signIn, signInAsAdmin } from './support';

test('a wrong password shows the server’s message and stays on the login page', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN.email, 'not-the-password');
  const notice = page.getByRole('alert').or(page.getByRole('status'));
  await expect(notice.filter({ hasText: MSG.wrongCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in as the admin lands on home showing the demo company', async ({ page }) => {
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
  expect(location(page)).toBe('/');
});

test('a signed-in user who opens /login is sent home', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/login');
  await expect(homeHeading(page)).toBeVisible();
  expect(location(page)).toBe('/');
});

test('logging out returns to the login page and home needs a sign-in again', async ({ page }) => {
  await signInAsAdmin(page);
  await logOut(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(location(page)).toBe('/login');

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(location(page)).toBe('/login');
});
