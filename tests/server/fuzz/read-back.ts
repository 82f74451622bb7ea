import { SQL } from 'drizzle-orm';
import * as z from 'zod';
import { MAX_PAGE_SIZE } from '#contract/paging';
import { rows } from '#server/db/rows';
import type { PathValues } from '../fixtures/define';
import type { TestServer } from '../harness';
import { recordsOf } from '../path-fixtures';
import type { Operation } from './operations';

const fill = (path: string, params: PathValues) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

export type ReadBack = {
  /** Calls made, and the GET operations whose records no fixture says (tests/server/fixtures/). */
  requests: number;
  unknown: string[];
  /** Answers of 5xx, by route and path. */
  failures: string[];
};

/**
 * Reads every stored record through every GET of the contract, each list page by page, so that
 * the server's response validation (on in tests) checks every field against its schema. A
 * drifted answer is a 500 here and is named in `server.drifted`.
 */
export async function readBack(
  server: TestServer,
  operations: readonly Operation[],
  bearer: string,
): Promise<ReadBack> {
  const result: ReadBack = { requests: 0, unknown: [], failures: [] };
  const headers = { authorization: `Bearer ${bearer}` };
  for (const { name, route } of operations) {
    if (route.method !== 'GET') continue;
    const where = recordsOf(route);
    if (where === null) {
      result.unknown.push(`${name} ${route.path}`);
      continue;
    }
    const all = where instanceof SQL ? await rows<PathValues>(server.database.db, where) : where;
    const pageable = route.query instanceof z.ZodObject && 'page' in route.query.shape;
    for (const params of all) {
      const path = fill(route.path, params);
      for (let page = 1; ; page++) {
        const query = pageable ? `?page=${page}&pageSize=${MAX_PAGE_SIZE}` : '';
        const res = await server.fetch(`${path}${query}`, { headers });
        result.requests++;
        if (res.status >= 500) result.failures.push(`${res.status} ${name} ${path}${query}`);
        const body: unknown = res.headers.get('content-type')?.includes('json')
          ? await res.json()
          : await res.arrayBuffer();
        const more =
          pageable &&
          res.status === 200 &&
          typeof body === 'object' &&
          body !== null &&
          'total' in body &&
          typeof body.total === 'number' &&
          page * MAX_PAGE_SIZE < body.total;
        if (!more) break;
      }
    }
  }
  return result;
}
