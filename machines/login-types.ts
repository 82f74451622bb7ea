import type { LoginBody, TokenResponse } from '#contract/auth';
import type { SetupConfirmed, TwoFactorSetup } from '#contract/twofactor';
import type { FailedResponse } from './error-text';
import type { Session } from './session-data';

/** What an injected call resolves with: its value, or the failed response. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: FailedResponse };
export type TokenOutcome = Outcome<TokenResponse>;
/** The outcome of the password step (the name the dev tools tests use). */
export type AuthenticateOutcome = TokenOutcome;

export interface LoginContext {
  /** Texts of the last failure, one notification each. */
  errors: string[];
  /** The 5-minute token the code step posts back (needsTwoFactorCode). */
  twoFactorToken: string | null;
  /** The token of a forced setup (the company requires two-factor, the user has none). */
  setupToken: string | null;
  setup: TwoFactorSetup | null;
  /** Shown once after setup, before the session opens. */
  backupCodes: string[];
  session: Session | null;
}

export type LoginEvent =
  | { type: 'SUBMIT'; credentials: LoginBody }
  /**
   * What another way of signing in (a social provider) answered; it goes on like the password
   * step's answer, so a two-factor account continues to its code step.
   */
  | { type: 'TOKENS'; output: TokenOutcome }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'SUBMIT_BACKUP'; backupCode: string }
  | { type: 'USE_BACKUP' }
  | { type: 'USE_CODE' }
  | { type: 'RETRY_SETUP' }
  /** The backup codes were seen: open the session. */
  | { type: 'CONTINUE' }
  /** Back to email and password (also after a finished sign-in, for the next one). */
  | { type: 'RESTART' };

export type LoginEmitted =
  | { type: 'failed'; messages: string[] }
  | { type: 'signedIn'; session: Session };

export type CodeInput = { twoFactorToken: string; code: string };
export type BackupInput = { twoFactorToken: string; backupCode: string };
export type SetupInput = { setupToken: string };
export type ConfirmInput = { setupToken: string; code: string };
export type { SetupConfirmed, TwoFactorSetup };

export const initialLoginContext: LoginContext = {
  errors: [],
  twoFactorToken: null,
  setupToken: null,
  setup: null,
  backupCodes: [],
  session: null,
};
