import { expect, it } from 'vitest';
import { BULK_LIMITS, BULK_TEXT } from '#contract/bulk-users';
import { parseGate } from '#server/bulk-users/parse';
import { upload, workbook, zipClaiming } from './bulk-users.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

describeEachDatabase('bulk import size limits', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const title = async (res: Response) => ((await res.json()) as { title: string }).title;

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(BULK_LIMITS.fileBytes + 1024);
    const res = await upload(server(), admin, big);
    expect(res.status).toBe(413);
    expect(await title(res)).toBe(BULK_TEXT.tooLarge);
  });

  it('refuses a zip that would inflate beyond the safe limit, without unpacking it', async () => {
    const res = await upload(server(), admin, zipClaiming(BULK_LIMITS.inflatedBytes + 1));
    expect(res.status).toBe(400);
    expect(await title(res)).toBe(BULK_TEXT.inflatesTooMuch);
  });

  it('refuses a sheet with more users than the limit, with the row limit in the message', async () => {
    const rows = Array.from({ length: BULK_LIMITS.rows + 1 }, (_, i) => [
      `over${i}@bulk.test`,
      'First',
      'Last',
      'Mr.',
      'Editor',
    ]);
    const res = await upload(server(), admin, await workbook(rows));
    expect(res.status).toBe(400);
    expect(await title(res)).toBe(BULK_TEXT.tooManyRows);
    expect(BULK_TEXT.tooManyRows).toContain('50,000');
  });

  it('asks to come back later while too many spreadsheets are being read', async () => {
    // Two parses running and four waiting, held here so the upload finds the gate full.
    const running = [await parseGate.acquire(), await parseGate.acquire()];
    const waiting = Array.from({ length: 4 }, () => parseGate.acquire());
    try {
      const res = await upload(server(), admin, await workbook([['a@b.test', 'A', 'B', '', '']]));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await title(res)).toBe(BULK_TEXT.busy);
    } finally {
      for (const release of running) release();
      // Each waiter gets its turn only as the one before it lets go.
      for (const next of waiting) (await next)();
    }
  });
});
