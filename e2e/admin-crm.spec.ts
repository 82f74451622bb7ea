import type { Page } from '@playwright/test';
import { CRM_TEXT } from '#contract/admin-crm';
import { DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';
import { homeHeading, location, logOut, signIn, signInAsAdmin } from './support';

const unique = () => Date.now().toString(36);

/** Fills the add-company form's host admin and saves (company fields as given or pre-filled). */
async function saveHostAdmin(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Hana');
  await page.getByLabel('Last Name').fill('Host');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('a platform admin adds a company; its host admin is invited, sets a password and finds it empty', async ({
  page,
}) => {
  const name = `Atlas Tours ${unique()}`;
  const email = `host.${unique()}@crm.test`;
  await signInAsAdmin(page);
  await page.goto('/admin/crm');
  await page.getByRole('link', { name: 'Add Company' }).click();
  await page.getByLabel('Company Name').fill(name);
  await saveHostAdmin(page, email);
  await expect(page.getByText(CRM_TEXT.companyCreated)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View Company' })).toBeVisible();
  const companyId = /\/companies\/(\d+)\/view/.exec(location(page))?.[1] ?? '';
  expect(companyId).not.toBe('');

  // Its page lists its users in a panel with a search of its own, which leaves the address be.
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('table', { name: 'Users' })).toContainText(email);
  await users.getByLabel('Search', { exact: true }).fill('nobody by this name');
  await expect(users.getByText('Nothing matches this search.')).toBeVisible();
  expect(location(page)).toMatch(/\/companies\/\d+\/view$/);
  await users.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(users.getByRole('table', { name: 'Users' })).toContainText(email);

  // The list finds it, and its name is a real link (middle-click, new tab).
  await page.goto(`/admin/crm?search=${encodeURIComponent(name)}`);
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', /\/admin\/crm\/companies\/\d+\/view$/);

  await expect.poll(async () => (await outboxMailsTo(email)).length).toBe(1);
  const invitation = (await outboxMailsTo(email))[0]?.links[0] ?? '';
  await logOut(page);
  await page.goto(new URL(invitation).pathname + new URL(invitation).search);
  const password = 'host-admin-password-1';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  // An empty company: its host admin is its one user, with the Admin role.
  await page.goto(`/companies/${companyId}/users`);
  await expect(page.getByText('1 row', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
});

test('a registration of interest becomes a company, pre-filled from it', async ({
  page,
  request,
}) => {
  const company = `Harbour Trips ${unique()}`;
  const email = `reg.${unique()}@crm.test`;
  const registered = await request.post('/api/companyInterest', {
    data: {
      companyName: company,
      companyType: 'TourOp',
      firstName: 'Rita',
      lastName: 'Register',
      email,
      phone: '+44 20 7946 0000',
      countryCode: 'IE',
      message: 'We would like a demo.',
    },
  });
  expect(registered.status()).toBe(200);
  await signInAsAdmin(page);
  await page.goto('/admin/crm');
  await page.getByRole('link', { name: 'Registrations' }).click();
  await page.getByLabel('Search', { exact: true }).fill(email);
  await page.getByRole('link', { name: `Create company from ${company}` }).click();
  await expect(page.getByLabel('Company Name')).toHaveValue(company);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CRM_TEXT.companyCreated)).toBeVisible();
  // The company's view shows the registration that led to it.
  await expect(
    page.getByRole('link', { name: new RegExp(`${company} — Rita Register`) }),
  ).toBeVisible();
});

test('a company member who is not a platform admin is refused the CRM, by page and by server', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto('/admin/crm');
  await expect(page).toHaveURL(/\/(not-authorized|error-404)$/);
  const token = await request.post('/api/auth/token', {
    data: { username: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const answer = await request.get('/api/admin/crm/companies', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status()).toBe(404);
});
