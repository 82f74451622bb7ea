import { type AnyActorRef, type SnapshotFrom, waitFor } from 'xstate';
import type { sessionMachine } from '#machines/session.machine';

type SessionActor = AnyActorRef & {
  getSnapshot(): SnapshotFrom<typeof sessionMachine>;
};

const busy = (s: SnapshotFrom<typeof sessionMachine>) =>
  s.matches({ signedIn: 'refreshing' }) || s.matches({ signedIn: 'switching' });

/**
 * After a 401 of a call made with `usedToken`: the token to retry with, or null. Every caller
 * waits for the same refresh (the machine runs one at a time); a caller whose token was
 * already replaced retries at once without asking for another.
 */
export function createRefresher(actor: SessionActor) {
  return async (usedToken: string): Promise<string | null> => {
    let asked = false;
    for (;;) {
      const snapshot = await waitFor(actor, (s) => !busy(s));
      const current = snapshot.matches('signedIn')
        ? (snapshot.context.session?.accessToken ?? null)
        : null;
      if (current === null) return null;
      if (current !== usedToken) return current;
      if (asked) return null;
      asked = true;
      actor.send({ type: 'REFRESH_NEEDED', accessToken: usedToken });
    }
  };
}
