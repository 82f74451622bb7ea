import * as z from 'zod';
import { access } from './access';
import { ActiveUser, TokenResponse } from './auth';
import { authErrors, c, IdParam, ProblemOrText, ProblemSchema } from './common';
import { Id, line } from './input';

export { SESSION_MSG } from './session-messages';

export const RefreshBody = z.strictObject({
  accessToken: line().min(1).max(4096),
  refreshToken: line().min(1).max(200),
});
export type RefreshBody = z.infer<typeof RefreshBody>;

export const SwitchBody = RefreshBody.extend({ companyId: Id });
export type SwitchBody = z.infer<typeof SwitchBody>;

export const AccountCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The company the presented access token acts in. */
  selected: z.boolean(),
});
export type AccountCompany = z.infer<typeof AccountCompany>;

const tokenErrors = { 400: ProblemOrText, 401: ProblemSchema, 503: ProblemSchema } as const;

export const sessionContract = c.router({
  refreshToken: {
    method: 'POST',
    path: '/api/auth/refreshToken',
    metadata: access.public(),
    summary: 'Rotate a refresh token: the old one dies, a dead one ends its whole device session',
    body: RefreshBody,
    responses: { 200: TokenResponse, ...tokenErrors },
  },
  switchToken: {
    method: 'POST',
    path: '/api/auth/switchToken',
    metadata: access.public(),
    summary: 'Tokens for another company of the same account (403 when not a member)',
    body: SwitchBody,
    responses: { 200: TokenResponse, ...tokenErrors, 403: ProblemSchema },
  },
  activeUserOf: {
    method: 'GET',
    path: '/api/auth/activeUser/:companyId',
    metadata: access.signedIn(),
    summary: 'The signed-in user as a member of the given company',
    pathParams: z.object({ companyId: IdParam }),
    responses: { 200: ActiveUser, ...authErrors },
  },
  companies: {
    method: 'GET',
    path: '/api/auth/companies',
    metadata: access.signedIn(),
    summary: 'The companies the signed-in account belongs to (the company selector)',
    responses: { 200: z.array(AccountCompany), ...authErrors },
  },
});
