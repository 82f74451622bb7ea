import { loadScript } from './load-script';

/** The part of Google Identity Services the console uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Loaded only when Google sign-in is configured and its button is shown. */
export async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  await loadScript(GOOGLE_IDENTITY_SCRIPT);
  const identity = window.google?.accounts.id;
  if (!identity) throw new Error('Google Identity Services did not start');
  return identity;
}
