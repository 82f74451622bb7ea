import { SOCIAL_MSG } from '../contract/social';
import { DEMO_EDITOR } from './env';
import { fakeGoogleIdentity, fakeIdToken } from './google';
import { expect, test } from './lane';
import { homeHeading } from './support';

test('signs in with a Google account whose verified email matches the account', async ({
  page,
}) => {
  await fakeGoogleIdentity(page, await fakeIdToken('e2e-google-editor', DEMO_EDITOR.email));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(homeHeading(page)).toBeVisible();
});

test('refuses a Google account linked to no account, saying how to link it', async ({ page }) => {
  await fakeGoogleIdentity(page, await fakeIdToken('e2e-google-stranger', 'stranger@e2e.test'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText(SOCIAL_MSG.notLinked('google'))).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
