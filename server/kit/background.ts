/**
 * Work a request starts and does not wait for (a batch of 100,000 promo codes), owned by the app:
 * closing the app stops it between steps and waits for the step in hand, so a shutdown neither
 * waits for the whole job nor leaves a statement half sent. Jobs are written to be resumed by
 * whichever instance next finds them stalled (server/promo-codes/batch.ts).
 */
export type BackgroundWork = {
  run(job: (signal: AbortSignal) => Promise<void>): void;
  stop(): Promise<void>;
};

export function createBackgroundWork(): BackgroundWork {
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  return {
    run(job) {
      if (stopping.signal.aborted) return;
      const work: Promise<void> = job(stopping.signal)
        .catch(() => undefined)
        .finally(() => running.delete(work));
      running.add(work);
    },
    async stop() {
      stopping.abort();
      await Promise.all(running);
    },
  };
}
