import {
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TextLanguage } from '#contract/translation-records';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/** A text per language; a language left out falls back to the default. */
export type LanguageTexts = Partial<Record<TextLanguage, string>>;

/** An application's site texts (issue 30), one per key. */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    key: varchar({ length: 150 }).notNull(),
    defaultText: varchar({ length: 4000 }).notNull(),
    texts: jsonb().$type<LanguageTexts>().notNull().default({}),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('translations_app_key_idx').on(t.applicationId, t.key),
    index('translations_app_updated_idx').on(t.applicationId, t.updatedAt),
  ],
);

/**
 * One row per application whose texts were ever written: `version` goes up in every change's
 * own transaction, so the public endpoint's ETag changes exactly when a text does; writers
 * lock it first, so an import and an edit in one application take turns.
 */
export const translationSets = pgTable('translation_sets', {
  applicationId: integer()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
