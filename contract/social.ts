import * as z from 'zod';
import { access } from './access';
import { TokenResponse } from './auth';
import { authErrors, c, IdParam, ProblemOrText, ProblemSchema } from './common';
import { line } from './input';

import { SOCIAL_PROVIDERS } from './social-messages';

export {
  PROVIDER_NAMES,
  SOCIAL_MSG,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './social-messages';

export const ProvidersResponse = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  facebook: z.object({ appId: z.string() }).nullable(),
  twitter: z.boolean(),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

export const LinkedIdentity = z.object({
  id: z.number().int(),
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof LinkedIdentity>;

export const TwitterPurpose = z.enum(['login', 'link']);
export type TwitterPurpose = z.infer<typeof TwitterPurpose>;

const GoogleBody = z.strictObject({ idToken: line().min(1).max(8192) });
const FacebookBody = z.strictObject({ accessToken: line().min(1).max(4096) });

/** Sign-in refusals: 400 (not verified / not linked), 404 (provider off), 502 (provider down). */
const signInErrors = {
  400: ProblemOrText,
  404: ProblemSchema,
  502: ProblemSchema,
  503: ProblemSchema,
} as const;

export const socialContract = c.router({
  providers: {
    method: 'GET',
    path: '/api/auth/providers',
    metadata: access.public(),
    summary: 'Which social sign-ins are enabled (and the public ids their buttons need)',
    responses: { 200: ProvidersResponse },
  },
  google: {
    method: 'POST',
    path: '/api/auth/token/google',
    metadata: access.public(),
    summary: 'Sign in with a Google ID token',
    body: GoogleBody,
    responses: { 200: TokenResponse, ...signInErrors },
  },
  facebook: {
    method: 'POST',
    path: '/api/auth/token/facebook',
    metadata: access.public(),
    summary: 'Sign in with a Facebook user access token',
    body: FacebookBody,
    responses: { 200: TokenResponse, ...signInErrors },
  },
  twitterStart: {
    method: 'GET',
    path: '/api/auth/twitter/start',
    metadata: access.public(),
    summary: 'Begin the Twitter OAuth 2.0 (PKCE) flow; linking needs a signed-in user',
    query: z.object({ purpose: TwitterPurpose }),
    responses: { 200: z.object({ authorizeUrl: z.string() }), ...signInErrors, 401: ProblemSchema },
  },
  twitterCallback: {
    method: 'POST',
    path: '/api/auth/twitter/callback',
    metadata: access.public(),
    summary: 'Finish the Twitter flow: tokens when signing in, the identity when linking',
    body: z.strictObject({ code: line().min(1).max(2048), state: line().min(1).max(64) }),
    responses: {
      200: z.union([TokenResponse, z.object({ linked: LinkedIdentity })]),
      ...signInErrors,
      401: ProblemSchema,
      409: ProblemSchema,
    },
  },
  identities: {
    method: 'GET',
    path: '/api/accounts/socialIdentities',
    metadata: access.signedIn(),
    summary: 'The social identities linked to the signed-in account',
    responses: { 200: z.array(LinkedIdentity), ...authErrors },
  },
  linkGoogle: {
    method: 'POST',
    path: '/api/accounts/socialIdentities/google',
    metadata: access.signedIn(),
    summary: 'Link a Google identity to the signed-in account',
    body: GoogleBody,
    responses: { 200: LinkedIdentity, ...authErrors, 409: ProblemSchema, 502: ProblemSchema },
  },
  linkFacebook: {
    method: 'POST',
    path: '/api/accounts/socialIdentities/facebook',
    metadata: access.signedIn(),
    summary: 'Link a Facebook identity to the signed-in account',
    body: FacebookBody,
    responses: { 200: LinkedIdentity, ...authErrors, 409: ProblemSchema, 502: ProblemSchema },
  },
  unlink: {
    method: 'DELETE',
    path: '/api/accounts/socialIdentities/:id',
    metadata: access.signedIn(),
    summary: 'Unlink a social identity from the signed-in account',
    pathParams: z.object({ id: IdParam }),
    body: c.noBody(),
    responses: { 204: c.noBody(), ...authErrors },
  },
});
