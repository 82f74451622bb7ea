import { DEMO_EDITOR, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { location, signIn, signInAsAdmin } from './support';

test.describe('signed out', () => {
  test('home sends to the login page without a redirect query', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(location(page)).toBe('/login');
  });

  test('a main-layout page sends to login with the wanted path as redirect', async ({ page }) => {
    await page.goto('/companies/1/settings');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(location(page)).toBe(`/login?redirect=${encodeURIComponent('/companies/1/settings')}`);
  });
});

test('the console has an icon: the page names one and /favicon.ico is served', async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toBeTruthy();
  const [svg, ico] = await Promise.all([request.get(icon ?? ''), request.get('/favicon.ico')]);
  expect(svg.status()).toBe(200);
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toContain('icon');
  expect(failed).toEqual([]);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('another company’s page leads to the 404 page', async ({ page }) => {
    await page.goto('/companies/999/settings');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(location(page)).toBe('/error-404');
  });

  test('an unknown path leads to the 404 page', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(location(page)).toBe('/error-404');
  });
});

test('signing in after a redirect opens the page that was asked for', async ({ page }) => {
  await page.goto('/admin/crm');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(location(page)).toBe(`/login?redirect=${encodeURIComponent('/admin/crm')}`);

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The CRM opens on its companies.
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  expect(location(page)).toBe('/admin/crm');
});

test('a user without access to the admin area sees "Not authorized"', async ({ page }) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(page.getByRole('heading', { name: /Demo Travel/ })).toBeVisible();
  await page.goto('/admin/crm');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  expect(location(page)).toBe('/not-authorized');
});
