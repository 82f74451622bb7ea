import type { InspectionEvent } from 'xstate';

/** One live actor as the in-app inspector shows it. */
export interface ActorEntry {
  sessionId: string;
  name: string;
  status: string;
  value: unknown;
  context: unknown;
  /** The most recent events it received, newest last. */
  events: unknown[];
}

const SECRET_KEY = /password|token/i;

/** Copies `value` with secrets masked, so the overlay can be shown on a shared screen. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && typeof item === 'string' ? '•••' : redact(item, depth + 1);
  }
  return copy;
}

/**
 * A readable name: the invoke id of a child, else the machine id (a root actor's own id is its
 * session id). ActorRefLike declares neither, so they are read defensively.
 */
function actorName(actorRef: object & { sessionId: string }): string {
  const own = 'id' in actorRef && typeof actorRef.id === 'string' ? actorRef.id : '';
  if (own && own !== actorRef.sessionId) return own;
  const logic = 'logic' in actorRef ? actorRef.logic : undefined;
  const machineId =
    typeof logic === 'object' && logic !== null && 'id' in logic && typeof logic.id === 'string'
      ? logic.id
      : '';
  return machineId || actorRef.sessionId;
}

type Snapshotish = { status?: string; value?: unknown; context?: unknown };

/**
 * Folds XState inspection events into the list of live actors. An actor is listed from its first
 * event or snapshot, not from its creation: React creates (and throws away) idle actors while
 * rendering, and those never start.
 */
export function createActorRegistry(eventLimit = 5) {
  const actors = new Map<string, ActorEntry>();
  let list: readonly ActorEntry[] = [];
  const listeners = new Set<() => void>();
  let notifyQueued = false;

  // Inspection events fire inside other components' renders; telling React subscribers
  // synchronously would update the overlay mid-render and restart that render.
  function changed() {
    list = [...actors.values()];
    if (notifyQueued) return;
    notifyQueued = true;
    queueMicrotask(() => {
      notifyQueued = false;
      for (const listener of listeners) listener();
    });
  }

  function upsert(
    actorRef: object & { sessionId: string },
    change: (entry: ActorEntry) => ActorEntry,
  ) {
    const { sessionId } = actorRef;
    const current = actors.get(sessionId) ?? {
      sessionId,
      name: actorName(actorRef),
      status: 'active',
      value: undefined,
      context: undefined,
      events: [],
    };
    const next = change(current);
    if (next.status === 'active') actors.set(sessionId, next);
    else actors.delete(sessionId);
    changed();
  }

  return {
    record(event: InspectionEvent): void {
      if (event.type === '@xstate.snapshot') {
        const snapshot = event.snapshot as Snapshotish;
        if (!actors.has(event.actorRef.sessionId) && snapshot.status !== 'active') return;
        upsert(event.actorRef, (entry) => ({
          ...entry,
          status: snapshot.status ?? entry.status,
          value: snapshot.value,
          context: redact(snapshot.context),
        }));
      } else if (event.type === '@xstate.event') {
        upsert(event.actorRef, (entry) => ({
          ...entry,
          events: [...entry.events, redact(event.event)].slice(-eventLimit),
        }));
      }
    },
    list: (): readonly ActorEntry[] => list,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ActorRegistry = ReturnType<typeof createActorRegistry>;
