import type { SnapshotFrom } from 'xstate';
import { MSG } from '#contract/messages';
import { SESSION_MSG } from '#contract/session-messages';
import type { SessionEvent, sessionMachine } from '#machines/session.machine';
import { inSecond, refreshFailed, settledBy, switchFailed } from './session.fixtures';

// What the session machine must do at each step of a generated path, stated independently of
// the machine's own definition (session.paths.test.ts checks every step against these).

export type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** What the machine must announce for one step, by the rules of spec sections 4 and 8. */
export function expectedEmissions(before: Snapshot, event: SessionEvent, after: Snapshot) {
  const wasIn = (state: string) => before.matches({ signedIn: state } as never);
  if (event.type === 'IDLE_TIMEOUT' && before.matches('signedIn')) {
    return [{ type: 'ended', message: SESSION_MSG.idleSignedOut }];
  }
  // Another tab's idle timer fired first: this tab says why too.
  if (event.type === 'STORAGE_CHANGED' && event.idle && before.matches('signedIn')) {
    return [{ type: 'ended', message: SESSION_MSG.idleSignedOut }];
  }
  // Only a refresh the server refused ends the session; one that got no answer keeps it.
  if (settledBy.get(event)?.actor === 'refresh' && wasIn('refreshing')) {
    return event === refreshFailed ? [{ type: 'ended', message: SESSION_MSG.sessionEnded }] : [];
  }
  if (event.type === 'REFRESH_NEEDED' && wasIn('active') && after.matches('signingOut')) {
    return [{ type: 'ended', message: MSG.maxRefreshAttempts }];
  }
  if (settledBy.get(event)?.actor === 'switch' && wasIn('switching')) {
    return event === switchFailed
      ? [{ type: 'switchFailed', messages: ['You do not belong to that company.'] }]
      : [{ type: 'switched', session: inSecond }];
  }
  return [];
}

/**
 * The active application after one step (spec sections 3 and 4): set by opening one, kept by
 * everything else, forgotten on leaving the session, on a new sign-in and on another company.
 */
export function expectedApplication(before: Snapshot, event: SessionEvent, after: Snapshot) {
  if (!after.matches('signedIn')) return null;
  if (event.type === 'LOGIN_SUCCEEDED') return null;
  if (event.type === 'APPLICATION_OPENED' && before.matches('signedIn')) return event.application;
  if (settledBy.get(event)?.actor === 'switch' && settledBy.get(event)?.ok) {
    if (before.matches({ signedIn: 'switching' })) return null;
  }
  const company = (s: Snapshot) => s.context.session?.selectedCompanyId;
  if (event.type === 'STORAGE_CHANGED' && company(before) !== company(after)) return null;
  return before.matches('signedIn') ? before.context.activeApplication : null;
}
