import { eq, sql } from 'drizzle-orm';
import type { Actor } from '#server/audit/audited';
import { auditJoinedInsert } from '#server/audit/bulk';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { roles } from '#server/db/schema';
import { invitationsInsert, joinedNoticesInsert, wakeOutbox } from '#server/outbox/enqueue';

/** The company's roles, by lower-cased name, for resolving the Role Title column. */
export async function rolesByName(db: Db, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, companyId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function roleNames(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(roles.name);
  return rows.map((r) => r.name);
}

/**
 * Which of these lower-cased emails already belong to the company. Only the file's own
 * addresses are looked up (through the lower(email) index), so a company with 100,000 users
 * costs no more than an empty one.
 */
export async function membersAmong(
  db: Db,
  companyId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await rows<{ key: string }>(
    db,
    sql`
    select lower(u.email) as key from users u
    join memberships m on m.user_id = u.id and m.company_id = ${companyId}
    where lower(u.email) in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  return new Set(found.map((r) => r.key));
}

export type NewMember = {
  email: string;
  firstName: string;
  lastName: string;
  title: number;
  roleId: number;
};

/** Rows per statement: big enough that round trips do not matter, small enough to stay lean. */
const BATCH = 5000;

/**
 * One set-based statement per batch, sent as a single JSON parameter (no per-row parameters
 * for the ORM to build): new people get an account, people who already have one (from another
 * company) join with it as it is (the file's names never overwrite it), and existing members
 * are left alone by ON CONFLICT DO NOTHING. Those who have no password yet get an invitation,
 * and those whose existing account joined a notice, queued in the outbox by the same statement.
 */
const addBatch = (companyId: number, json: string, actor: Actor) => sql`
  with input as (
    select * from jsonb_to_recordset(${json}::jsonb) as t(e text, f text, l text, t int, r int)
  ),
  created as (
    insert into users (email, first_name, last_name, title)
    select e, f, l, t from input
    on conflict do nothing
    returning id, lower(email) as key, password_hash is null as invite, email, first_name, last_name, title
  ),
  people as (
    select id, key, invite, false as existed, email, first_name, last_name, title from created
    union all
    select id, lower(email), password_hash is null, true, email, first_name, last_name, title
      from users
    where lower(email) in (select lower(e) from input)
  ),
  joined as (
    insert into memberships (company_id, user_id, role_id)
    select ${companyId}, p.id, i.r from people p join input i on p.key = lower(i.e)
    on conflict do nothing
    returning user_id
  ),
  invited as (
    ${invitationsInsert(companyId, sql`select j.user_id from joined j join people p on p.id = j.user_id where p.invite`)}
  ),
  told as (
    ${joinedNoticesInsert(companyId, sql`select j.user_id from joined j join people p on p.id = j.user_id where p.existed and not p.invite`)}
  ),
  audited as (
    ${auditJoinedInsert(actor, companyId, sql`select distinct on (j.user_id) j.user_id, p.email, p.first_name, p.last_name, p.title, r.name as role from joined j join people p on p.id = j.user_id join input i on p.key = lower(i.e) join roles r on r.id = i.r`)}
  )
  select count(*)::int as joined from joined`;

/**
 * Adds the users to the company in one transaction; the same file twice adds nobody twice.
 * Answers how many joined; their invitations and notices are committed with them.
 */
export async function addMembers(
  db: Db,
  companyId: number,
  people: readonly NewMember[],
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    let joined = 0;
    for (let i = 0; i < people.length; i += BATCH) {
      const json = JSON.stringify(
        people
          .slice(i, i + BATCH)
          .map((p) => ({ e: p.email, f: p.firstName, l: p.lastName, t: p.title, r: p.roleId })),
      );
      const [row] = await rows<{ joined: number }>(tx, addBatch(companyId, json, actor));
      joined += row?.joined ?? 0;
    }
    if (joined > 0) await wakeOutbox(tx);
    return joined;
  });
}
