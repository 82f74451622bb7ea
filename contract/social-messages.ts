// Kept apart from contract/social.ts so the login page's social buttons show these texts
// without loading zod and ts-rest.

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

/** Texts the spec leaves open for social sign-in; worded once for server and client. */
export const SOCIAL_MSG = {
  notLinked: (p: SocialProvider) =>
    `This ${PROVIDER_NAMES[p]} account is not linked to a Waypoint Console account. Sign in with your email and password, then link it on your account page.`,
  notVerified: (p: SocialProvider) =>
    `The ${PROVIDER_NAMES[p]} sign-in could not be verified. Please try again.`,
  disabled: (p: SocialProvider) => `${PROVIDER_NAMES[p]} sign-in is not enabled.`,
  unreachable: (p: SocialProvider) =>
    `${PROVIDER_NAMES[p]} could not be reached. Please try again in a moment.`,
  linkedElsewhere: (p: SocialProvider) =>
    `This ${PROVIDER_NAMES[p]} account is already linked to another Waypoint Console account.`,
  noActiveCompany: 'Your account is not active in any company.',
  stateExpired: 'The Twitter sign-in expired or was already used. Please start again.',
  lastSignInMethod: 'Set a password before unlinking your last linked account.',
  linked: (p: SocialProvider) => `Your ${PROVIDER_NAMES[p]} account is now linked.`,
  unlinked: (p: SocialProvider) => `Your ${PROVIDER_NAMES[p]} account is no longer linked.`,
  cancelled: 'The sign-in was cancelled.',
} as const;
