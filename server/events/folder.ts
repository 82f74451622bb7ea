import type { Db } from '#server/db/client';
import { foldPending } from './fold';

export type Folder = {
  /** Asks for a fold soon; never waits for it, so an ingestion reply is not held up. */
  request(): void;
  /** Resolves once no fold is running or asked for. */
  idle(): Promise<void>;
};

/**
 * Folds pending rollup deltas in the background, one fold at a time per database: a request
 * during a fold asks for one more afterwards, which then takes every batch that arrived
 * meanwhile. Under load folds grow, so each rollup row is updated once for many batches.
 * A failed fold leaves its deltas pending (readers still count them); the next one retries.
 */
export function createFolder(db: Db, onError: (err: unknown) => void): Folder {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await foldPending(db);
      } catch (err) {
        onError(err);
      }
    } while (again);
    running = null;
  };
  return {
    request() {
      if (running) again = true;
      else running = loop();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
