import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '#contract/constants';
import { rows } from '#server/db/rows';
import { HANG_GUARD_MS } from '../setup/hang-guard';
import { auth } from './access.fixtures';
import { upload, workbook } from './bulk-users.fixtures';
import { ADMIN, describeEachDatabase, EDITOR, signIn } from './harness';
import { readOutbox, removeDir, tempDataDir } from './mail-sink';
import { signedIn } from './signed-in';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const USERS = '/api/companies/1/users';
const IMPORTED = 100;

describeEachDatabase(
  'the users list straight after a bulk import',
  (server, kind) => {
    const { admin } = signedIn(server, { admin: ADMIN });
    const list = async (query: string) => {
      const res = await server().fetch(`${USERS}?${query}`, { headers: admin });
      expect(res.status).toBe(200);
      return (await res.json()) as { items: { email: string }[]; total: number };
    };
    /** What the planner believes a query over the imported users will find. */
    const estimatedRows = async () => {
      const [row] = await rows<{ 'QUERY PLAN': unknown }>(
        server().database.db,
        sql.raw(
          `explain (format json) select id from users where email >= 'stat' and email < 'stau'`,
        ),
      );
      const plan = row?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
        { Plan: { 'Plan Rows': number } },
      ];
      return parsed[0].Plan['Plan Rows'];
    };

    it('plans with the imported rows counted, pages them and counts them at once', async () => {
      // Statistics as autovacuum would have left them before the import: none of these users.
      await server().database.db.execute(sql`analyze users, memberships`);
      expect(await estimatedRows()).toBeLessThan(10);
      const before = await list('search=%40statistics.test');
      expect(before.total).toBe(0);
      const file = await workbook(
        Array.from({ length: IMPORTED }, (_, i) => [
          `stat${String(i).padStart(3, '0')}.${kind}@statistics.test`,
          'Stat',
          `Member ${i}`,
          '',
          'Editor',
        ]),
      );
      expect((await upload(server(), admin, file)).status).toBe(200);

      expect(await estimatedRows()).toBeGreaterThan(IMPORTED / 2);
      const first = await list('search=%40statistics.test&sort=email');
      expect(first.total).toBe(IMPORTED);
      expect(first.items[0]?.email).toBe(`stat000.${kind}@statistics.test`);
      const pages = IMPORTED / PAGE_SIZE;
      const last = await list(`search=%40statistics.test&sort=email&page=${pages}`);
      expect(last.items.map((u) => u.email)).toEqual(
        Array.from(
          { length: PAGE_SIZE },
          (_, i) =>
            `stat${String(IMPORTED - PAGE_SIZE + i).padStart(3, '0')}.${kind}@statistics.test`,
        ),
      );
      expect(last.total).toBe(IMPORTED);
      // The invitations go out after the answer; the test's folder is removed once they are out.
      await vi.waitFor(
        async () => {
          const mails = (await readOutbox(dataDir)).filter((m) =>
            m.to.endsWith(`.${kind}@statistics.test`),
          );
          expect(mails.length).toBe(IMPORTED);
        },
        { timeout: HANG_GUARD_MS, interval: 100 },
      );
    });

    it('tells the total on a page past the end, where no row carries it', async () => {
      const all = await list('');
      const beyond = await list('page=1000');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(all.total);
      const searchedBeyond = await list('search=%40statistics.test&page=1000');
      expect(searchedBeyond).toEqual({ items: [], total: IMPORTED });
    });

    it('refuses the same way each time a prepared access check runs again', async () => {
      const editor = auth((await signIn(server(), EDITOR)).accessToken);
      for (let i = 0; i < 3; i++) {
        const add = await server().fetch(USERS, { method: 'POST', headers: editor, body: '{}' });
        expect(add.status).toBe(403);
        const elsewhere = await server().fetch('/api/companies/999/users', { headers: editor });
        expect(elsewhere.status).toBe(404);
        expect((await server().fetch(USERS, { headers: editor })).status).toBe(200);
      }
    });
  },
  { dataDir },
);
