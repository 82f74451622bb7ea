import { and, eq } from 'drizzle-orm';
import type { ApplicationBody } from '#contract/applications';
import { checkApplicationBody } from '#server/applications/check';
import { loadApplication } from '#server/applications/store';
import { insertApplication, updateApplication } from '#server/applications/write';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { getInScope } from '#server/kit/index';

/**
 * A company's applications as the CRM edits them, through the company side's own store
 * (server/applications) inside a transaction that claims the version and writes the audit row.
 */

const ofCompany = (companyId: number, applicationId: number) =>
  and(eq(applications.id, applicationId), eq(applications.companyId, companyId));

export async function loadCrmApp(db: Db | Tx, companyId: number, applicationId: number) {
  const app = await loadApplication(db, companyId, applicationId);
  const { version } = await getInScope(
    db
      .select({ version: applications.version })
      .from(applications)
      .where(ofCompany(companyId, applicationId)),
  );
  return { ...app, version };
}

export async function addCrmApp(db: Db, actorId: number, companyId: number, body: ApplicationBody) {
  await checkApplicationBody(db, body);
  // The company-side store writes the audit row, as it does for the company's own admins.
  return insertApplication(db, companyId, body, { userId: actorId });
}

export async function saveCrmApp(
  db: Db,
  actorId: number,
  companyId: number,
  applicationId: number,
  body: ApplicationBody & { version: number },
) {
  await checkApplicationBody(db, body);
  // The company-side store claims the version (Stale → 409) and writes the audit row.
  await updateApplication(db, companyId, applicationId, body, { userId: actorId });
}
