import { useState } from 'react';
import { tsr } from '../../api/tsr';
import { STORAGE_KEYS } from '../../session/storage';

/** Written when the tour is finished or skipped; logout keeps it (spec section 4). */
export const TOUR_DONE = 'done';
const QUERY_KEY = ['preferences', 'tour'];

const seenHere = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.tourState) === TOUR_DONE;
  } catch {
    return true;
  }
};

/**
 * Whether the guided tour shows: on a user's first sign-in, and again when restarted from the
 * menu. Finishing or skipping it is kept in this browser (shown from the first paint) and for
 * the user on the server, so a new browser does not show it again.
 */
export function useTour() {
  const [restarted, setRestarted] = useState(false);
  const [doneHere, setDoneHere] = useState(seenHere);
  const client = tsr.useQueryClient();
  const server = tsr.preferences.tour.useQuery({
    queryKey: QUERY_KEY,
    enabled: !doneHere,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = tsr.preferences.saveTour.useMutation();
  const doneForUser = server.data?.body.done;
  return {
    // Until the server has answered, a new browser does not know: it waits rather than flashes.
    open: restarted || (!doneHere && doneForUser === false),
    restart: () => setRestarted(true),
    finish: () => {
      window.localStorage.setItem(STORAGE_KEYS.tourState, TOUR_DONE);
      setDoneHere(true);
      setRestarted(false);
      client.preferences.tour.setQueryData(QUERY_KEY, (old) =>
        old ? { ...old, body: { done: true } } : old,
      );
      save.mutate({ body: { done: true } });
    },
  };
}
