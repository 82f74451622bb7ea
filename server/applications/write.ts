import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ApplicationBody, ApplicationUpdate } from '#contract/applications';
import { type Actor, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { defineRecord } from '#server/kit/index';
import { APP_NAME_UNIQUE } from './check';
import { columnsOf } from './store';

/** A fresh ingestion key and the hash that is all the database keeps of it. */
export function newIngestionKey() {
  const key = `wpk_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashKey(key) };
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A write outside the form moves the version on too, so an edit on an older read is refused. */
const nextVersion = { version: sql`${applications.version} + 1` };

const record = defineRecord({
  table: applications,
  unique: APP_NAME_UNIQUE,
  audit: AUDIT.applications,
});

export async function insertApplication(
  db: Db,
  companyId: number,
  body: ApplicationBody,
  actor: Actor,
) {
  const { key, hash } = newIngestionKey();
  const applicationId = await record.create(db, actor, () => ({
    ...columnsOf(body),
    companyId,
    ingestionKeyHash: hash,
  }));
  return { applicationId, ingestionKey: key };
}

/** Saves the form over the version the editor loaded (a newer one is Stale, a missing NotFound). */
export function updateApplication(
  db: Db,
  companyId: number,
  applicationId: number,
  body: ApplicationUpdate,
  actor: Actor,
) {
  const at = { id: applicationId, scope: eq(applications.companyId, companyId) };
  return record.update(db, actor, at, body.version, () => ({
    ...columnsOf(body),
    ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    ...(body.isDemo === undefined ? {} : { isDemo: body.isDemo }),
  }));
}

/** Answers the application's new version, which the uploading editor adopts. */
export async function setApplicationLogo(
  db: Db,
  applicationId: number,
  logoUrl: string,
  actor: Actor,
) {
  return db.transaction((tx) =>
    audited(tx, actor, AUDIT.applications, applicationId, async () => {
      const [row] = await tx
        .update(applications)
        .set({ logoUrl, ...nextVersion })
        .where(eq(applications.id, applicationId))
        .returning({ version: applications.version });
      return row?.version ?? 0;
    }),
  );
}

/** The new key (shown once) and the application's new version. */
export async function rotateIngestionKey(db: Db, applicationId: number, actor: Actor) {
  const { key, hash } = newIngestionKey();
  const version = await db.transaction((tx) =>
    audited(tx, actor, AUDIT.applications, applicationId, async () => {
      const [row] = await tx
        .update(applications)
        .set({ ingestionKeyHash: hash, ...nextVersion })
        .where(eq(applications.id, applicationId))
        .returning({ version: applications.version });
      return row?.version ?? 0;
    }),
  );
  return { ingestionKey: key, version };
}

/** The application a booking site's key belongs to (for analytics ingestion). */
export async function applicationByIngestionKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: applications.id, companyId: applications.companyId })
    .from(applications)
    .where(eq(applications.ingestionKeyHash, hashKey(key)));
  return row;
}
