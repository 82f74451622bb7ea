import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import { COUNTRIES } from '#contract/constants';
import type { Paged } from '#contract/paging';
import type { DestinationOption, DestinationQuery } from '#contract/pricing-rules';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { placeKey } from './collect';
import { placeKeySql } from './place-key-sql';
import { normalisedLocations as nl } from './schema';

/** A list count stops here: a picker says "200+" rather than counting every place. */
const COUNT_CAP = 200;
const countries = `{${COUNTRIES.join(',')}}`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * A page of the normalised locations a pricing rule may name: of the countries rules take,
 * matching the search as places are compared (case, accents and spacing aside), the names that
 * start with it first. One statement over the list the platform admins keep (not the events):
 * its count stops at COUNT_CAP.
 */
export async function searchDestinations(
  db: Db,
  query: z.output<typeof DestinationQuery>,
): Promise<Paged<DestinationOption>> {
  const key = placeKey(query.search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
  const keyed = placeKeySql(sql`n.name`);
  const country = query.countryCode
    ? sql`n.country_code = ${query.countryCode}`
    : sql`n.country_code = any(${countries}::text[])`;
  const found = await rows<{ country_code: string; name: string; total: number }>(
    db,
    sql`with hit as (
      select n.id, n.country_code, n.name, ${keyed} like ${`${key}%`} as starts
        from ${nl} n
       where ${country} and ${keyed} like ${`%${key}%`}
       order by starts desc, lower(n.name), n.country_code, n.id
       limit ${COUNT_CAP + 1})
    select h.country_code, h.name, (count(*) over ())::int as total from hit h
     order by h.starts desc, lower(h.name), h.country_code, h.id
     limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const total = Number(found[0]?.total ?? 0);
  return {
    items: found.map((r) => ({ countryCode: r.country_code, name: r.name })),
    total: Math.min(total, COUNT_CAP),
    ...(total > COUNT_CAP ? { capped: true as const } : {}),
  };
}

/**
 * The indexes of the destinations that name no normalised location of their country (as
 * places compare), in one statement. A destination without a name is the whole country.
 */
export async function unknownDestinations(
  db: Db | Tx,
  destinations: readonly { countryCode: string; name: string }[],
): Promise<number[]> {
  const named = destinations.flatMap((d, i) =>
    d.name.trim() === '' ? [] : [{ i, c: d.countryCode, k: placeKey(d.name) }],
  );
  if (named.length === 0) return [];
  const found = await rows<{ i: number }>(
    db,
    sql`select x.i from jsonb_to_recordset(${json(named)}) as x(i int, c text, k text)
         where not exists (select 1 from ${nl} n
                            where n.country_code = x.c and ${placeKeySql(sql`n.name`)} = x.k)
         order by x.i`,
  );
  return found.map((r) => Number(r.i));
}
