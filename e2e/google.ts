import type { Page } from '@playwright/test';
import { GOOGLE_IDENTITY_SCRIPT } from '../src/pages/social/google-identity';
import { E2E_FAKE_GOOGLE_URL } from './social-setup';

/** An ID token signed by the fake provider, verified by the server against the fake's JWKS. */
export async function fakeIdToken(sub: string, email: string): Promise<string> {
  const url = `${E2E_FAKE_GOOGLE_URL}/id-token?sub=${sub}&email=${encodeURIComponent(email)}`;
  const body = (await (await fetch(url)).json()) as { idToken: string };
  return body.idToken;
}

/**
 * Stands in for Google Identity Services: its button hands the page's callback the ID token
 * the fake provider issued, as the real one does after the user picks an account.
 */
export async function fakeGoogleIdentity(page: Page, idToken: string) {
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
