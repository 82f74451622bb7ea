import type { Page } from '@playwright/test';
import { ACCOUNT_TEXT } from '#contract/account';
import { DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';

// A seeded demo user whose names no other spec checks.
const USER = { email: 'olivia.hart@demo.test', password: DEMO_EDITOR.password };
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Signs in through the API and stores the session under the agreed localStorage keys, so this
 * spec exercises the account page, not the login form (e2e/auth.spec.ts does that).
 */
async function openAccount(page: Page) {
  const res = await page.request.post('/api/auth/token', {
    data: { username: USER.email, password: USER.password },
  });
  expect(res.status()).toBe(200);
  const tokens = await res.json();
  await page.goto('/pages/error-404');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('userPermissions', JSON.stringify(t.userPermissions));
    localStorage.setItem('selectedCompanyId', String(t.selectedCompanyId));
    localStorage.setItem('selectedCompanyName', t.selectedCompanyName);
  }, tokens);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
}

async function verificationLink(to: string): Promise<string | undefined> {
  const mails = await outboxMailsTo(to);
  return mails.filter((m) => m.links[0]?.includes('/emailverification/')).at(-1)?.links[0];
}

test('the account page saves settings, uploads a picture and verifies the email', async ({
  page,
}) => {
  await openAccount(page);

  await page.getByLabel('Title').selectOption({ label: 'Dr.' });
  await page.getByLabel('Date format', { exact: true }).fill('yyyy-MM-dd');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(ACCOUNT_TEXT.settingsSaved)).toBeVisible();

  await page.getByLabel('Profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_1x1,
  });
  await expect(page.getByText(ACCOUNT_TEXT.pictureUploaded)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText(ACCOUNT_TEXT.verificationSent).first()).toBeVisible();
  await expect.poll(() => verificationLink(USER.email)).toBeTruthy();
  const link = await verificationLink(USER.email);
  // Opened in the same, signed-in browser: the account page confirms it.
  await page.goto(link ?? '');
  await expect(page.getByText(`${USER.email} is confirmed.`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Date format', { exact: true })).toHaveValue('yyyy-MM-dd');
});

test('a picture that is not an image is refused with the spec’s message', async ({ page }) => {
  await openAccount(page);
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(page.getByText('Unable to upload profile picture...')).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXT.pictureRejected)).toBeVisible();
});
