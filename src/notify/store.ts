import { errorTextsFrom } from '#machines/error-text';

export type NotificationKind = 'error' | 'success' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  text: string;
}

/** Beyond this many, the oldest notifications make room. */
const MAX_VISIBLE = 5;

/**
 * The notifications on screen, as a tiny external store (useSyncExternalStore) so that code
 * outside React — query caches, machines' emitted events — can raise them.
 */
export function createNotificationStore() {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  return {
    notify(kind: NotificationKind, text: string): void {
      // The same text again restarts its notification instead of stacking a copy.
      const others = items.filter((n) => n.kind !== kind || n.text !== text);
      items = [...others, { id: nextId++, kind, text }].slice(-MAX_VISIBLE);
      changed();
    },
    dismiss(id: number): void {
      items = items.filter((n) => n.id !== id);
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly Notification[] => items,
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

export const notifications = createNotificationStore();

/** One failure notification per text the error catalogue picks for `error`. */
export function notifyFailure(error: unknown, store: NotificationStore = notifications): void {
  for (const text of errorTextsFrom(error)) store.notify('error', text);
}

export function notifyTexts(texts: readonly string[], store: NotificationStore = notifications) {
  for (const text of texts) store.notify('error', text);
}
