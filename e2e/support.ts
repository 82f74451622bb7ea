import { expect, type Page } from '@playwright/test';
import { DEMO_COMPANY, E2E_ADMIN } from './env';

/** Signs in through the login form, the way a user does. */
export async function signIn(
  page: Page,
  email: string = E2E_ADMIN.email,
  password: string = E2E_ADMIN.password,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(homeHeading(page)).toBeVisible();
}

export const homeHeading = (page: Page) =>
  page.getByRole('heading', { name: new RegExp(DEMO_COMPANY.name) });

/** "Log out" is either in the top bar or one click away behind the "Account" menu. */
export async function logOut(page: Page) {
  const direct = page.getByRole('button', { name: 'Log out' });
  if (!(await direct.isVisible())) await page.getByRole('button', { name: 'Account' }).click();
  await direct.or(page.getByRole('menuitem', { name: 'Log out' })).click();
}

/** Path and query of the page, which is what the route guards decide. */
export const location = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Moves within the app as its links do (wouter follows history.pushState): no reload, so the
 * session and the data already loaded carry over, as for a user following links.
 */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => window.history.pushState(null, '', to), path);

/**
 * Waits until the server refuses the page's stored access token (it lives 5 s in e2e), rather
 * than for a time; answers that token.
 */
export async function accessTokenExpired(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/auth/activeUser', {
        headers: { authorization: `Bearer ${token}` },
      });
      return res.status();
    })
    .toBe(401);
  return token;
}
