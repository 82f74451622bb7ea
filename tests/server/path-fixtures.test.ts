import { readFileSync } from 'node:fs';
import type { AppRoute } from '@ts-rest/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AREA_FIXTURES } from './fixtures';
import { defineFixtures } from './fixtures/define';
import { OPERATIONS } from './fuzz/operations';
import { collect, recordsOf, unprovided } from './path-fixtures';

const route = (path: string): AppRoute => ({ method: 'GET', path, responses: {} });

describe('the fixtures of the generated walks (tests/server/fixtures/)', () => {
  it('give a value to every path parameter of the contract', () => {
    const missing = OPERATIONS.flatMap(({ name, route }) =>
      unprovided(route).map((param) => `${name} ${route.path}: no fixture gives :${param}`),
    );
    expect(missing).toEqual([]);
  });

  it('say where the records of every GET of the contract are', () => {
    const missing = OPERATIONS.filter(({ route }) => route.method === 'GET')
      .filter(({ route }) => recordsOf(route) === null)
      .map(({ name, route }) => `${name} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('walk every save that takes a version through a stale edit, or name the test of its 409', () => {
    const takesVersion = (route: AppRoute) => {
      const body = 'body' in route ? route.body : null;
      return typeof body === 'object' && body !== null && 'shape' in body
        ? 'version' in (body.shape as object)
        : false;
    };
    const all = Object.values(AREA_FIXTURES);
    const walked = new Set(all.flatMap((f) => (f.staleEdits ?? []).map((e) => e.operation)));
    const elsewhere = Object.assign({}, ...all.map((f) => f.staleTestedIn ?? {})) as Record<
      string,
      string
    >;
    const versioned = OPERATIONS.filter(({ route }) => takesVersion(route)).map((o) => o.name);
    expect(versioned.length).toBeGreaterThan(10);
    expect(versioned.filter((name) => !walked.has(name) && !elsewhere[name])).toEqual([]);
    const known = new Set(OPERATIONS.map((o) => o.name));
    expect([...walked, ...Object.keys(elsewhere)].filter((name) => !known.has(name))).toEqual([]);
    for (const [name, file] of Object.entries(elsewhere)) {
      expect(readFileSync(file, 'utf8'), `${name}: ${file}`).toMatch(/\b409\b/);
    }
  });

  it('name the parameter a new route brings without a fixture', () => {
    expect(unprovided(route('/api/admin/gadgets/:gadgetId/parts/:supplierId'))).toEqual([
      'gadgetId',
    ]);
    expect(recordsOf(route('/api/admin/gadgets/:gadgetId'))).toBeNull();
  });

  it('refuse a parameter or records declared by two areas, naming both', () => {
    const one = defineFixtures({ params: { gadgetId: () => 1 } });
    const other = defineFixtures({
      params: { gadgetId: () => 2 },
      records: { gadgetId: sql`select 1 as "gadgetId"` },
    });
    expect(() => collect({ gadgets: one, widgets: other })).toThrow(
      'path parameter :gadgetId has fixtures in gadgets and widgets',
    );
    const records = defineFixtures({ records: { gadgetId: [{ gadgetId: 1 }] } });
    expect(() => collect({ gadgets: records, widgets: records })).toThrow(
      'records of gadgetId are declared in gadgets and widgets',
    );
  });
});
