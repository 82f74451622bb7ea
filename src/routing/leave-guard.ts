import { useSyncExternalStore } from 'react';
import type { AroundNavHandler } from 'wouter';

/** Whether a form on the page holds changes not saved yet (read when a navigation starts). */
type Guard = () => boolean;

const guards = new Set<Guard>();
const listeners = new Set<() => void>();
let pending: (() => void) | null = null;

const emit = () => {
  for (const listener of listeners) listener();
};
const unsaved = () => [...guards].some((guard) => guard());

// Reloading, closing the tab or leaving the console: only the browser's own prompt can ask.
const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (!unsaved()) return;
  event.preventDefault();
  event.returnValue = '';
};

/** A form's guard, kept while it is mounted; the returned function removes it. */
export function addLeaveGuard(guard: Guard): () => void {
  if (guards.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

const pathOf = (to: string) => new URL(to, window.location.href).pathname;

/**
 * The router's navigations (links, the palette, redirects after a save): one to another page
 * while a form holds unsaved changes waits for the user's answer; a change of the same page's
 * query (a list's filters) never asks.
 */
export const aroundNavigation: AroundNavHandler = (navigate, to, options) => {
  const go = () => navigate(to, options);
  if (pathOf(to) === window.location.pathname || !unsaved()) return go();
  pending = go;
  emit();
};

/** The navigation waiting for an answer, or null. */
export function usePendingLeave() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}

/** Leaves without saving: the guards of the page being left no longer ask. */
export function leaveAnyway() {
  const go = pending;
  pending = null;
  guards.clear();
  window.removeEventListener('beforeunload', onBeforeUnload);
  emit();
  go?.();
}

/** Stays on the page, the changes kept. */
export function stayOnPage() {
  pending = null;
  emit();
}
