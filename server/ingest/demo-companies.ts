import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { demoCompanyName } from './demo-people';
import { seeded } from './demo-random';

/**
 * The application's demo linked companies, each with a GBP credit account whose opening limit
 * is its first ledger entry (so the balance is the ledger's sum from the start). Added by name
 * when missing, in one transaction; answers the ids of all of them.
 */
export async function demoCompanies(db: Db, applicationId: number, count: number) {
  if (count <= 0) return [];
  const wanted = Array.from({ length: count }, (_, n) => {
    const r = seeded(applicationId, n, 4);
    const name = demoCompanyName(n + applicationId * 7);
    return {
      name,
      contact_name: `${r.pick(['Sam', 'Alex', 'Jo', 'Chris'])} ${r.pick(['Reid', 'Shaw', 'Lowe', 'Kerr'])}`,
      contact_email: `travel@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
      city: r.pick(['London', 'Leeds', 'Bristol', 'Glasgow']),
      country_code: 'GB',
      membership_level: r.pick(['Corporate', 'Corporate Plus', 'Education']),
      limit_minor: r.int(5, 20) * 10_000_00,
    };
  });
  return db.transaction(async (tx) => {
    const found = await rows<{ id: number }>(
      tx,
      sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
          as x(name text, contact_name text, contact_email text, city text, country_code text,
               membership_level text, limit_minor bigint)),
      added as (
        insert into linked_companies (application_id, name, contact_name, contact_email, city,
                                      country_code, membership_level)
        select ${applicationId}::int, name, contact_name, contact_email, city, country_code,
               membership_level from input
        on conflict (application_id, lower(name)) do nothing
        returning id, name),
      accounts as (
        insert into credit_accounts (application_id, linked_company_id, currency, limit_minor, balance_minor)
        select ${applicationId}::int, a.id, 'GBP', i.limit_minor, i.limit_minor
          from added a join input i on i.name = a.name
        returning id, limit_minor),
      opened as (
        insert into credit_ledger (account_id, kind, amount_minor, reference, reason)
        select id, 'opening', limit_minor, 'opening', 'Opening credit limit' from accounts)
      select lc.id from linked_companies lc join input i on lower(i.name) = lower(lc.name)
       where lc.application_id = ${applicationId}
      union
      select id from added
      order by 1`,
    );
    return found.map((r) => r.id);
  });
}
