import { TWO_FACTOR_MSG } from '#contract/twofactor';
import { stepAt, totpAt } from '../server/twofactor/totp';
import { DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { homeHeading, signIn } from './support';

/** What the user's authenticator app would show now, or one step later. */
const appCode = (secret: string, delta = 0) => totpAt(secret, stepAt(Date.now()) + delta);

// The editor ends the test with two-factor off again, so other specs sign in as before.
test('two-factor is turned on from the account page, codes regenerated, then turned off', async ({
  page,
}) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto('/account');
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Two-factor authentication' }),
  });
  await section.getByRole('button', { name: 'Turn on two-factor' }).click();

  await expect(
    section.getByRole('img', { name: 'QR code of the two-factor secret' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = section.getByLabel('Code from your authenticator app');
  await codeField.fill(appCode(secret));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();

  const firstCodes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(firstCodes).toHaveCount(10);
  await expect(page.getByText(TWO_FACTOR_MSG.enabled).first()).toBeVisible();
  await expect(section.getByText('10 backup codes left.')).toBeVisible();
  const oldFirst = await firstCodes.first().innerText();

  const nextCode = appCode(secret, 1);
  await codeField.fill(nextCode);
  await section.getByRole('button', { name: 'New backup codes' }).click();
  await expect(page.getByText(TWO_FACTOR_MSG.codesRegenerated).first()).toBeVisible();
  const codes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes.first()).not.toHaveText(oldFirst);
  const backupCode = await codes.first().innerText();

  // A code already used is refused; a backup code proves the user and turns it off.
  await codeField.fill(nextCode);
  await section.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByText(TWO_FACTOR_MSG.reusedCode).first()).toBeVisible();
  await codeField.fill(backupCode);
  await section.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByText(TWO_FACTOR_MSG.disabled).first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn on two-factor' })).toBeVisible();
});
