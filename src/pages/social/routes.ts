import type { socialContract } from '#contract/social';

/**
 * Method and path of the social sign-in routes, written out so that the login page's social
 * buttons load no contract (zod and ts-rest at runtime); `satisfies` keeps each equal to the
 * contract. Call them as `socialCall<SocialRoutes['google']>(socialRoutes.google, …)`.
 */
export type SocialRoutes = {
  providers: typeof socialContract.providers;
  google: typeof socialContract.google;
  facebook: typeof socialContract.facebook;
  twitterStart: typeof socialContract.twitterStart;
  twitterCallback: typeof socialContract.twitterCallback;
};

export const socialRoutes = {
  providers: { method: 'GET', path: '/api/auth/providers' },
  google: { method: 'POST', path: '/api/auth/token/google' },
  facebook: { method: 'POST', path: '/api/auth/token/facebook' },
  twitterStart: { method: 'GET', path: '/api/auth/twitter/start' },
  twitterCallback: { method: 'POST', path: '/api/auth/twitter/callback' },
} as const satisfies { [K in keyof SocialRoutes]: Pick<SocialRoutes[K], 'method' | 'path'> };
