import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf as auditFields } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { translations } from './schema';
import { fieldsOf } from './shape';

/** A text as its History reads it: each language a field, so History shows which one changed. */
async function translation(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ text: translations, companyId: applications.companyId })
    .from(translations)
    .innerJoin(applications, eq(applications.id, translations.applicationId))
    .where(eq(translations.id, id))
    .for('update', { of: translations });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.text.applicationId,
    label: row.text.key,
    fields: auditFields(fieldsOf(row.text)),
  };
}

export const TRANSLATION_SUBJECT: Subject = { area: 'translations', read: translation };
