/** Thrown when the queue is full: the caller answers 503 and asks to come back later. */
export class GateFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('busy');
  }
}

/**
 * Lets at most `running` tasks run at once and `waiting` more wait their turn in order; past
 * that, acquire() refuses at once rather than hold another upload's bytes in memory.
 */
export function concurrencyGate(running: number, waiting: number, retryAfterSeconds: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async acquire(): Promise<() => void> {
      if (active < running) {
        active++;
      } else {
        if (queue.length >= waiting) throw new GateFull(retryAfterSeconds);
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}
