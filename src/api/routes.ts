import type { authContract } from '#contract/auth';
import type { sessionContract } from '#contract/session';
import type { twoFactorContract } from '#contract/twofactor';

/**
 * Method and path of the routes the first page load calls, written out so that no contract
 * (zod and ts-rest at runtime) loads with /login. `satisfies` keeps each equal to the contract:
 * a renamed path is a type error here. Call them as `call<Routes['token']>(routes.token, …)`.
 */
export type Routes = {
  token: typeof authContract.token;
  logout: typeof authContract.logout;
  refreshToken: typeof sessionContract.refreshToken;
  switchToken: typeof sessionContract.switchToken;
  verifyCode: typeof twoFactorContract.verifyCode;
  verifyBackupCode: typeof twoFactorContract.verifyBackupCode;
  setupBegin: typeof twoFactorContract.setupBegin;
  setupConfirm: typeof twoFactorContract.setupConfirm;
};

export const routes = {
  token: { method: 'POST', path: '/api/auth/token' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  refreshToken: { method: 'POST', path: '/api/auth/refreshToken' },
  switchToken: { method: 'POST', path: '/api/auth/switchToken' },
  verifyCode: { method: 'POST', path: '/api/auth/twoFactor/verify' },
  verifyBackupCode: { method: 'POST', path: '/api/auth/twoFactor/verifyBackup' },
  setupBegin: { method: 'POST', path: '/api/auth/twoFactor/setup/begin' },
  setupConfirm: { method: 'POST', path: '/api/auth/twoFactor/setup/confirm' },
} as const satisfies { [K in keyof Routes]: Pick<Routes[K], 'method' | 'path'> };
