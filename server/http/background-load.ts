/** Progress of a background load: the share done and how many rows that is. */
export type Report = (percent: number, loaded: number) => void;

/** Data loaded after the server listens (the demo's search events, its orders). */
export type BackgroundLoad = {
  /** Whether this process is still loading it. */
  loading(): boolean;
  /** Loads it unless already there, telling `report` how far it got. */
  run(report: Report): Promise<void>;
  /** Stops after the step under way (a shutdown must not close the database under it). */
  stop(): Promise<void>;
};

/**
 * The running, stopping and waiting every background load shares. `plan` finds what there is
 * to do (null: nothing, already loaded); only then does the load count as loading, so a restart
 * over a loaded database never reports one. `load` checks `stopped` between its steps.
 */
export function backgroundLoad<Plan>(
  plan: () => Promise<Plan | null>,
  load: (plan: Plan, stopped: () => boolean, report: Report) => Promise<void>,
): BackgroundLoad {
  let running = false;
  let stopped = false;
  let work: Promise<void> = Promise.resolve();
  const run = async (report: Report) => {
    const found = await plan();
    if (found === null || stopped) return;
    running = true;
    try {
      await load(found, () => stopped, report);
    } finally {
      running = false;
    }
  };
  return {
    loading: () => running,
    run(report) {
      work = run(report);
      return work;
    },
    async stop() {
      stopped = true;
      await work.catch(() => {});
    },
  };
}
