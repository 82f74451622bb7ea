import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/paging';
import { createCountCache } from '#server/http/count-cache';
import {
  dateRange,
  definePagedList,
  equals,
  Invalid,
  type ListCount,
  type LowerCased,
  oneOf,
} from '#server/kit/index';
import { kitDatabase, NAMES, things } from './kit.fixtures';
import { DATABASE_KINDS } from './test-database';

type Query = ListQuery<'name' | 'created'> & {
  status?: string;
  statuses?: string[];
  from?: string;
  to?: string;
};

const listOf = (
  count?: ListCount<number>,
  search: readonly (PgColumn | SQL | LowerCased)[] = [things.name],
) =>
  definePagedList<
    { id: typeof things.id; name: typeof things.name },
    'name' | 'created',
    Query,
    number
  >({
    table: things,
    scope: (companyId) => eq(things.companyId, companyId),
    columns: { id: things.id, name: things.name },
    search,
    sorts: { name: sql`lower(${things.name})`, created: things.createdAt },
    defaultSort: 'name',
    tieBreaker: things.id,
    filters: [
      equals<Query, 'status'>('status', things.status),
      oneOf<Query, 'statuses'>('statuses', things.status),
      dateRange<Query, 'from' | 'to'>(things.createdAt, 'from', 'to'),
    ],
    ...(count ? { count } : {}),
  });

const query = (q: Partial<Query> = {}): Query => ({ page: 1, pageSize: 10, ...q });

for (const kind of DATABASE_KINDS) {
  describe(`kit paged list [${kind}]`, () => {
    let test: Awaited<ReturnType<typeof kitDatabase>>;
    beforeAll(async () => {
      test = await kitDatabase(kind);
    });
    afterAll(() => test.drop());
    const list = listOf();
    const names = async (q: Partial<Query>) =>
      (await list(test.db, 1, query(q))).items.map((r) => r.name);

    it('answers ten rows of the scope by default, with the total of the scope only', async () => {
      const page = await list(test.db, 1, query());
      expect(page.items).toHaveLength(10);
      expect(page.total).toBe(NAMES.length);
      expect(page.items.map((r) => r.name)).not.toContain('Alpha of another company');
    });

    it('takes a searched % and _ literally, and quotes and backslashes as text', async () => {
      expect(await names({ search: '%' })).toEqual(['100% Travel']);
      expect(await names({ search: '_' })).toEqual(['snake_case']);
      expect(await names({ search: "o'brien" })).toEqual(["O'Brien Tours"]);
      expect(await names({ search: '\\' })).toEqual(['Back\\slash']);
      expect(await names({ search: 'ALPHA' })).toEqual(['Alpha', 'alpha two']);
    });

    it('sorts by a whitelisted key either way, ties in id order so pages never overlap', async () => {
      const all = await list(test.db, 1, query({ pageSize: 100 }));
      const mikes = all.items.filter((r) => r.name === 'Mike').map((r) => r.id);
      expect(mikes).toEqual([...mikes].sort((a, b) => a - b));
      const pages = [];
      for (let page = 1; page <= 4; page++) {
        pages.push(...(await list(test.db, 1, query({ page, pageSize: 3, sort: '-name' }))).items);
      }
      expect(pages.map((r) => r.id)).toHaveLength(new Set(pages.map((r) => r.id)).size);
      expect(pages.map((r) => r.name)[0]).toBe('Zulu');
      expect(await names({ sort: '-created', pageSize: 1 })).toEqual([NAMES[NAMES.length - 1]]);
    });

    it('refuses a sort key outside the whitelist as a field error on sort', async () => {
      const refused = list(test.db, 1, { ...query(), sort: 'status' as 'name' });
      await expect(refused).rejects.toBeInstanceOf(Invalid);
      await expect(refused).rejects.toMatchObject({ errors: { sort: [expect.any(String)] } });
    });

    it('filters by equality, one of several values and a date range (both days included)', async () => {
      const open = await list(test.db, 1, query({ status: 'open' }));
      expect(open.total).toBe(4);
      const two = await list(test.db, 1, query({ statuses: ['open', 'held'] }));
      expect(two.total).toBe(8);
      const none = await list(test.db, 1, query({ statuses: [] }));
      expect(none.total).toBe(NAMES.length);
      const range = await names({ from: '2026-01-02', to: '2026-01-03', sort: 'created' });
      expect(range).toEqual([NAMES[1], NAMES[2]]);
      const bad = list(test.db, 1, query({ from: '2026-02-31' }));
      await expect(bad).rejects.toMatchObject({ errors: { from: [expect.any(String)] } });
    });

    it('answers an empty page past the end with the true total', async () => {
      const past = await list(test.db, 1, query({ page: 9 }));
      expect(past).toEqual({ items: [], total: NAMES.length });
      const nothing = await list(test.db, 1, query({ search: 'no such thing' }));
      expect(nothing).toEqual({ items: [], total: 0 });
    });

    it('counts the same whichever way the list declares its count', async () => {
      const cache = createCountCache();
      const cached = listOf({
        kind: 'cached',
        cache,
        companyOf: (companyId) => companyId,
        version: (companyId) =>
          sql<number>`(select count(*) from kit_things where company_id = ${companyId})`.mapWith(
            Number,
          ),
      });
      const separate = listOf({ kind: 'separate' });
      const adaptive = listOf({ kind: 'adaptive' });
      for (const q of [
        query(),
        query({ search: 'a', page: 2, pageSize: 2 }),
        query({ status: 'held' }),
      ]) {
        const expected = await list(test.db, 1, q);
        expect(await separate(test.db, 1, q)).toEqual(expected);
        expect(await adaptive(test.db, 1, q)).toEqual(expected);
        expect(await cached(test.db, 1, q)).toEqual(expected);
        // The second time the count comes from the cache, filed under search and filters.
        expect(await cached(test.db, 1, q)).toEqual(expected);
      }
      expect((await cached(test.db, 1, query({ status: 'open' }))).total).toBe(4);
    });

    it('answers each request with its own values from a statement built once per shape', async () => {
      // The same shapes, asked for other scopes and values right after each other.
      expect((await list(test.db, 2, query())).items.map((r) => r.name)).toEqual([
        'Alpha of another company',
      ]);
      expect((await list(test.db, 1, query())).total).toBe(NAMES.length);
      expect((await list(test.db, 1, query({ status: 'held' }))).total).toBe(4);
      expect((await list(test.db, 1, query({ status: 'closed' }))).total).toBe(NAMES.length - 8);
      expect(await names({ search: NAMES[3]?.slice(1) })).toEqual([NAMES[3]]);
      expect(await names({ search: NAMES[4]?.slice(1) })).toEqual([NAMES[4]]);
      const [fifth] = (await list(test.db, 1, query({ page: 5, pageSize: 1 }))).items;
      const [sixth] = (await list(test.db, 1, query({ page: 6, pageSize: 1 }))).items;
      expect(fifth?.id).not.toBe(sixth?.id);
    });

    it('refuses, under test, a filter that puts its value into the SQL without binding it', async () => {
      const careless = definePagedList<{ id: typeof things.id }, 'name' | 'created', Query, number>(
        {
          table: things,
          scope: (companyId) => eq(things.companyId, companyId),
          columns: { id: things.id },
          search: [things.name],
          sorts: { name: things.name, created: things.createdAt },
          defaultSort: 'created',
          tieBreaker: things.id,
          filters: [
            {
              keys: ['status'],
              where: (q) => (q.status ? sql`${things.status} = ${q.status}` : undefined),
            },
          ],
        },
      );
      expect((await careless(test.db, 1, query({ status: 'open' }))).total).toBe(4);
      // Built with 'open' inside; run for 'held' it would answer the open ones.
      await expect(careless(test.db, 1, query({ status: 'held' }))).rejects.toThrow(
        /unbound value/,
      );
    });

    it('stops counting at a cap and says so, and counts a short page itself', async () => {
      const capped = listOf({ kind: 'separate', cap: 5 });
      const first = await capped(test.db, 1, query({ pageSize: 3 }));
      expect(first).toEqual({ items: first.items, total: 5, capped: true });
      expect(first.items).toHaveLength(3);
      // Under the cap the total is exact; a page that is not full ends the list, beyond the cap too.
      expect(await capped(test.db, 1, query({ status: 'open', pageSize: 3 }))).toMatchObject({
        total: 4,
      });
      expect(await capped(test.db, 1, query({ page: 3, pageSize: 5 }))).toEqual(
        await list(test.db, 1, query({ page: 3, pageSize: 5 })),
      );
      // A full page read past the cap is counted up to itself: the pager still shows it.
      const past = await capped(test.db, 1, query({ page: 3, pageSize: 3 }));
      expect([past.items.length, past.total, past.capped]).toEqual([3, 9, true]);
    });

    it('matches a lower-cased column with the pattern lower-cased, as ILIKE would', async () => {
      const lowered = listOf(undefined, [{ lowerCased: sql`lower(${things.name})` }]);
      const found = async (search: string) =>
        (await lowered(test.db, 1, query({ search }))).items.map((r) => r.name);
      for (const search of ['ALPHA', '%', '_', "O'BRIEN", '\\', 'no such thing']) {
        expect(await found(search)).toEqual(await names({ search }));
      }
      expect(await found('ALPHA')).toEqual(['Alpha', 'alpha two']);
    });
  });
}
