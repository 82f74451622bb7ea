import { expect, type Page, test } from '@playwright/test';
import { SOCIAL_MSG } from '../contract/social';
import { GOOGLE_IDENTITY_SCRIPT } from '../src/pages/social/google-identity';
import { DEMO_EDITOR } from './env';
import { E2E_FAKE_GOOGLE_URL } from './social-setup';
import { homeHeading } from './support';

/** An ID token signed by the fake provider, verified by the server against the fake's JWKS. */
async function fakeIdToken(sub: string, email: string): Promise<string> {
  const url = `${E2E_FAKE_GOOGLE_URL}/id-token?sub=${sub}&email=${encodeURIComponent(email)}`;
  const body = (await (await fetch(url)).json()) as { idToken: string };
  return body.idToken;
}

/**
 * Stands in for Google Identity Services: its button hands the page's callback the ID token
 * the fake provider issued, as the real one does after the user picks an account.
 */
async function fakeGoogleIdentity(page: Page, idToken: string) {
  const script = `window.google = { accounts: { id: {
    initialize(options) { this.options = options; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.onclick = () => this.options.callback({ credential: ${JSON.stringify(idToken)} });
      parent.append(button);
    },
  } } };`;
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
}

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
