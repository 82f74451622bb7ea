import { asc } from 'drizzle-orm';
import type { ApplicationLookups } from '#contract/applications';
import { APP_LANGUAGES, CURRENCIES, NATIONALITIES } from '#contract/constants';
import type { Db } from '#server/db/client';
import { regions, subscriptions, webPlatforms } from '#server/db/schema';

export async function loadLookups(db: Db): Promise<ApplicationLookups> {
  const [regionOptions, subscriptionOptions, webPlatformOptions] = await Promise.all(
    [regions, subscriptions, webPlatforms].map((table) =>
      db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id)),
    ),
  );
  return {
    regionOptions: regionOptions ?? [],
    subscriptionOptions: subscriptionOptions ?? [],
    webPlatformOptions: webPlatformOptions ?? [],
    languages: [...APP_LANGUAGES],
    currencies: [...CURRENCIES],
    nationalities: [...NATIONALITIES],
  };
}

/** The chosen options that do not exist: form errors, not database failures. */
export function unknownOptions(
  lookups: ApplicationLookups,
  body: { regionId: number; subscriptionId: number; webPlatformId: number | null },
): string[] {
  const has = (list: { id: number }[], id: number) => list.some((o) => o.id === id);
  const fields: string[] = [];
  if (!has(lookups.regionOptions, body.regionId)) fields.push('regionId');
  if (!has(lookups.subscriptionOptions, body.subscriptionId)) fields.push('subscriptionId');
  if (body.webPlatformId !== null && !has(lookups.webPlatformOptions, body.webPlatformId)) {
    fields.push('webPlatformId');
  }
  return fields;
}
