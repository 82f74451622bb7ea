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

/** Folds XState inspection events into the list of live actors. */
export function createActorRegistry(eventLimit = 5) {
  const actors = new Map<string, ActorEntry>();
  let list: readonly ActorEntry[] = [];
  const listeners = new Set<() => void>();

  function update(sessionId: string, change: (entry: ActorEntry) => ActorEntry | null) {
    const current = actors.get(sessionId);
    if (!current) return;
    const next = change(current);
    if (next && next.status === 'active') actors.set(sessionId, next);
    else actors.delete(sessionId);
    list = [...actors.values()];
    for (const listener of listeners) listener();
  }

  function fromSnapshot(entry: ActorEntry, snapshot: Snapshotish): ActorEntry {
    return {
      ...entry,
      status: snapshot.status ?? entry.status,
      value: snapshot.value,
      context: redact(snapshot.context),
    };
  }

  return {
    record(event: InspectionEvent): void {
      const { sessionId } = event.actorRef;
      if (event.type === '@xstate.actor') {
        const name = actorName(event.actorRef);
        // Its snapshot cannot be read yet; the first @xstate.snapshot event brings it.
        const entry = { sessionId, name, status: 'active', value: undefined, context: undefined };
        actors.set(sessionId, { ...entry, events: [] });
        update(sessionId, (same) => same);
      } else if (event.type === '@xstate.snapshot') {
        update(sessionId, (entry) => fromSnapshot(entry, event.snapshot as Snapshotish));
      } else if (event.type === '@xstate.event') {
        update(sessionId, (entry) => ({
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
