import type { ActiveApplication } from '#contract/application-form';
import type { Session } from './session-data';

export interface SessionInput {
  /** The session restored from storage when the app starts, if any. */
  session: Session | null;
  /** The application last opened in that session, restored with it. */
  activeApplication?: ActiveApplication | null;
}

export interface SessionContext {
  session: Session | null;
  /** Refreshes since a call last succeeded; at MAX_REFRESH_ATTEMPTS the session gives up. */
  refreshAttempts: number;
  /** The application opened last under /applications/{id}, in the session's company. */
  activeApplication: ActiveApplication | null;
}

export type SessionEvent =
  | { type: 'LOGIN_SUCCEEDED'; session: Session }
  | { type: 'LOGOUT' }
  /** A call made with `accessToken` answered 401. Stale reports (older tokens) are ignored. */
  | { type: 'REFRESH_NEEDED'; accessToken: string }
  /** A call made with the current token succeeded: the refresh counter starts again. */
  | { type: 'CALL_SUCCEEDED' }
  | { type: 'SWITCH_COMPANY'; companyId: number }
  /** The server confirmed an application of the active company was opened. */
  | { type: 'APPLICATION_OPENED'; application: ActiveApplication }
  /** Nobody used any tab of the app for the idle limit. */
  | { type: 'IDLE_TIMEOUT' }
  /**
   * Another tab changed the stored session (signed in, refreshed, switched or signed out);
   * `idle` when it signed out because no tab had been used for the idle limit.
   */
  | { type: 'STORAGE_CHANGED'; session: Session | null; idle?: boolean };

/** What the injected `sessionStore` actor is told to do with persistent storage. */
export type SessionStoreCommand =
  | { type: 'save'; session: Session }
  /** null forgets the stored active application. */
  | { type: 'saveApplication'; application: ActiveApplication | null }
  | { type: 'clear' };

export type SessionEmitted =
  /** The session ended without the user asking (idle, failed refresh, too many refreshes). */
  | { type: 'ended'; message: string }
  | { type: 'switched'; session: Session }
  | { type: 'switchFailed'; messages: string[] };

export type SwitchInput = { session: Session; companyId: number };
