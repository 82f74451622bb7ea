import { sql } from 'drizzle-orm';
import type { IngestCustomer } from '#contract/ingest-customer';
import { toMinor } from '#contract/money';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { newKey } from './canonical';
import type { Checked } from './check';
import { customerSearchText } from './customer-link';
import type { Writer } from './order-audit';

/** The customer's fields as the audit trail names them, from a customers row `c`. */
const AUDITED = sql.raw(`jsonb_build_object('title', c.title, 'firstName', c.first_name,
  'lastName', c.last_name, 'email', c.email, 'phone', c.phone, 'address1', c.address1,
  'address2', c.address2, 'city', c.city, 'state', c.state, 'postcode', c.postcode,
  'countryCode', c.country_code, 'dateOfBirth', c.date_of_birth,
  'marketingConsent', c.marketing_consent, 'membershipLevel', c.membership_level)`);

/** Columns a site may send; one it leaves out keeps what the console holds. */
const KEPT = [
  'title',
  'first_name',
  'last_name',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country_code',
  'date_of_birth',
  'marketing_consent',
  'membership_level',
] as const;
const typeOf = (column: string) =>
  column === 'date_of_birth' ? 'date' : column === 'marketing_consent' ? 'boolean' : 'text';
const RECORD = sql.raw(
  `x(email text, sent text, key text, search_text text, ${KEPT.map((k) => `${k} ${typeOf(k)}`).join(', ')})`,
);
const keep = (column: string) => sql.raw(`${column} = coalesce(x.${column}, c.${column})`);
const list = (f: (column: string) => string) => sql.raw(KEPT.map(f).join(', '));

/**
 * Creates or updates customers by lower-cased email within the application, and their hotlists
 * by name, in one transaction of set-based statements. Emails are locked in sorted order so
 * parallel batches queue. A customer is "updated" when a field or a hotlist's offers changed;
 * creates and updates are in the audit trail, by the booking site's key (none: the demo's load).
 */
export async function storeCustomers(
  db: Db,
  applicationId: number,
  checked: readonly Checked<IngestCustomer>[],
  writer: Writer = { siteKeyId: null },
) {
  if (checked.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const input = checked
    .map(({ value: c }) => ({
      email: c.email.toLowerCase(),
      sent: c.email,
      key: newKey(),
      title: c.title ?? null,
      first_name: c.firstName ?? null,
      last_name: c.lastName ?? null,
      phone: c.phone ?? null,
      address1: c.address1 ?? null,
      address2: c.address2 ?? null,
      city: c.city ?? null,
      state: c.state ?? null,
      postcode: c.postcode ?? null,
      country_code: c.countryCode ?? null,
      date_of_birth: c.dateOfBirth ?? null,
      marketing_consent: c.marketingConsent ?? null,
      membership_level: c.membershipLevel ?? null,
      search_text: customerSearchText(c),
    }))
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const hotlists = checked.flatMap(({ value: c }) =>
    c.hotlists.map((h) => ({
      email: c.email.toLowerCase(),
      name: h.name,
      offers: h.offers.map((o) => ({
        name: o.name,
        link: o.link,
        priceMinor: toMinor(o.price) ?? 0,
        currency: o.currency,
        startDate: o.startDate ?? null,
        endDate: o.endDate ?? null,
      })),
    })),
  );
  const data = sql`${JSON.stringify(input)}::jsonb`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      select pg_advisory_xact_lock(k) from (
        select hashtextextended(${`${applicationId}:customer:`}::text || x.email, 0) as k
          from jsonb_to_recordset(${data}) as x(email text) order by 1) locks`);
    const updated = await rows<{ id: number }>(
      tx,
      sql`
      with old as (
        select c.id, ${AUDITED} as fields from customers c
         where c.application_id = ${applicationId}
           and lower(c.email) in (select x.email from jsonb_to_recordset(${data}) as x(email text))),
      changed as (
        update customers c set ${sql.join(KEPT.map(keep), sql`, `)},
          search_text = left(lower(concat_ws(' ', coalesce(x.first_name, c.first_name),
            coalesce(x.last_name, c.last_name), c.email, coalesce(x.phone, c.phone))), 400),
          version = c.version + 1, updated_at = now()
        from jsonb_to_recordset(${data}) as ${RECORD}
        where c.application_id = ${applicationId} and lower(c.email) = x.email
          and (${list((k) => `c.${k}`)}) is distinct from (${list((k) => `coalesce(x.${k}, c.${k})`)})
        returning c.id, c.email, ${AUDITED} as fields),
      audited as (
        insert into audit_log (site_key_id, company_id, application_id, area, record_id, label, action, changes)
        select ${writer.siteKeyId}::text, a.company_id, ${applicationId}::int, 'customers', n.id::text, n.email, 'update',
               (select coalesce(jsonb_object_agg(b.key, jsonb_build_array(b.value, f.value)), '{}')
                  from jsonb_each(o.fields) b join jsonb_each(n.fields) f using (key)
                 where b.value is distinct from f.value)
          from changed n join old o using (id), applications a where a.id = ${applicationId})
      select id from changed`,
    );
    const created = await rows<{ id: number }>(
      tx,
      sql`
      with made as (
        insert into customers as c (application_id, key, email, search_text, ${list((k) => k)})
        select ${applicationId}::int, x.key, x.sent, x.search_text,
               ${list((k) => (k === 'marketing_consent' ? 'coalesce(x.marketing_consent, false)' : `x.${k}`))}
          from jsonb_to_recordset(${data}) as ${RECORD}
         order by x.email
        on conflict (application_id, lower(email)) do nothing
        returning c.id, c.email, ${AUDITED} as fields),
      audited as (
        insert into audit_log (site_key_id, company_id, application_id, area, record_id, label, action, changes)
        select ${writer.siteKeyId}::text, a.company_id, ${applicationId}::int, 'customers', m.id::text, m.email, 'create',
               (select coalesce(jsonb_object_agg(f.key, jsonb_build_array(null, f.value)), '{}')
                  from jsonb_each(m.fields) f where f.value <> 'null'::jsonb)
          from made m, applications a where a.id = ${applicationId})
      select id from made`,
    );
    const touched = await rows<{ customerId: number }>(
      tx,
      sql`
      insert into customer_hotlists (customer_id, name, offers)
      select c.id, h.name, h.offers
        from jsonb_to_recordset(${JSON.stringify(hotlists)}::jsonb) as h(email text, name text, offers jsonb)
        join customers c on c.application_id = ${applicationId} and lower(c.email) = h.email
       order by c.id, lower(h.name)
      on conflict (customer_id, lower(name)) do update
        set offers = excluded.offers, name = excluded.name, updated_at = now()
        where customer_hotlists.offers is distinct from excluded.offers
           or customer_hotlists.name is distinct from excluded.name
      returning customer_id as "customerId"`,
    );
    const createdIds = new Set(created.map((r) => r.id));
    await auditHotlists(
      tx,
      applicationId,
      writer,
      touched.flatMap((r) => (createdIds.has(r.customerId) ? [] : [r.customerId])),
    );
    const changed = new Set([...updated.map((r) => r.id), ...touched.map((r) => r.customerId)]);
    for (const id of createdIds) changed.delete(id);
    return {
      created: createdIds.size,
      updated: changed.size,
      unchanged: checked.length - createdIds.size - changed.size,
    };
  });
}

/**
 * An existing customer whose hotlists the site changed gets an audit row saying how many, not
 * their names or offers: those are the person's own words, kept out of the trail.
 */
async function auditHotlists(
  tx: Tx,
  applicationId: number,
  writer: Writer,
  customerIds: readonly number[],
) {
  if (customerIds.length === 0) return;
  const counts = new Map<number, number>();
  for (const id of customerIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const list = [...counts].map(([id, n]) => ({ id, n }));
  await tx.execute(sql`
    insert into audit_log (site_key_id, company_id, application_id, area, record_id, label, action, changes)
    select ${writer.siteKeyId}::text, a.company_id, ${applicationId}::int, 'customers', c.id::text,
           c.email, 'update', jsonb_build_object('hotlists', jsonb_build_array(null, x.n || ' changed'))
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as x(id int, n int)
      join customers c on c.id = x.id, applications a
     where a.id = ${applicationId}`);
}
