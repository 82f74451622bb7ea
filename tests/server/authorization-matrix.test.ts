import { beforeAll, describe, expect, it } from 'vitest';
import { permissionNames, type RouteAccess } from '#contract/access';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { MSG } from '#contract/messages';
import { PERMISSION_NAMES, type PermissionName } from '#contract/permissions';
import { addCompany, addMember, auth } from './access.fixtures';
import {
  type Caller,
  COMPANY,
  callersOf,
  type Expected,
  expected,
  INGESTION_KEY,
  knownIngestionKey,
  operations,
  takesBody,
  withFeatures,
} from './authorization-matrix.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';
import { pathFor } from './path-fixtures';

const OPERATIONS = operations().map((op) => ({ ...op, callers: callersOf(op.declared) }));
const TITLES: Record<number, string> = {
  401: MSG.notSignedIn,
  403: MSG.notAllowed,
  404: MSG.notFound,
};
/** What a refused caller sends: not even JSON, so only a check made before parsing can answer. */
const MALFORMED = '{"firstName": ';

describe('the contract', () => {
  it('declares who may call every operation', () => {
    const undeclared = OPERATIONS.filter((op) => !op.declared).map((op) => op.name);
    expect(undeclared).toEqual([]);
  });

  it('puts the application in the path of every application-scoped operation', () => {
    const scoped = OPERATIONS.filter((op) => op.declared?.scope === 'application');
    expect(scoped.filter((op) => !op.route.path.includes(':applicationId'))).toEqual([]);
  });
});

describeEachDatabase('authorization matrix', (server) => {
  let stranger = '';
  let unpermitted = '';
  let platformAdmin = '';
  const members = new Map<PermissionName, string>();

  beforeAll(async () => {
    const rivals = await addCompany(server(), 'Matrix Rivals');
    stranger = (await addMember(server(), rivals, PERMISSION_NAMES)).accessToken;
    unpermitted = (await addMember(server(), COMPANY, [])).accessToken;
    platformAdmin = (await signIn(server(), ADMIN)).accessToken;
  });

  /** A member of the demo company whose role holds just this permission. */
  async function holding(permission: PermissionName) {
    const known = members.get(permission);
    if (known) return known;
    const { accessToken } = await addMember(server(), COMPANY, [permission]);
    members.set(permission, accessToken);
    return accessToken;
  }

  /** The credentials of a caller; a permitted one for each permission that lets callers in. */
  async function credentials(
    declared: RouteAccess,
    caller: Caller,
  ): Promise<Record<string, string>[]> {
    if (caller === 'no token') return [{}];
    if (caller === "another company's admin") return [auth(stranger)];
    if (caller === 'member without it') {
      // With the feature on, so the refusal is the permission's (without it the area is 404).
      await withFeatures(server(), declared, true);
      return [auth(unpermitted)];
    }
    if (caller === 'permitted, in an application without the feature') {
      const permitted = await credentials(declared, 'permitted');
      await withFeatures(server(), declared, false);
      return permitted;
    }
    switch (declared.scope) {
      case 'public':
        return [{}];
      case 'ingestionKey':
        // Rotating the key is an operation of the matrix too: set the known one again.
        await knownIngestionKey(server());
        return [{ [INGESTION_KEY_HEADER]: INGESTION_KEY }];
      case 'signedIn':
        return [auth(unpermitted)];
      case 'platformAdmin':
        return [auth(platformAdmin)];
      case 'company':
      case 'application': {
        if (caller === 'permitted') await withFeatures(server(), declared, true);
        const needed = permissionNames(declared.permission);
        if (needed.length === 0) return [auth(unpermitted)];
        return Promise.all(needed.map(async (p) => auth(await holding(p))));
      }
    }
  }

  const check = async (res: Response, want: Expected, what: string) => {
    if ('status' in want) {
      expect(res.status, what).toBe(want.status);
      expect(await res.json(), what).toEqual({ title: TITLES[want.status] });
      return;
    }
    expect(want.not, `${what} answered ${res.status}`).not.toContain(res.status);
    expect(res.status, what).toBeLessThan(500);
  };

  describe.each(OPERATIONS)('$name', ({ route, declared, callers }) => {
    it.each(callers)('as %s', async (caller) => {
      if (!declared) throw new Error(`${route.path} declares no access`);
      const want = expected(declared, route, caller);
      const body = caller === 'permitted' ? '{}' : MALFORMED;
      for (const headers of await credentials(declared, caller)) {
        const path = await pathFor(server(), route);
        const res = await server().fetch(path, {
          method: route.method,
          headers: takesBody(route) ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(takesBody(route) ? { body } : {}),
        });
        await check(res, want, `${route.method} ${path} as ${caller}`);
      }
    });
  });

  describe('who you are is checked before what you sent', () => {
    const users = `/api/companies/${COMPANY}/users`;
    const badFields = { email: 'not an email', firstName: 42, roleId: 'admin' };

    it('answers a stranger 401, not the form errors, for a body that is not JSON', async () => {
      const res = await server().fetch(users, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: MALFORMED,
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ title: MSG.notSignedIn });
    });

    it('answers a stranger 401, not the form errors, for a body with bad fields', async () => {
      const res = await server().fetch(users, { method: 'POST', body: badFields });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ title: MSG.notSignedIn });
    });

    it("answers another company's admin 404 and a role without the permission 403", async () => {
      const post = (token: string) =>
        server().fetch(users, { method: 'POST', headers: auth(token), body: badFields });
      expect(await (await post(stranger)).json()).toEqual({ title: MSG.notFound });
      expect(await (await post(unpermitted)).json()).toEqual({ title: MSG.notAllowed });
    });

    it('shows the form errors to a caller who may send the form', async () => {
      const res = await server().fetch(users, {
        method: 'POST',
        headers: auth(await holding('company_users_edit')),
        body: badFields,
      });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(
        expect.arrayContaining(['email', 'firstName', 'roleId']),
      );
    });

    it('answers a stranger 401 for a body over the size limit, which it never reads', async () => {
      const res = await server().fetch(users, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `"${'x'.repeat(2 * 1024 * 1024)}"`,
      });
      expect(res.status).toBe(401);
    });

    it('answers a HEAD request without a token 401, like its GET', async () => {
      const res = await server().fetch(users, { method: 'HEAD' });
      expect(res.status).toBe(401);
    });

    it('names only the bad id, never the body, to a member sending a malformed id', async () => {
      const res = await server().fetch(`/api/companies/${COMPANY}/roles/abc`, {
        method: 'PUT',
        headers: auth(unpermitted),
        body: badFields,
      });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(['roleId']);
    });

    it('answers a booking site with an unknown application id 401, like a wrong key', async () => {
      const send = (id: string) =>
        server().fetch(`/api/applications/${id}/events`, {
          method: 'POST',
          headers: { [INGESTION_KEY_HEADER]: INGESTION_KEY },
          body: { events: [] },
        });
      expect((await send('999999')).status).toBe(401);
      // An id that is no id breaks the document's pattern: 400, which tells of no application.
      expect((await send('abc')).status).toBe(400);
    });
  });
});
