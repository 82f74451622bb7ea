import type { FastifyBaseLogger } from 'fastify';

/**
 * Work an area runs on a timer on every instance (the integrations' health checks). A tick
 * claims what is due in the shared database itself, so any number of instances may tick at
 * once without doing the same work twice; the time is the tick's argument, so a test runs a
 * tick at the time it wants instead of waiting for the timer.
 */
export type Schedule = {
  /** Its name in the app's area work, by which a test ticks it. */
  name: string;
  /** Time between ticks; 0 leaves it off the timer (a tick can still be run). */
  everyMs: number;
  tick(now: Date, signal: AbortSignal): Promise<void>;
};

/**
 * Work an area runs in a loop of its own on every instance (webhook delivery): started once
 * the app is ready, stopped when it closes, before the database does.
 */
export type Worker = {
  /** Its name in the app's area work, by which a test stops it. */
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** What an area runs in the background of every instance: a schedule, or a worker. */
export type AreaJob = Schedule | Worker;

export type AreaWork = {
  /** Runs one tick of the named schedule now, at `now` (the clock's time by default). */
  tick(name: string, now?: Date): Promise<void>;
  /** Stops the named worker (for a test that drives one of its own in its place). */
  stopWorker(name: string): Promise<void>;
  start(): Promise<void>;
  /** Stops timers and workers and waits for the ticks in hand, which stop between steps. */
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The areas' schedules and workers (ServerArea.jobs, server/area-routers.ts). */
    areaWork: AreaWork;
  }
}

const isSchedule = (job: AreaJob): job is Schedule => 'tick' in job;

/** The areas' jobs; each schedule ticks after its own period, never two of its ticks at once. */
export function createAreaWork(
  jobs: readonly AreaJob[],
  logger: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): AreaWork {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`area job ${job.name} is declared twice`);
    names.add(job.name);
  }
  const schedules = new Map(jobs.filter(isSchedule).map((s) => [s.name, s]));
  const workers = new Map(jobs.flatMap((j) => (isSchedule(j) ? [] : [[j.name, j] as const])));
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

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
      const schedule = schedules.get(name);
      if (!schedule) throw new Error(`no schedule named ${name}`);
      await run(schedule, now);
    },
    async stopWorker(name) {
      const worker = workers.get(name);
      if (!worker) throw new Error(`no worker named ${name}`);
      await worker.stop();
    },
    async start() {
      for (const schedule of schedules.values()) if (schedule.everyMs > 0) every(schedule);
      for (const worker of workers.values()) await worker.start();
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running, ...[...workers.values()].map((w) => w.stop())]);
    },
  };
}
