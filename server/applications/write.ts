import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApplicationBody } from '#contract/applications';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { columnsOf } from './store';

/** A fresh ingestion key and the hash that is all the database keeps of it. */
export function newIngestionKey() {
  const key = `wpk_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashKey(key) };
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function insertApplication(db: Db, companyId: number, body: ApplicationBody) {
  const { key, hash } = newIngestionKey();
  const [row] = await db
    .insert(applications)
    .values({ ...columnsOf(body), companyId, ingestionKeyHash: hash })
    .returning({ id: applications.id });
  if (!row) throw new Error('insert returned no row');
  return { applicationId: row.id, ingestionKey: key };
}

export async function updateApplication(
  db: Db,
  companyId: number,
  applicationId: number,
  body: ApplicationBody,
) {
  await db
    .update(applications)
    .set({
      ...columnsOf(body),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      ...(body.isDemo === undefined ? {} : { isDemo: body.isDemo }),
    })
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
}

export async function setApplicationLogo(db: Db, applicationId: number, logoUrl: string) {
  await db.update(applications).set({ logoUrl }).where(eq(applications.id, applicationId));
}

export async function rotateIngestionKey(db: Db, applicationId: number) {
  const { key, hash } = newIngestionKey();
  await db
    .update(applications)
    .set({ ingestionKeyHash: hash })
    .where(eq(applications.id, applicationId));
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
