import { and, eq } from 'drizzle-orm';
import { type SiteTexts, TEXT_LANGUAGES, type TextLanguage } from '#contract/translations';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { allTexts } from './all-texts';
import { translationSets } from './schema';

/** What a site's request gets: the texts, or only the tag when its copy is current. */
export type TextsAnswer =
  | { kind: 'missing' }
  | { kind: 'current'; etag: string }
  | { kind: 'texts'; etag: string; body: SiteTexts };

/** A language code as sites send it ('fr', 'FR'); anything else is no language of ours. */
export function languageOf(lang: string): TextLanguage | undefined {
  const code = lang.toLowerCase();
  return TEXT_LANGUAGES.find((l) => l === code);
}

/** The tags an If-None-Match header lists ("*" matches any), weak or strong alike. */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** The last bodies built, by tag: a tag names one version of one language of one site. */
const CACHE_SIZE = 256;

/**
 * The public texts of an active application, by version: the set's version is read first, so a
 * request whose copy is current costs one indexed look-up, and a body is built once per version.
 */
export function createSiteTexts(db: Db) {
  const built = new Map<string, SiteTexts>();
  const remember = (etag: string, body: SiteTexts) => {
    if (built.size >= CACHE_SIZE) {
      const oldest = built.keys().next().value;
      if (oldest !== undefined) built.delete(oldest);
    }
    built.set(etag, body);
  };

  return async (
    applicationId: number,
    lang: string,
    ifNoneMatch: string | undefined,
  ): Promise<TextsAnswer> => {
    const language = languageOf(lang);
    if (!language) return { kind: 'missing' };
    const [app] = await db
      .select({ version: translationSets.version, languages: applications.languages })
      .from(applications)
      .leftJoin(translationSets, eq(translationSets.applicationId, applications.id))
      .where(and(eq(applications.id, applicationId), eq(applications.isActive, true)));
    // A language the site is not in has no texts, as an unknown one has none.
    if (!app?.languages.includes(language)) return { kind: 'missing' };
    const etag = `"texts-${applicationId}-${app.version ?? 0}-${language}"`;
    if (matchesTag(ifNoneMatch, etag)) return { kind: 'current', etag };
    const cached = built.get(etag);
    if (cached) return { kind: 'texts', etag, body: cached };
    const rows = await allTexts(db, applicationId);
    const texts: Record<string, string> = {};
    for (const row of rows) texts[row.key] = row.texts[language] ?? row.defaultText;
    const body: SiteTexts = { language, texts };
    remember(etag, body);
    return { kind: 'texts', etag, body };
  };
}
