import type { AppRoute } from '@ts-rest/core';
import type { SQL } from 'drizzle-orm';
import type {
  Fixtures,
  ParamFixture,
  PathValue,
  PathValues,
  RecordsFixture,
} from './fixtures/define';
import { AREA_FIXTURES } from './fixtures/index';
import type { TestServer } from './harness';

/** A route's path parameters, in path order. */
export const paramsOf = (route: AppRoute): string[] =>
  [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** The key a route's records are declared under: its parameter names, joined by commas. */
export const recordsKey = (route: AppRoute) => paramsOf(route).join(',');

/** One table of every module's fixtures; a name declared twice is an error naming both. */
export function collect(modules: Readonly<Record<string, Fixtures>>) {
  const params = new Map<string, { fixture: ParamFixture; from: string }>();
  // A route without parameters is read once, as it is.
  const records = new Map<string, { fixture: RecordsFixture; from: string }>([
    ['', { fixture: [{}], from: 'path-fixtures' }],
  ]);
  for (const [from, fixtures] of Object.entries(modules)) {
    for (const [name, fixture] of Object.entries(fixtures.params ?? {})) {
      const known = params.get(name);
      if (known)
        throw new Error(`path parameter :${name} has fixtures in ${known.from} and ${from}`);
      params.set(name, { fixture, from });
    }
    for (const [key, fixture] of Object.entries(fixtures.records ?? {})) {
      const known = records.get(key);
      if (known) throw new Error(`records of ${key} are declared in ${known.from} and ${from}`);
      records.set(key, { fixture, from });
    }
  }
  return { params, records };
}

const FIXTURES = collect(AREA_FIXTURES);

/** The parameters of a route that no fixture gives a value. */
export const unprovided = (route: AppRoute) =>
  paramsOf(route).filter((name) => !FIXTURES.params.has(name));

/**
 * The path with every parameter filled in with something that exists in the demo company.
 * A parameter without a fixture fails, naming it (tests/server/path-fixtures.test.ts says so
 * for every route at once).
 */
export async function pathFor(server: TestServer, route: AppRoute): Promise<string> {
  const before: Record<string, PathValue> = {};
  for (const name of paramsOf(route)) {
    const param = FIXTURES.params.get(name);
    if (!param) {
      throw new Error(`${route.path}: no fixture gives :${name}; add it to tests/server/fixtures/`);
    }
    before[name] = await param.fixture(server, { route, before: { ...before } });
  }
  return route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(before[name])),
  );
}

/** Where the records a GET reads are (see RecordsFixture); null when no fixture says. */
export function recordsOf(route: AppRoute): SQL | readonly PathValues[] | null {
  const fixture = FIXTURES.records.get(recordsKey(route))?.fixture;
  if (fixture === undefined) return null;
  return typeof fixture === 'function' ? fixture(route) : fixture;
}
