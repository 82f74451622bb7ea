import { describe, expect, it } from 'vitest';
import { concurrencyGate, GateFull } from '#server/bulk-users/parse-gate';

describe('the spreadsheet parse gate', () => {
  it('runs two at once, queues a few more in order and refuses the rest with a retry time', async () => {
    const gate = concurrencyGate(2, 2, 5);
    const first = await gate.acquire();
    await gate.acquire();
    const order: string[] = [];
    const third = gate.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = gate.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    const refused = await gate.acquire().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(GateFull);
    expect((refused as GateFull).retryAfterSeconds).toBe(5);
    expect(order).toEqual([]);
    first();
    first();
    (await third)();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });
});
