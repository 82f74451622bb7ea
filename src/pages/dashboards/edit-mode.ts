import { useState } from 'react';

// Session storage: editing a widget leaves the dashboard and comes back to it still in edit
// mode, but a new tab or a new sign-in starts with a calm, read-only looking dashboard.
const KEY = 'dashboardEditMode';

/** Whether the dashboard shows its widgets' Edit and Remove controls. */
export function useEditMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => sessionStorage.getItem(KEY) === '1');
  const set = (next: boolean) => {
    if (next) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
    setOn(next);
  };
  return [on, set];
}
