import { sql } from 'drizzle-orm';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/outbox/enqueue';
import type { CanonicalOrder } from './canonical';
import { newKey } from './canonical';

/** Lower-cased name, email and phone: the customers list's one trigram-searched column. */
export const customerSearchText = (c: {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email: string;
  phone?: string | null | undefined;
}) =>
  [c.firstName, c.lastName, c.email, c.phone].filter(Boolean).join(' ').toLowerCase().slice(0, 400);

/**
 * The application's customer for each order contact's email (lower-cased), created from the
 * contact when there is none — an existing customer is never overwritten by an order. Rows go
 * in sorted by email, so two batches adding the same new customers wait on each other in the
 * same order instead of deadlocking.
 */
export async function customersFor(
  tx: Executor,
  applicationId: number,
  contacts: readonly CanonicalOrder['contact'][],
): Promise<Map<string, number>> {
  const byEmail = new Map<string, CanonicalOrder['contact']>();
  for (const c of contacts) {
    const email = c.email.toLowerCase();
    if (!byEmail.has(email)) byEmail.set(email, c);
  }
  if (byEmail.size === 0) return new Map();
  const input = [...byEmail.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([email, c]) => ({
      email,
      key: newKey(),
      title: c.title,
      first_name: c.firstName,
      last_name: c.lastName,
      phone: c.phone,
      search_text: customerSearchText({ ...c, email }),
    }));
  await tx.execute(sql`
    insert into customers (application_id, key, title, first_name, last_name, email, phone, search_text)
    select ${applicationId}::int, x.key, x.title, x.first_name, x.last_name, x.email, x.phone, x.search_text
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        as x(email text, key text, title text, first_name text, last_name text, phone text, search_text text)
     order by x.email
    on conflict (application_id, lower(email)) do nothing`);
  const found = await rows<{ id: number; email: string }>(
    tx,
    sql`select id, lower(email) as email from customers
         where application_id = ${applicationId}
           and lower(email) in (select jsonb_array_elements_text(${JSON.stringify([...byEmail.keys()])}::jsonb))`,
  );
  return new Map(found.map((r) => [r.email, r.id]));
}
