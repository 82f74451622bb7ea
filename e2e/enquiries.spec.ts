import type { APIRequestContext } from '@playwright/test';
import { ENQUIRY_TEXT } from '#contract/enquiries';
import { DEMO_COMPANY, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

/** Sunny Breaks: no other spec rotates its key (orders.spec rotates City Hopper's). */
const APP = 1;

/** Issues a fresh ingestion key for the application as the admin, through the API. */
async function ingestionKey(request: APIRequestContext) {
  const token = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { accessToken } = (await token.json()) as { accessToken: string };
  const rotated = await request.post(
    `/api/companies/${DEMO_COMPANY.id}/applications/${APP}/ingestionKey`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(rotated.status()).toBe(200);
  return ((await rotated.json()) as { ingestionKey: string }).ingestionKey;
}

test('an enquiry sent through the API is found, moved to in progress and noted', async ({
  page,
  request,
}) => {
  test.slow();
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Hedy Lamarr ${reference}`;
  const key = await ingestionKey(request);
  const sent = await request.post(`/api/applications/${APP}/enquiries`, {
    headers: { 'x-ingestion-key': key },
    data: {
      enquiries: [
        {
          webReference: reference,
          name,
          email: `${reference.toLowerCase()}@e2e.test`,
          type: 'Cruises',
          destination: 'Norwegian fjords',
          startDate: '2027-06-01',
          endDate: '2027-06-12',
          adults: 2,
          children: 2,
          message: 'A cabin with a balcony, please.',
        },
      ],
    },
  });
  expect(sent.ok()).toBe(true);
  expect(await sent.json()).toMatchObject({ created: 1 });

  await signInAsAdmin(page);
  await page.goto(`/applications/${APP}/enquiryViewer`);
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
  await page.getByLabel('Name, email or web reference').fill(name.slice(0, 20).toLowerCase());
  const grid = page.getByRole('table', { name: 'Enquiries' });
  await expect(grid.getByRole('link', { name: reference, exact: true })).toBeVisible();
  await grid.getByRole('link', { name: reference, exact: true }).click();

  await expect(page.getByText('A cabin with a balcony, please.', { exact: true })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('In progress');
  await page.getByRole('button', { name: 'Save handling' }).click();
  await expect(page.getByText(ENQUIRY_TEXT.handled)).toBeVisible();

  await page.getByLabel('New note').fill('Sent three sailings to choose from.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('list', { name: 'Notes' }).getByText('Sent three sailings to choose from.'),
  ).toBeVisible();

  // The viewer's status filter now finds it among the enquiries in progress.
  await page.goto(`/applications/${APP}/enquiryViewer`);
  await page.getByLabel('Status', { exact: true }).selectOption('In progress');
  await page.getByLabel('Name, email or web reference').fill(reference);
  await expect(grid.getByRole('link', { name: reference, exact: true })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: reference })).toContainText('In progress');
});
