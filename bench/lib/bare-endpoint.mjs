// The yardstick for bench/users-list-vs-bare.mjs: a bare Fastify endpoint answering a page of
// company 1's members, sorted by name and optionally searched, with one indexed query and no
// access check (and, on /floor, issue 26's bare floor). Runs in its own process, like the real
// server, on BARE_DATABASE_URL (node-postgres, ten connections) or else on the PGlite folder
// BARE_PGLITE_DIR. Prints its port once listening.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

const PAGE = 25;
const fullName = "trim(u.first_name || ' ' || u.last_name)";
const pageSql = (search) => `
  select u.id as "userId", ${fullName} as "fullName", u.email, m.is_active as "isActive",
         m.last_login_at as "lastLogin", m.created_at as created
    from memberships m join users u on u.id = m.user_id
   where m.company_id = 1 ${search ? `and (${fullName} ilike $2 or u.email ilike $2)` : ''}
   order by lower(${fullName}), m.user_id
   limit ${PAGE} offset $1`;

async function connect() {
  if (process.env.BARE_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
    return (text, values, name) => pool.query({ name, text, values }).then((r) => r.rows);
  }
  const db = await PGlite.create(process.env.BARE_PGLITE_DIR, { extensions: { pg_trgm } });
  return (text, values) => db.query(text, values).then((r) => r.rows);
}

const query = await connect();
const app = Fastify();
app.get('/users', async (request) => {
  const page = Math.max(1, Number(request.query.page ?? 1) || 1);
  const search = String(request.query.search ?? '');
  const offset = (page - 1) * PAGE;
  const items = search
    ? await query(pageSql(true), [offset, `%${search}%`], 'bare_search')
    : await query(pageSql(false), [offset], 'bare_browse');
  return { items };
});
// The floor of issue 26: one statement over users alone, no join, no count, no access check —
// what no request for a page of people can beat.
const FLOOR_SQL = `SELECT id, first_name, last_name, email FROM users
  WHERE first_name ILIKE $1 OR last_name ILIKE $1 OR email ILIKE $1 ORDER BY id LIMIT $2 OFFSET $3`;
app.get('/floor', async (request) => {
  const page = Math.max(1, Number(request.query.page ?? 1) || 1);
  const pattern = `%${String(request.query.search ?? '')}%`;
  return { items: await query(FLOOR_SQL, [pattern, PAGE, (page - 1) * PAGE], 'bare_floor') };
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(app.server.address().port);
