import { loadScript } from './load-script';

type LoginStatus = { authResponse?: { accessToken: string } | null };

/** The part of the Facebook JavaScript SDK the console uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: LoginStatus) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

export const FACEBOOK_SDK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v19.0';

let initialised: string | undefined;

export async function loadFacebook(appId: string): Promise<FacebookSdk> {
  await loadScript(FACEBOOK_SDK_SCRIPT);
  const sdk = window.FB;
  if (!sdk) throw new Error('The Facebook SDK did not start');
  if (initialised !== appId)
    sdk.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
  initialised = appId;
  return sdk;
}

/** The user's access token from the Facebook popup, or null when they cancel. */
export function facebookLogin(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) =>
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), {
      scope: 'email',
    }),
  );
}
