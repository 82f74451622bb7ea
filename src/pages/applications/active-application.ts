import { useSyncExternalStore } from 'react';
import type { ActiveApplication } from '#contract/applications';

/**
 * The session's active application (id, name, features, stats URL): the one last opened under
 * /applications/{applicationId}. Kept per tab, like the page the user is on.
 */
const KEY = 'activeApplication';
const listeners = new Set<() => void>();

function read(): ActiveApplication | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ActiveApplication) : null;
  } catch {
    return null;
  }
}

let current = typeof sessionStorage === 'undefined' ? null : read();

export function setActiveApplication(app: ActiveApplication | null) {
  current = app;
  if (app) sessionStorage.setItem(KEY, JSON.stringify(app));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useActiveApplication(): ActiveApplication | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Application features gate features by name (spec section 6). */
export const hasFeature = (app: ActiveApplication | null, name: string) =>
  app?.features.includes(name) ?? false;
