import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApplicationBody } from '#contract/applications';
import { type Actor, auditCreated, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { columnsOf } from './store';

/** A fresh ingestion key and the hash that is all the database keeps of it. */
export function newIngestionKey() {
  const key = `wpk_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashKey(key) };
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function insertApplication(
  db: Db,
  companyId: number,
  body: ApplicationBody,
  actor: Actor,
) {
  const { key, hash } = newIngestionKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ ...columnsOf(body), companyId, ingestionKeyHash: hash })
      .returning({ id: applications.id });
    if (!row) throw new Error('insert returned no row');
    await auditCreated(tx, actor, AUDIT.applications, row.id);
    return { applicationId: row.id, ingestionKey: key };
  });
}

export async function updateApplication(
  db: Db,
  companyId: number,
  applicationId: number,
  body: ApplicationBody,
  actor: Actor,
) {
  await db.transaction((tx) =>
    audited(tx, actor, AUDIT.applications, applicationId, () =>
      tx
        .update(applications)
        .set({
          ...columnsOf(body),
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
          ...(body.isDemo === undefined ? {} : { isDemo: body.isDemo }),
        })
        .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId))),
    ),
  );
}

export async function setApplicationLogo(
  db: Db,
  applicationId: number,
  logoUrl: string,
  actor: Actor,
) {
  await db.transaction((tx) =>
    audited(tx, actor, AUDIT.applications, applicationId, () =>
      tx.update(applications).set({ logoUrl }).where(eq(applications.id, applicationId)),
    ),
  );
}

export async function rotateIngestionKey(db: Db, applicationId: number, actor: Actor) {
  const { key, hash } = newIngestionKey();
  await db.transaction((tx) =>
    audited(tx, actor, AUDIT.applications, applicationId, () =>
      tx
        .update(applications)
        .set({ ingestionKeyHash: hash })
        .where(eq(applications.id, applicationId)),
    ),
  );
  return key;
}

/** The application a booking site's key belongs to (for analytics ingestion). */
export async function applicationByIngestionKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: applications.id, companyId: applications.companyId })
    .from(applications)
    .where(eq(applications.ingestionKeyHash, hashKey(key)));
  return row;
}
