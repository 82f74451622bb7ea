import type { FastifyBaseLogger } from 'fastify';

/**
 * Work an area runs on a timer on every instance (the integrations' health checks). A tick
 * claims what is due in the shared database itself, so any number of instances may tick at
 * once without doing the same work twice; the time is the tick's argument, so a test runs a
 * tick at the time it wants instead of waiting for the timer.
 */
export type Schedule = {
  /** The schedule's name in the app's `schedules`, by which a test ticks it. */
  name: string;
  /** Time between ticks; 0 leaves it off the timer (a tick can still be run). */
  everyMs: number;
  tick(now: Date, signal: AbortSignal): Promise<void>;
};

export type Schedules = {
  /** Runs one tick of the named schedule now, at `now` (the clock's time by default). */
  tick(name: string, now?: Date): Promise<void>;
  start(): void;
  /** Stops the timers and waits for the ticks in hand, which stop between their steps. */
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    schedules: Schedules;
  }
}

/** The app's schedules; each ticks after its own period, never two of its ticks at once. */
export function createSchedules(
  list: readonly Schedule[],
  logger: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): Schedules {
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const byName = new Map(list.map((s) => [s.name, s]));

  const run = (schedule: Schedule, now: Date) => {
    const work: Promise<void> = schedule
      .tick(now, stopping.signal)
      .catch((err: unknown) =>
        logger.warn({ err, schedule: schedule.name }, 'scheduled work failed'),
      )
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  };

  const every = (schedule: Schedule) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      await run(schedule, clock());
      if (!stopping.signal.aborted) every(schedule);
    }, schedule.everyMs);
    // A schedule never keeps the process alive on its own.
    timer.unref();
    timers.add(timer);
  };

  return {
    async tick(name, now = clock()) {
      const schedule = byName.get(name);
      if (!schedule) throw new Error(`no schedule named ${name}`);
      await run(schedule, now);
    },
    start() {
      for (const schedule of list) if (schedule.everyMs > 0) every(schedule);
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
