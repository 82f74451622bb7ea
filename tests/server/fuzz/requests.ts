import type { AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import * as z from 'zod';
import { SearchEvent } from '#contract/events';
import { uploadOf } from '#contract/uploads';
import { objectValues, oneFieldHostile, plausibleFor, valuesFor } from './arbitraries';
import { HOSTILE_IDS, HOSTILE_TEXT, PLAUSIBLE_IDS } from './hostile';

/** One generated HTTP request: where, with which token, and what body. */
export type FuzzRequest = {
  path: string;
  signedIn: boolean;
  headers: Record<string, string>;
  body?: BodyInit;
};

const paramValue = fc.oneof(
  { arbitrary: fc.constantFrom(...PLAUSIBLE_IDS.map(String)), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_IDS), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT.filter((t) => t.length < 1000)), weight: 1 },
  { arbitrary: fc.constantFrom('search-location', 'company-overview', 'a@b.co'), weight: 1 },
);

/** A lone surrogate has no UTF-8 form; it goes as the raw bytes a broken client would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** The path with each :param replaced by a plausible or hostile segment. */
function pathValues(route: AppRoute): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  return fc
    .tuple(...names.map(() => paramValue))
    .map((values) =>
      names.reduce(
        (path, name, i) => path.replace(`:${name}`, encodeSegment(values[i] ?? '')),
        route.path,
      ),
    );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function queryValues(route: AppRoute): fc.Arbitrary<string> {
  if (!(route.query instanceof z.ZodObject)) return fc.constant('');
  return fc.tuple(objectValues(route.query), fc.boolean()).map(([values, repeat]) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      if (value === undefined) continue;
      // Node refuses request heads over 16 kB (431) before any route sees them.
      params.append(key, asText(value).slice(0, 1000));
      if (repeat) params.append(key, '2');
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

type Body = { body?: BodyInit; contentType?: string };

const json = (value: unknown): Body => ({
  body: value === undefined ? undefined : JSON.stringify(value),
  contentType: 'application/json',
});

function uploadValues(field: string): fc.Arbitrary<Body> {
  return fc
    .tuple(fc.constantFrom(field, 'other', ''), fc.uint8Array({ maxLength: 64 }), fc.boolean())
    .map(([name, bytes, gif]) => {
      const form = new FormData();
      const content = gif ? new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, ...bytes]) : bytes;
      form.append(name || 'file', new Blob([content]), 'upload.bin');
      return { body: form };
    });
}

function bodyValues(route: AppRoute): fc.Arbitrary<Body> {
  const upload = uploadOf(route);
  const junk = fc.oneof(
    fc.constant<Body>({}),
    fc.constant<Body>({ body: '{"unclosed": ', contentType: 'application/json' }),
    fc.constant<Body>({ body: 'plain', contentType: 'text/plain' }),
    valuesFor(z.unknown()).map(json),
  );
  if (upload) return fc.oneof({ arbitrary: uploadValues(upload.field), weight: 3 }, junk);
  if (route.method === 'GET') return fc.constant({});
  // The contract takes events as unknown (each is checked on its own); fuzz them as events.
  const body = route.path.endsWith('/events')
    ? z.object({ events: z.array(SearchEvent) })
    : 'body' in route
      ? route.body
      : undefined;
  if (!(body instanceof z.ZodType))
    return fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, junk);
  const fields =
    body instanceof z.ZodObject ? [{ arbitrary: oneFieldHostile(body).map(json), weight: 5 }] : [];
  return fc.oneof(
    { arbitrary: plausibleFor(body).map(json), weight: 2 },
    ...fields,
    { arbitrary: valuesFor(body).map(json), weight: 2 },
    { arbitrary: junk, weight: 1 },
  );
}

/** Requests for one operation: path, query, body and token all generated together. */
export function requestsFor(route: AppRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      pathValues(route),
      queryValues(route),
      bodyValues(route),
      // Three in four signed in as the admin, so most requests get past authentication.
      fc.nat(3).map((n) => n > 0),
    )
    .map(([path, query, { body, contentType }, signedIn]) => ({
      path: `${path}${query}`,
      signedIn,
      headers: {
        ...(contentType && body !== undefined ? { 'content-type': contentType } : {}),
        'x-ingestion-key': 'not-a-key',
      },
      body,
    }));
}
