import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { IngestEnquiry } from '#contract/enquiries';
import type { Fields } from '#server/audit/diff';
import { type AuditEntry, recordChanges } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import type { Checked } from '#server/ingest/check';
import type { Writer } from '#server/ingest/order-audit';
import { enquiries as e } from './schema';

export type Outcome = {
  reference: string;
  outcome: 'created' | 'updated' | 'unchanged';
  id: number;
};

type SiteFields = Omit<typeof e.$inferInsert, 'id' | 'applicationId' | 'status' | 'assigneeId'>;

/** The columns a site's enquiry writes; '' and absent alike are stored as null. */
export function siteFields(sent: IngestEnquiry): SiteFields {
  const fields = {
    webReference: sent.webReference,
    name: sent.name,
    email: sent.email,
    phone: sent.phone || null,
    type: sent.type,
    destination: sent.destination || null,
    startDate: sent.startDate ?? null,
    endDate: sent.endDate ?? null,
    adults: sent.adults,
    children: sent.children,
    message: sent.message,
  };
  const siteHash = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
  return { ...fields, siteHash };
}

/** The site's fields as the enquiry's History shows them (server/enquiries/audit.ts). */
const auditFields = (f: SiteFields): Fields => ({
  webReference: f.webReference,
  name: f.name,
  email: f.email,
  phone: f.phone ?? null,
  type: f.type,
  destination: f.destination ?? null,
  startDate: f.startDate ?? null,
  endDate: f.endDate ?? null,
  adults: f.adults ?? 1,
  children: f.children ?? 0,
  message: f.message ?? '',
});

/**
 * Stores a checked batch in one transaction, idempotent by web reference: new references are
 * inserted (a concurrent batch's insert of the same one waits and then counts as a resend), a
 * resend of the same content changes nothing, and other content rewrites the site's fields only
 * — status, assignee and notes are the console's. Each change has its audit row.
 */
export async function storeEnquiries(
  db: Db,
  applicationId: number,
  checked: readonly Checked<IngestEnquiry>[],
  writer: Writer,
): Promise<Map<number, Outcome>> {
  const outcomes = new Map<number, Outcome>();
  if (checked.length === 0) return outcomes;
  const sent = checked.map(({ index, value }) => ({ index, fields: siteFields(value) }));
  await db.transaction(async (tx) => {
    const audit: AuditEntry[] = [];
    const entry = (id: number, f: SiteFields, before?: Fields): AuditEntry => ({
      actorId: null,
      siteKeyId: writer.siteKeyId,
      companyId: null,
      applicationId,
      area: 'enquiries',
      recordId: id,
      label: f.webReference,
      action: before ? 'update' : 'create',
      ...(before ? { before } : {}),
      after: auditFields(f),
    });
    const made = await tx
      .insert(e)
      .values(sent.map((s) => ({ applicationId, ...s.fields })))
      .onConflictDoNothing({ target: [e.applicationId, e.webReference] })
      .returning({ id: e.id, webReference: e.webReference });
    const createdIds = new Map(made.map((m) => [m.webReference, m.id]));
    const rest = sent.filter((s) => !createdIds.has(s.fields.webReference));
    const stored = rest.length
      ? await tx
          .select()
          .from(e)
          .where(
            and(
              eq(e.applicationId, applicationId),
              inArray(
                e.webReference,
                rest.map((s) => s.fields.webReference),
              ),
            ),
          )
          .for('update')
      : [];
    const byReference = new Map(stored.map((row) => [row.webReference, row]));
    for (const { index, fields } of sent) {
      const createdId = createdIds.get(fields.webReference);
      if (createdId !== undefined) {
        outcomes.set(index, { reference: fields.webReference, outcome: 'created', id: createdId });
        audit.push(entry(createdId, fields));
        continue;
      }
      const row = byReference.get(fields.webReference);
      if (!row) throw new Error(`enquiry ${fields.webReference} neither inserted nor found`);
      if (row.siteHash === fields.siteHash) {
        outcomes.set(index, { reference: fields.webReference, outcome: 'unchanged', id: row.id });
        continue;
      }
      await tx
        .update(e)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(e.id, row.id));
      outcomes.set(index, { reference: fields.webReference, outcome: 'updated', id: row.id });
      audit.push(entry(row.id, fields, auditFields(row)));
    }
    const [app] = await tx
      .select({ companyId: applications.companyId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    await recordChanges(
      tx,
      audit.map((a) => ({ ...a, companyId: app?.companyId ?? null })),
    );
  });
  return outcomes;
}
