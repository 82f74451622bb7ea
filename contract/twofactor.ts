import * as z from 'zod';
import { access } from './access';
import { TokenResponse } from './auth';
import { authErrors, c, ProblemOrText, ProblemSchema } from './common';
import { Id, line } from './input';

/** How many single-use backup codes a user holds after setup or regeneration. */
export const BACKUP_CODE_COUNT = 10;

/** Texts the spec leaves open for two-factor; worded once for server and client. */
export const TWO_FACTOR_MSG = {
  invalidCode: 'The code is not valid. Check the time on your device and try again.',
  reusedCode: 'This code has already been used. Wait for the next one and try again.',
  invalidBackupCode: 'The backup code is not valid or has already been used.',
  expiredStep: 'This sign-in step has expired. Please sign in again.',
  alreadyEnabled: 'Two-factor authentication is already on.',
  notEnabled: 'Two-factor authentication is not on.',
  requiredByCompany: 'Your company requires two-factor authentication, so it cannot be turned off.',
  setupNotStarted: 'Start the two-factor setup again: no secret is waiting to be confirmed.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
  codesRegenerated: 'New backup codes generated; the old ones no longer work.',
} as const;

/** A 6-digit TOTP code; spaces are allowed ("123 456") and ignored. */
const TotpCode = line().regex(/^\s*\d{3}\s?\d{3}\s*$/, TWO_FACTOR_MSG.codeRequired);
/** A backup code as shown ("abcde-fghij"); case, spaces and dashes are ignored. */
const BackupCode = line().trim().min(1, 'Enter a backup code').max(40);
const StepToken = line().min(1).max(200);
const ApplicationId = Id.optional();

export const TwoFactorSetup = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const BackupCodes = z.object({ backupCodes: z.array(z.string()) });

export const SetupConfirmed = BackupCodes.extend({
  /** Tokens when the setup came from sign-in (setupToken); null from the account page. */
  tokens: TokenResponse.nullable(),
});
export type SetupConfirmed = z.infer<typeof SetupConfirmed>;

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The active company requires two-factor: it cannot be turned off. */
  required: z.boolean(),
  backupCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** Refusals of the sign-in steps: 400 wrong/used code or expired step, 429 throttled. */
const stepErrors = { 400: ProblemOrText, 429: ProblemSchema, 503: ProblemSchema } as const;

export const twoFactorContract = c.router({
  verifyCode: {
    method: 'POST',
    path: '/api/auth/twoFactor/verify',
    metadata: access.public(),
    summary: 'Second sign-in step: a TOTP code with the twoFactorToken from /api/auth/token',
    body: z.strictObject({
      twoFactorToken: StepToken,
      code: TotpCode,
      applicationId: ApplicationId,
    }),
    responses: { 200: TokenResponse, ...stepErrors },
  },
  verifyBackupCode: {
    method: 'POST',
    path: '/api/auth/twoFactor/verifyBackup',
    metadata: access.public(),
    summary: 'Second sign-in step with a single-use backup code instead of a TOTP code',
    body: z.strictObject({
      twoFactorToken: StepToken,
      backupCode: BackupCode,
      applicationId: ApplicationId,
    }),
    responses: { 200: TokenResponse, ...stepErrors },
  },
  setupBegin: {
    method: 'POST',
    path: '/api/auth/twoFactor/setup/begin',
    metadata: access.public(),
    summary:
      'A new secret to set up two-factor: with the setupToken of a sign-in, or signed in (bearer)',
    body: z.strictObject({ setupToken: StepToken.optional() }),
    responses: { 200: TwoFactorSetup, ...authErrors },
  },
  setupConfirm: {
    method: 'POST',
    path: '/api/auth/twoFactor/setup/confirm',
    metadata: access.public(),
    summary: 'Confirm the new secret with a code: turns two-factor on, returns 10 backup codes',
    body: z.strictObject({
      setupToken: StepToken.optional(),
      code: TotpCode,
      applicationId: ApplicationId,
    }),
    responses: { 200: SetupConfirmed, ...authErrors, 429: ProblemSchema },
  },
  status: {
    method: 'GET',
    path: '/api/auth/twoFactor',
    metadata: access.signedIn(),
    summary: 'Whether two-factor is on for the signed-in user, and backup codes left',
    responses: { 200: TwoFactorStatus, ...authErrors },
  },
  disable: {
    method: 'POST',
    path: '/api/auth/twoFactor/disable',
    metadata: access.signedIn(),
    summary: 'Turn two-factor off, proven with a current code or a backup code',
    body: z.strictObject({ code: BackupCode }),
    responses: { 204: c.noBody(), ...authErrors, 429: ProblemSchema },
  },
  regenerateBackupCodes: {
    method: 'POST',
    path: '/api/auth/twoFactor/backupCodes',
    metadata: access.signedIn(),
    summary: 'Replace all backup codes, proven with a current code',
    body: z.strictObject({ code: TotpCode }),
    responses: { 200: BackupCodes, ...authErrors, 429: ProblemSchema },
  },
});
