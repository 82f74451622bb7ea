import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type AreaJob, createAreaWork } from '#server/kit/area-work';

const logger = pino({ level: 'silent' });

/** A worker that records what the app asked of it. */
const worker = (name: string, log: string[]): AreaJob => ({
  name,
  start: async () => {
    log.push(`${name} started`);
  },
  stop: async () => {
    log.push(`${name} stopped`);
  },
});

describe("an area's background jobs, one list of schedules and workers", () => {
  it('refuses two jobs of one name, wherever they come from', () => {
    const log: string[] = [];
    expect(() => createAreaWork([worker('mail', log), worker('mail', log)], logger)).toThrow(
      /mail is declared twice/,
    );
  });

  it('starts and stops the workers with the app, and ticks a schedule at the time asked', async () => {
    const log: string[] = [];
    const ticks: string[] = [];
    const work = createAreaWork(
      [
        worker('webhooks', log),
        // Off the timer: only a test's tick runs it.
        { name: 'health', everyMs: 0, tick: async (now) => void ticks.push(now.toISOString()) },
      ],
      logger,
    );
    await work.start();
    expect(log).toEqual(['webhooks started']);
    await work.tick('health', new Date('2027-01-01T10:00:00Z'));
    expect(ticks).toEqual(['2027-01-01T10:00:00.000Z']);
    await expect(work.tick('webhooks')).rejects.toThrow(/no schedule named webhooks/);
    await expect(work.stopWorker('health')).rejects.toThrow(/no worker named health/);
    await work.stopWorker('webhooks');
    expect(log).toEqual(['webhooks started', 'webhooks stopped']);
  });

  it('waits on close for the tick in hand, which sees the stop, and a failed tick is only logged', async () => {
    let release = () => {};
    let sawStop = false;
    const work = createAreaWork(
      [
        {
          name: 'slow',
          everyMs: 0,
          tick: (_now, signal) =>
            new Promise<void>((done) => {
              release = () => {
                sawStop = signal.aborted;
                done();
              };
            }),
        },
        { name: 'broken', everyMs: 0, tick: () => Promise.reject(new Error('database away')) },
      ],
      logger,
    );
    await expect(work.tick('broken')).resolves.toBeUndefined();
    const inHand = work.tick('slow');
    let closed = false;
    const closing = work.stop().then(() => {
      closed = true;
    });
    await Promise.resolve();
    expect(closed).toBe(false);
    release();
    await Promise.all([inHand, closing]);
    expect(closed).toBe(true);
    expect(sawStop).toBe(true);
  });
});
