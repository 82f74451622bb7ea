import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isFailedResponse } from '#machines/error-text';
import { notifyFailure } from '../notify/store';
import { currentSession, sessionActor } from '../session/session';

/** A 401 ends the session (the login page follows); every other failure is a notification. */
function notifyUnlessSignedOut(error: unknown): void {
  if (isFailedResponse(error) && error.status === 401) return;
  notifyFailure(error);
}

/** Network errors and server faults get two more tries; a 4xx answer will not change. */
function retry(failureCount: number, error: unknown): boolean {
  if (isFailedResponse(error) && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: notifyUnlessSignedOut }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // A versioned edit page shows a stale save itself, with its Reload action.
      if (mutation.meta?.showsStale === true && isFailedResponse(error) && error.status === 409) {
        return;
      }
      notifyUnlessSignedOut(error);
    },
  }),
  defaultOptions: {
    queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Whose data the cache holds: nobody, or the signed-in user in one company. */
const cacheOwner = () => {
  const session = currentSession();
  return session ? `company:${session.selectedCompanyId}` : null;
};

// Whatever the last user (or company) loaded must not show to the next one. A token refresh
// keeps the same owner, so the cache survives it.
let lastOwner = cacheOwner();
sessionActor.subscribe(() => {
  const owner = cacheOwner();
  if (owner !== lastOwner) {
    lastOwner = owner;
    queryClient.clear();
  }
});
