import { useState } from 'react';
import { STORAGE_KEYS } from '../../session/storage';

/** Written when the tour is finished or skipped; logout keeps it (spec section 4). */
export const TOUR_DONE = 'done';

const seen = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.tourState) === TOUR_DONE;
  } catch {
    return true;
  }
};

/** Whether the guided tour shows: on first sign-in, and again when restarted from the menu. */
export function useTour() {
  const [open, setOpen] = useState(() => !seen());
  return {
    open,
    restart: () => setOpen(true),
    finish: () => {
      window.localStorage.setItem(STORAGE_KEYS.tourState, TOUR_DONE);
      setOpen(false);
    },
  };
}
