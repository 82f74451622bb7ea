import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/paging';
import { type CountCache, createCountCache } from '#server/http/count-cache';
import { definePagedList } from '#server/kit/index';
import { kitDatabase, NAMES, things } from './kit.fixtures';
import { DATABASE_KINDS } from './test-database';

type Query = ListQuery<'name' | 'created'>;
const columns = { id: things.id, name: things.name };

/** The kit's extensions for big lists (the users grid): late columns, walks, the count's joins. */
const listOf = (extra: { walk?: boolean; cached?: boolean; cache?: CountCache } = {}) =>
  definePagedList<typeof columns, 'name' | 'created', Query, number, { double: SQL<number> }>({
    table: things,
    scope: (companyId) => eq(things.companyId, companyId),
    columns,
    search: [things.name],
    sorts: { name: sql`lower(${things.name})`, created: things.createdAt },
    defaultSort: 'name',
    tieBreaker: things.id,
    late: (page) => ({ double: sql<number>`(select ${page.id} * 2)`.mapWith(Number) }),
    ...(extra.walk
      ? {
          // The created order, read another way: a page of ids walked in that order.
          walks: {
            created: (companyId, { descending, limit, offset }) => {
              const dir = sql.raw(descending ? 'desc' : 'asc');
              return sql`select t.*, row_number() over () as n from (
                select * from kit_things where company_id = ${companyId}
                 order by created_at ${dir}, id ${dir} limit ${limit} offset ${offset}) t`;
            },
          },
        }
      : {}),
    ...(extra.cached
      ? {
          count: {
            kind: 'cached' as const,
            cache: extra.cache ?? createCountCache(),
            companyOf: (companyId: number) => companyId,
            version: (companyId: SQLWrapper) =>
              sql<number>`(select count(*) from kit_things where company_id = ${companyId})`.mapWith(
                Number,
              ),
          },
        }
      : {}),
  });

const query = (q: Partial<Query> = {}): Query => ({ page: 1, pageSize: 4, ...q });

for (const kind of DATABASE_KINDS) {
  describe(`kit paged list, late columns and walks [${kind}]`, () => {
    let test: Awaited<ReturnType<typeof kitDatabase>>;
    beforeAll(async () => {
      test = await kitDatabase(kind);
    });
    afterAll(() => test.drop());

    it("works a late column out for the page's rows, in the page's order", async () => {
      const plain = await listOf()(test.db, 1, query({ page: 2, sort: '-name' }));
      expect(plain.total).toBe(NAMES.length);
      expect(plain.items).toHaveLength(4);
      for (const row of plain.items) expect(row.double).toBe(row.id * 2);
    });

    it('answers the same pages through a walk as through the sort it stands for', async () => {
      const walked = listOf({ walk: true });
      const sorted = listOf();
      for (const sort of ['created', '-created'] as const) {
        for (const page of [1, 2, 3, 4]) {
          const q = query({ sort, page });
          expect(await walked(test.db, 1, q)).toEqual(await sorted(test.db, 1, q));
        }
      }
    });

    it('counts in the page statement until the version is known, then takes the cache', async () => {
      const cached = listOf({ cached: true });
      const expected = await listOf()(test.db, 1, query({ search: 'a' }));
      expect(await cached(test.db, 1, query({ search: 'a' }))).toEqual(expected);
      expect(await cached(test.db, 1, query({ search: 'a' }))).toEqual(expected);
      expect((await cached(test.db, 1, query({ page: 9 }))).total).toBe(NAMES.length);
    });

    it('counts a fresh search once while many ask for its pages at the same time', async () => {
      const cache = createCountCache();
      let counted = 0;
      const claim = cache.claim.bind(cache);
      const spied: CountCache = {
        ...cache,
        claim: (company, search) => {
          const outcome = claim(company, search);
          if ('done' in outcome) counted++;
          return outcome;
        },
      };
      const cached = listOf({ cached: true, cache: spied });
      const expected = await listOf()(test.db, 1, query({ search: 'i' }));
      const pages = await Promise.all(
        Array.from({ length: 10 }, () => cached(test.db, 1, query({ search: 'i' }))),
      );
      for (const page of pages) expect(page).toEqual(expected);
      expect(counted).toBe(1);
    });
  });
}
