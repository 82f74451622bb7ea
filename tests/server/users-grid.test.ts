import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import type { UserRow } from '#contract/users';
import { memberships, users } from '#server/db/schema';
import { addCompany, addMember, addRole, auth } from './access.fixtures';
import { describeEachDatabase } from './harness';

/** A company of its own, so the grid's order and counts are the test's alone. */
describeEachDatabase('users grid order and counts', (server) => {
  let companyId = 0;
  let roleIds: number[] = [];
  let headers: Record<string, string> = {};
  const path = () => `/api/companies/${companyId}/users`;
  const list = async (query: string) => {
    const res = await server().fetch(`${path()}?${query}`, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<UserRow>;
  };
  /** Every row of a sort, read four to a page. */
  const all = async (query: string) => {
    const rows: UserRow[] = [];
    for (let page = 1; ; page++) {
      const { items, total } = await list(`${query}&pageSize=4&page=${page}`);
      rows.push(...items);
      if (rows.length >= total || items.length === 0) return rows;
    }
  };

  beforeAll(async () => {
    companyId = await addCompany(server(), 'Grid Order Ltd');
    const member = await addMember(server(), companyId, [
      'company_users_read',
      'company_users_edit',
    ]);
    headers = auth(member.accessToken);
    // Titles of mixed case: the grid orders them as a reader would, ignoring case.
    roleIds = [
      await addRole(server(), companyId, 'beta'),
      await addRole(server(), companyId, 'Alpha'),
      await addRole(server(), companyId, 'gamma'),
    ];
    const { db } = server().database;
    const added = await db
      .insert(users)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          email: `grid-${i}.${companyId}@order.test`,
          firstName: 'Grid',
          lastName: i < 3 ? 'Quokka' : `Member ${i}`,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(memberships)
      .values(added.map((u, i) => ({ companyId, userId: u.id, roleId: roleIds[i % 3] ?? 0 })));
  });

  it('sorts by Role Title role by role, page after page, both ways', async () => {
    const rows = await all('sort=role');
    expect(rows).toHaveLength(12);
    const key = (r: UserRow) => [r.roleTitle.toLowerCase(), r.userId] as const;
    const expected = [...rows].sort((a, b) => {
      const [ra, ia] = key(a);
      const [rb, ib] = key(b);
      return ra === rb ? ia - ib : ra < rb ? -1 : 1;
    });
    expect(rows.map((r) => r.userId)).toEqual(expected.map((r) => r.userId));
    expect(rows[0]?.roleTitle).toBe('Alpha');
    const reversed = await all('sort=-role');
    expect(reversed.map((r) => r.userId)).toEqual(rows.map((r) => r.userId).reverse());
    // A search takes another query; it must agree on the order.
    const searched = await all('sort=role&search=grid');
    expect(searched.map((r) => r.userId)).toEqual(
      rows.filter((r) => r.fullName.startsWith('Grid')).map((r) => r.userId),
    );
  });

  it('sorts by Last Login with those never signed in last, both ways', async () => {
    const { db } = server().database;
    const quokkas = (await list('search=quokka&sort=email')).items;
    const times = [
      '2026-01-03T10:00:00.000Z',
      '2026-01-01T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
    ];
    for (const [i, row] of quokkas.entries()) {
      await db
        .update(memberships)
        .set({ lastLoginAt: new Date(times[i] ?? '') })
        .where(
          sql`${memberships.userId} = ${row.userId} and ${memberships.companyId} = ${companyId}`,
        );
    }
    const ascending = await all('sort=lastLogin');
    const signedIn = (rows: UserRow[]) =>
      rows.filter((r) => r.lastLogin !== null).map((r) => r.lastLogin);
    // The member signed in for real (its sign-in is the latest); the three are set above.
    expect(signedIn(ascending)).toHaveLength(4);
    expect(signedIn(ascending)).toEqual(signedIn(ascending).toSorted());
    expect(ascending.slice(0, 4).every((r) => r.lastLogin !== null)).toBe(true);
    const descending = await all('sort=-lastLogin');
    expect(signedIn(descending)).toEqual(signedIn(ascending).toReversed());
    expect(descending.slice(0, 4).every((r) => r.lastLogin !== null)).toBe(true);
  });

  it('counts what a search finds again after members join, are renamed or leave', async () => {
    expect((await list('search=quokka')).total).toBe(3);
    const browse = (await list('')).total;
    const body = {
      email: `new.${companyId}@order.test`,
      firstName: 'Nova',
      lastName: 'Quokka',
      roleId: roleIds[0],
    };
    const added = await server().fetch(path(), { method: 'POST', headers, body });
    expect(added.status).toBe(201);
    const { userId } = (await added.json()) as { userId: number };
    expect((await list('search=quokka')).total).toBe(4);
    expect((await list('')).total).toBe(browse + 1);
    const renamed = await server().fetch(`${path()}/${userId}`, {
      method: 'PUT',
      headers,
      body: { ...body, lastName: 'Wombat', version: 1 },
    });
    expect(renamed.status).toBe(200);
    expect((await list('search=quokka')).total).toBe(3);
    expect((await list('search=wombat')).total).toBe(1);
    const removed = await server().fetch(`${path()}/${userId}`, { method: 'DELETE', headers });
    expect(removed.status).toBe(200);
    expect((await list('search=wombat')).total).toBe(0);
    expect((await list('')).total).toBe(browse);
  });
});
