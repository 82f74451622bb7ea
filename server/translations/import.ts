import { eq, sql } from 'drizzle-orm';
import {
  TEXT_LANGUAGES,
  TEXT_LIMITS,
  TEXT_TEXT,
  TranslationFields,
  type TranslationImport,
} from '#contract/translations';
import type { Actor } from '#server/audit/audited';
import { fieldsOf as auditFields } from '#server/audit/fields';
import { type AuditEntry, recordChanges } from '#server/audit/record';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { Invalid } from '#server/kit/index';
import { checkSheetRows } from '#server/kit/sheet-rows';
import type { TextSheetRow } from './read-sheet';
import { type LanguageTexts, translations } from './schema';
import { fieldsOf, textsOf } from './shape';
import type { AppScope } from './store';
import { touchTexts } from './texts-set';

/** A row checked: its key, default and the languages the sheet gives (blank ones cleared). */
type Checked = { key: string; defaultText: string; sent: LanguageTexts; cleared: string[] };

/** Every row checked as the form checks a text, and every key once; errors by `rows.<n>.<field>`. */
export const checkRows = (rows: readonly TextSheetRow[]): Checked[] =>
  checkSheetRows(
    rows,
    {
      schema: TranslationFields,
      input: (row) => ({
        key: row.key,
        defaultText: row.defaultText,
        ...Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, row.texts[l] ?? ''])),
      }),
      key: (f) => f.key,
      keyField: 'key',
      duplicate: TEXT_TEXT.duplicateKey,
      refused: TEXT_TEXT.importRefused,
    },
    (f, row) => {
      const inSheet = TEXT_LANGUAGES.filter((l) => row.texts[l] !== undefined);
      const all = textsOf(f);
      const sent: LanguageTexts = {};
      for (const l of inSheet) if (all[l] !== undefined) sent[l] = all[l];
      return {
        key: f.key,
        defaultText: f.defaultText,
        sent,
        cleared: inSheet.filter((l) => all[l] === undefined),
      };
    },
  );

const sameTexts = (a: LanguageTexts, b: LanguageTexts) =>
  TEXT_LANGUAGES.every((l) => (a[l] ?? '') === (b[l] ?? ''));

/**
 * Adds the new keys and changes the others, all in one transaction with their audit rows;
 * a language the sheet has no column for keeps its text.
 */
export async function importTexts(
  db: Db,
  actor: Actor,
  scope: AppScope,
  rows: readonly Checked[],
): Promise<TranslationImport> {
  return db.transaction(async (tx: Tx) => {
    await touchTexts(tx, scope.applicationId);
    const held = await tx
      .select()
      .from(translations)
      .where(eq(translations.applicationId, scope.applicationId))
      .for('update');
    const byKey = new Map(held.map((r) => [r.key, r]));
    const fresh = rows.filter((r) => !byKey.has(r.key));
    if (held.length + fresh.length > TEXT_LIMITS.perApplication) {
      throw new Invalid(TEXT_TEXT.tooMany, { file: [TEXT_TEXT.tooMany] });
    }
    const audit: AuditEntry[] = [];
    const entry = (id: number, key: string): AuditEntry => ({
      actorId: actor?.userId ?? null,
      companyId: scope.companyId,
      applicationId: scope.applicationId,
      area: 'translations',
      recordId: id,
      label: key,
      action: 'update',
    });
    let updated = 0;
    for (const r of rows) {
      const old = byKey.get(r.key);
      if (!old) continue;
      const texts: LanguageTexts = { ...old.texts, ...r.sent };
      for (const l of r.cleared) delete texts[l as keyof LanguageTexts];
      if (old.defaultText === r.defaultText && sameTexts(old.texts, texts)) continue;
      const next = { defaultText: r.defaultText, texts };
      await tx
        .update(translations)
        .set({ ...next, version: sql`${translations.version} + 1`, updatedAt: new Date() })
        .where(eq(translations.id, old.id));
      audit.push({
        ...entry(old.id, old.key),
        before: auditFields(fieldsOf(old)),
        after: auditFields(fieldsOf({ key: old.key, ...next })),
      });
      updated++;
    }
    const made =
      fresh.length === 0
        ? []
        : await tx
            .insert(translations)
            .values(
              fresh.map((r) => ({
                applicationId: scope.applicationId,
                key: r.key,
                defaultText: r.defaultText,
                texts: r.sent,
              })),
            )
            .returning();
    for (const m of made) {
      audit.push({ ...entry(m.id, m.key), action: 'create', after: auditFields(fieldsOf(m)) });
    }
    await recordChanges(tx, audit);
    return { created: made.length, updated, unchanged: rows.length - made.length - updated };
  });
}
