import type { InspectionEvent } from 'xstate';

type Sink = (event: InspectionEvent) => void;

// Actors start before the dev tools chunk has loaded; their first events wait here.
const waiting: InspectionEvent[] = [];
const MAX_WAITING = 2000;
let sink: Sink | null = null;

function record(event: InspectionEvent): void {
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/**
 * Pass as `inspect` to every `createActor` / `useActorRef`. In production builds `__DEV__` is
 * false, so this is `undefined` and the recording code drops out of the bundle.
 */
export const inspect: Sink | undefined = __DEV__ ? record : undefined;

/** Called by the dev tools once loaded: replays what happened so far, then streams. */
export function connectInspection(next: Sink): void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
}
