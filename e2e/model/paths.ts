import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import type { AnyStateMachine, EventObject, SnapshotFrom, StateValue } from 'xstate';

/** A machine event the browser can cause, under the name the drivers table knows it by. */
export type ModelEvent = { name: string; event: EventObject & Record<string, unknown> };
export type ModelStep = { name: string; state: string };
export type ModelPath = { title: string; steps: ModelStep[] };

/** What the browser cannot do, in one place per machine, each with its reason. */
export type NotFromBrowser = {
  /** Machine event types no browser action causes. */
  events: Record<string, string>;
  /** States the machine passes through without resting, so there is nothing to see. */
  states: Record<string, string>;
  /** Events the browser causes in some states but not in these. */
  transitions: Record<string, { from: readonly string[]; reason: string }>;
};

export type BrowserTables = {
  /** Event name → the states it is driven from. */
  drivenFrom: Record<string, readonly string[]>;
  /** State name → whatever the user is shown there (keys only matter here). */
  views: Record<string, unknown>;
  notFromBrowser: NotFromBrowser;
};

type Snapshot = SnapshotFrom<AnyStateMachine>;

/** The table's entry for a name (checkMapped has made sure it is there). */
export function mapped<T>(table: Record<string, T>, name: string): T {
  const entry = table[name];
  if (entry === undefined) throw new Error(`${name} is not mapped to the browser`);
  return entry;
}

/** "setupStep.loading" for { setupStep: 'loading' }. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['', ''];
  return child ? `${key}.${stateName(child)}` : key;
}

function leafStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateMachine['root'], prefix: string): string[] =>
    Object.values(node.states).flatMap((child) => {
      const name = prefix ? `${prefix}.${child.key}` : child.key;
      return Object.keys(child.states).length > 0 ? walk(child, name) : [name];
    });
  return walk(machine.root, '');
}

/**
 * Throws at load when the machine has an event type or a state the browser tables neither map
 * nor list as not drivable, so a new event or state cannot go untested without someone deciding.
 */
export function checkMapped(machine: AnyStateMachine, events: ModelEvent[], tables: BrowserTables) {
  const problems: string[] = [];
  const { drivenFrom, views, notFromBrowser } = tables;
  for (const type of machine.root.events) {
    const driven = events.some((e) => e.event.type === type && e.name in drivenFrom);
    if (!driven && !(type in notFromBrowser.events)) problems.push(`event ${type} has no driver`);
  }
  for (const { name } of events) {
    if (!(name in drivenFrom)) problems.push(`event ${name} has no driver`);
  }
  for (const state of leafStates(machine)) {
    if (!(state in views) && !(state in notFromBrowser.states)) {
      problems.push(`state ${state} has no view`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Map these to the browser or list them as not drivable:\n${problems.join('\n')}`,
    );
  }
}

type Options = {
  events: ModelEvent[];
  tables: BrowserTables;
  input?: unknown;
  /** Context that changes what an event does, so such states count as different ones. */
  variant?: (snapshot: Snapshot) => string;
  maxPaths: number;
};

/**
 * Paths that together take every transition the browser can drive at least once (and so reach
 * every state and use every event): the shortest path to each transition's source state plus
 * that transition, then a greedy cover keeps the fewest that still take every transition.
 */
export function coveringPaths(machine: AnyStateMachine, options: Options) {
  const { events, tables } = options;
  checkMapped(machine, events, tables);
  const nameOf = new Map(events.map((e) => [e.event, e.name]));
  const key = (s: Snapshot) =>
    `${stateName(s.value)}${options.variant ? `|${options.variant(s)}` : ''}`;
  const skipped = (state: string, name: string) =>
    tables.notFromBrowser.transitions[name]?.from.includes(state) ?? false;
  const unmapped: string[] = [];
  const eventsFor = (s: Snapshot) =>
    events
      .filter((e) => {
        const state = stateName(s.value);
        if (!s.can(e.event)) return false;
        if (tables.drivenFrom[e.name]?.includes(state)) return true;
        if (!skipped(state, e.name)) unmapped.push(`${e.name} from ${state}`);
        return false;
      })
      .map((e) => e.event);
  const traversal = { events: eventsFor, serializeState: key, input: options.input };
  const shortest = new Map(
    getShortestPaths(machine, traversal).map((p) => [key(p.state), p.steps]),
  );
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, traversal));
  if (unmapped.length > 0) {
    const list = [...new Set(unmapped)].join('\n');
    throw new Error(`Drive these from the browser or list them as not drivable:\n${list}`);
  }
  const edgeId = (from: Snapshot, event: EventObject) => `${key(from)} ${nameOf.get(event)}`;
  const candidates = edges.map(({ state, event, nextState }) => {
    const steps = [...(shortest.get(key(state)) ?? []), { event, state: nextState }];
    const covers = new Set<string>();
    let from: Snapshot | undefined;
    for (const step of steps) {
      if (from && nameOf.has(step.event)) covers.add(edgeId(from, step.event));
      from = step.state;
    }
    return { steps: steps.filter((s) => nameOf.has(s.event)), covers };
  });
  const uncovered = new Set(edges.map((e) => edgeId(e.state, e.event)));
  const chosen: typeof candidates = [];
  while (uncovered.size > 0) {
    const gain = (c: (typeof candidates)[number]) =>
      [...c.covers].filter((id) => uncovered.has(id)).length;
    const best = candidates.reduce((a, b) =>
      gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a,
    );
    chosen.push(best);
    for (const id of best.covers) uncovered.delete(id);
  }
  if (chosen.length > options.maxPaths) {
    throw new Error(
      `${chosen.length} paths cover the transitions, over the cap of ${options.maxPaths}`,
    );
  }
  const paths: ModelPath[] = chosen.map((c) => {
    const steps = c.steps.map((s) => ({
      name: nameOf.get(s.event) ?? '',
      state: stateName(s.state.value),
    }));
    return { title: steps.map((s) => s.name).join(' → '), steps };
  });
  return { paths, transitions: edges.length };
}
