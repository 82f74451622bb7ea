import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { translations } from './schema';

/** Every text of the application by key, as the site and the export read them. */
export const allTexts = (db: Db, applicationId: number) =>
  db
    .select({
      key: translations.key,
      defaultText: translations.defaultText,
      texts: translations.texts,
    })
    .from(translations)
    .where(eq(translations.applicationId, applicationId))
    .orderBy(asc(translations.key));
