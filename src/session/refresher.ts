import { type AnyActorRef, type SnapshotFrom, waitFor } from 'xstate';
import type { sessionMachine } from '#machines/session.machine';
import { NoAnswer } from '#machines/session-data';

type SessionActor = AnyActorRef & {
  getSnapshot(): SnapshotFrom<typeof sessionMachine>;
};
type Snapshot = SnapshotFrom<typeof sessionMachine>;

const busy = (s: Snapshot) =>
  s.matches({ signedIn: 'refreshing' }) || s.matches({ signedIn: 'switching' });

const refreshing = (s: Snapshot, token: string) =>
  s.matches({ signedIn: 'refreshing' }) && s.context.session?.accessToken === token;

/**
 * After a 401 of a call made with `usedToken`: the token to retry with, or null. Every caller
 * waits for the same refresh (the machine runs one at a time); a caller whose token was
 * already replaced retries at once without asking for another. When the refresh it waited for
 * left the token in place, that refresh got no answer: the caller fails the same way rather
 * than asking again, so one unanswered refresh is not repeated by every call that waited on it.
 */
export function createRefresher(actor: SessionActor) {
  return async (usedToken: string): Promise<string | null> => {
    let waited = false;
    for (;;) {
      waited ||= refreshing(actor.getSnapshot(), usedToken);
      const snapshot = await waitFor(actor, (s) => !busy(s));
      const current = snapshot.matches('signedIn')
        ? (snapshot.context.session?.accessToken ?? null)
        : null;
      if (current === null) return null;
      if (current !== usedToken) return current;
      if (waited) throw new NoAnswer();
      actor.send({ type: 'REFRESH_NEEDED', accessToken: usedToken });
    }
  };
}
