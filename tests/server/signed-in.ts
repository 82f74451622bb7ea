import { beforeAll } from 'vitest';
import { auth } from './access.fixtures';
import { signIn, type TestServer } from './harness';

type Person = { readonly email: string; readonly password: string };
export type AuthHeaders = Record<string, string>;

/**
 * Signs each person in once for the suite and answers their authorization headers. The
 * objects exist at once and are filled by a beforeAll, so a suite can take them where it is
 * declared and hand them to calls its tests make later; hooks declared after this one see
 * them filled too.
 */
export function signedIn<K extends string>(
  server: () => TestServer,
  people: Record<K, Person>,
): Record<K, AuthHeaders> {
  const entries = Object.entries(people) as [K, Person][];
  const headers = Object.fromEntries(entries.map(([name]) => [name, {}])) as Record<K, AuthHeaders>;
  beforeAll(async () => {
    for (const [name, person] of entries) {
      Object.assign(headers[name], auth((await signIn(server(), person)).accessToken));
    }
  });
  return headers;
}

/** A call with a JSON body (when given), as `as` unless another caller's headers are passed. */
export function jsonCaller(server: () => TestServer, as: AuthHeaders) {
  return (path: string, method = 'GET', body?: Record<string, unknown>, headers = as) =>
    server().fetch(path, { method, headers, ...(body ? { body } : {}) });
}
