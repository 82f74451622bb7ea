import type { Page } from '@playwright/test';
import { PASSWORD_TEXT } from '#contract/password';
import { DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';

// A seeded demo user no other spec signs in as, so changing its password disturbs nobody.
const USER = 'pat.price@demo.test';
const NEW_PASSWORD = 'a-brand-new-password-7';

async function askForLink(page: Page, email: string) {
  await page.goto('/forgottenpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(PASSWORD_TEXT.resetRequested)).toBeVisible();
}

async function chooseNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('a forgotten password is reset through the emailed link, which works only once', async ({
  page,
}) => {
  const before = (await outboxMailsTo(USER)).length;
  await askForLink(page, USER);
  await expect.poll(async () => (await outboxMailsTo(USER)).length).toBe(before + 1);
  const mail = (await outboxMailsTo(USER)).at(-1);
  const link = mail?.links[0];
  expect(link).toMatch(/\/resetpassword\?token=/);
  if (!link) return;

  await chooseNewPassword(page, link, NEW_PASSWORD);
  await expect(page.getByText(PASSWORD_TEXT.passwordReset)).toBeVisible();

  const signIn = (password: string) =>
    page.request.post('/api/auth/token', { data: { username: USER, password } });
  expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
  expect((await signIn(DEMO_EDITOR.password)).status()).toBe(400);

  await chooseNewPassword(page, link, 'yet-another-password-8');
  const notice = page.getByRole('alert').or(page.getByRole('status'));
  await expect(notice.filter({ hasText: PASSWORD_TEXT.resetLinkInvalid })).toBeVisible();
});

test('an email without an account gets the same answer and no mail', async ({ page }) => {
  await askForLink(page, 'nobody-at-all@demo.test');
  // Wait for a mail that is sent after it, so a mail to nobody would have been written by then.
  const before = (await outboxMailsTo(DEMO_EDITOR.email)).length;
  await askForLink(page, DEMO_EDITOR.email);
  await expect.poll(async () => (await outboxMailsTo(DEMO_EDITOR.email)).length).toBe(before + 1);
  expect(await outboxMailsTo('nobody-at-all@demo.test')).toHaveLength(0);
});

test('a reset password must be 10 characters or more and typed twice alike', async ({ page }) => {
  await page.goto('/resetpassword?token=whatever');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('shorter');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(PASSWORD_TEXT.passwordTooShort)).toBeVisible();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
});
