import { count, eq } from 'drizzle-orm';
import {
  TEXT_LIMITS,
  TEXT_TEXT,
  type Translation,
  type TranslationFields,
} from '#contract/translations';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope, type Within } from '#server/kit/index';
import { TRANSLATION_SUBJECT } from './audit';
import { appLanguages } from './languages';
import { translations } from './schema';
import { columnsOf, translationOf } from './shape';
import { touchTexts } from './texts-set';

/** A text of the application, as the gate decided it (company and application). */
export type TextAt = { companyId: number; applicationId: number; translationId: number };
export type AppScope = { companyId: number; applicationId: number };

export const textRecord = defineRecord({
  table: translations,
  unique: { translations_app_key_idx: { field: 'key', message: TEXT_TEXT.keyTaken } },
  audit: TRANSLATION_SUBJECT,
});

const recordAt = (at: TextAt) => ({
  id: at.translationId,
  scope: eq(translations.applicationId, at.applicationId),
});

/** Every write of the application's texts takes the set's lock first, and marks it changed. */
export const inTextSet =
  (applicationId: number): Within =>
  async (tx, change) => {
    await touchTexts(tx, applicationId);
    return change();
  };

export async function textCount(db: Db | Tx, applicationId: number): Promise<number> {
  const [held] = await db
    .select({ n: count() })
    .from(translations)
    .where(eq(translations.applicationId, applicationId));
  return held?.n ?? 0;
}

export async function loadTranslation(db: Db | Tx, at: TextAt): Promise<Translation> {
  const row = await getInScope(
    db
      .select()
      .from(translations)
      .where(textRecord.where(recordAt(at))),
  );
  return translationOf(row, at.companyId, await appLanguages(db, at.applicationId));
}

export function createTranslation(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: TranslationFields,
): Promise<number> {
  return textRecord.create(
    db,
    actor,
    async (tx) => {
      if ((await textCount(tx, scope.applicationId)) >= TEXT_LIMITS.perApplication) {
        throw fieldError('key', TEXT_TEXT.tooMany);
      }
      return { applicationId: scope.applicationId, ...columnsOf(f) };
    },
    { within: inTextSet(scope.applicationId) },
  );
}

export function updateTranslation(
  db: Db,
  actor: Actor,
  at: TextAt,
  sent: TranslationFields & { version: number },
): Promise<void> {
  return textRecord.update(
    db,
    actor,
    recordAt(at),
    sent.version,
    () => ({ ...columnsOf(sent), updatedAt: new Date() }),
    { within: inTextSet(at.applicationId) },
  );
}

export const removeTranslation = (db: Db, actor: Actor, at: TextAt) =>
  textRecord.remove(db, actor, recordAt(at), { within: inTextSet(at.applicationId) });
