import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests being answered, so background work (the demo's data after a first start) gives
 * way to them. On PGlite the database runs on the server's own thread one statement at a time,
 * and a slice of demo data between a sign-in's statements held the first sign-in up by seconds.
 * Before each step, background work waits until no request is in flight, but never longer than
 * its patience: under steady use it still goes on, a step at a time.
 */
export type Foreground = {
  /** Counts every request of `app` from its start until its answer is sent or abandoned. */
  track(app: FastifyInstance): void;
  /** Resolves when no request is in flight, or after `patienceMs`; always after a turn of the event loop. */
  giveWay(patienceMs?: number): Promise<void>;
};

const PATIENCE_MS = 1000;

export function createForeground(): Foreground {
  let active = 0;
  const waiting = new Set<() => void>();
  const leave = () => {
    active -= 1;
    if (active > 0) return;
    for (const resume of [...waiting]) resume();
  };
  return {
    track(app) {
      // Fastify's own hooks rather than a listener on the response: the response's listeners
      // are many already (static files, compression), past Node's warning at ten.
      const counted = new WeakSet<FastifyRequest>();
      const done = (request: FastifyRequest) => {
        if (!counted.delete(request)) return;
        leave();
      };
      app.addHook('onRequest', (request, _reply, next) => {
        active += 1;
        counted.add(request);
        next();
      });
      app.addHook('onResponse', (request, _reply, next) => {
        done(request);
        next();
      });
      app.addHook('onRequestAbort', (request, next) => {
        done(request);
        next();
      });
    },
    giveWay(patienceMs = PATIENCE_MS) {
      return new Promise<void>((resolve) => {
        // A turn of the event loop first: requests that arrived meanwhile get counted.
        setImmediate(() => {
          if (active === 0) return resolve();
          const resume = () => {
            clearTimeout(timer);
            waiting.delete(resume);
            resolve();
          };
          const timer = setTimeout(resume, patienceMs);
          waiting.add(resume);
        });
      });
    },
  };
}

/** What background work needs of the foreground: a way to give way. */
export type GiveWay = Pick<Foreground, 'giveWay'>;

/** No requests to give way to (tests, the migrate command): just a turn of the event loop. */
export const noForeground: GiveWay = {
  giveWay: () => new Promise<void>((resolve) => setImmediate(resolve)),
};
