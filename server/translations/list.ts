import { eq, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  TRANSLATION_SORTS,
  TranslationListQuery,
  TranslationRow,
} from '#contract/translations';
import type { Db } from '#server/db/client';
import { definePagedList, type Filter } from '#server/kit/index';
import { appLanguages } from './languages';
import { translations as t } from './schema';
import { translationRowOf } from './shape';

const columns = {
  id: t.id,
  key: t.key,
  defaultText: t.defaultText,
  texts: t.texts,
  updatedAt: t.updatedAt,
};

/** Texts with no text of their own in the language asked for (the language is bound). */
const missingIn: Filter<TranslationListQuery> = {
  keys: ['missing'],
  where: (query, bind): SQL | undefined =>
    query.missing === undefined
      ? undefined
      : sql`coalesce(${t.texts} ->> ${bind('missing', query.missing)}::text, '') = ''`,
};

/** An application's texts by key; search matches the key, the default and every language. */
const textsList = definePagedList<
  typeof columns,
  (typeof TRANSLATION_SORTS)[number],
  TranslationListQuery,
  { applicationId: number }
>({
  table: t,
  scope: (s) => eq(t.applicationId, s.applicationId),
  columns,
  search: [t.key, t.defaultText, sql`${t.texts}::text`],
  sorts: { key: t.key, updated: t.updatedAt },
  defaultSort: 'key',
  tieBreaker: t.id,
  filters: [missingIn],
});

export async function listTranslations(
  db: Db,
  scope: { applicationId: number },
  query: TranslationListQuery,
): Promise<Paged<TranslationRow>> {
  const [page, languages] = await Promise.all([
    textsList(db, scope, query),
    appLanguages(db, scope.applicationId),
  ]);
  return { items: page.items.map(translationRowOf(languages)), total: page.total };
}
