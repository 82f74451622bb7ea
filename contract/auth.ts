import * as z from 'zod';
import { access } from './access';
import { authErrors, c, ProblemOrText, ProblemSchema } from './common';
import { Id, line } from './input';

export const LoginBody = z.strictObject({
  username: line().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: line().min(1, 'Password is required'),
  /** The application the user signs in from, for the login history (or header x-application-id). */
  applicationId: Id.optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenResponse = z.object({
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  userPermissions: z.array(z.string()),
  selectedCompanyId: z.number().int().nullable(),
  selectedCompanyName: z.string().nullable(),
  needsTwoFactorCode: z.boolean(),
  /** With needsTwoFactorCode: the 5-minute single-use token the code step posts back. */
  twoFactorToken: z.string().optional(),
  /**
   * The company requires two-factor and the user has none: no tokens until setup is confirmed
   * with `setupToken` (contract/twofactor.ts, setupBegin and setupConfirm).
   */
  needsTwoFactorSetup: z.boolean().optional(),
  setupToken: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Brute-force refusals (server/auth/throttle.ts); worded once for server and client. */
export const THROTTLE_MSG = {
  wait: (seconds: number) =>
    `Too many failed attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`,
  locked: (minutes: number) =>
    `Too many failed attempts. Signing in is blocked for ${minutes} minute${minutes === 1 ? '' : 's'}; please try again later.`,
} as const;

export const ActiveUser = z.object({
  companyId: z.number().int(),
  userId: z.number().int(),
  permissions: z.array(z.string()),
  dateFormat: z.string(),
  dateTimeFormat: z.string(),
  /** The company's time zone, in which every time is shown (contract/time-zones.ts). */
  timeZone: z.string(),
  displayName: z.string(),
  email: z.string(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
  applications: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActiveUser = z.infer<typeof ActiveUser>;

export const authContract = c.router({
  token: {
    method: 'POST',
    path: '/api/auth/token',
    metadata: access.public(),
    summary: 'Sign in with email and password',
    body: LoginBody,
    responses: { 200: TokenResponse, 400: ProblemOrText, 429: ProblemSchema, 503: ProblemSchema },
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    metadata: access.public(),
    summary: 'Revoke a refresh token (sign out on this device)',
    body: z.strictObject({ refreshToken: line().max(200) }),
    responses: { 204: c.noBody(), 400: ProblemOrText, 503: ProblemSchema },
  },
  activeUser: {
    method: 'GET',
    path: '/api/auth/activeUser',
    metadata: access.signedIn(),
    summary: 'The signed-in user in their active company',
    responses: { 200: ActiveUser, ...authErrors },
  },
});
