import { and, eq } from 'drizzle-orm';
import { APP_TEXT, type ApplicationBody } from '#contract/applications';
import { FILE_URL } from '#contract/companies';
import { loadLookups, unknownOptions } from '#server/applications/lookups';
import { loadApplication } from '#server/applications/store';
import { insertApplication, updateApplication } from '#server/applications/write';
import { fileExists } from '#server/companies/store';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { type FieldErrors, formError, getInScope, withUniqueFields } from '#server/kit/index';

/**
 * A company's applications as the CRM edits them, through the company side's own store
 * (server/applications) inside a transaction that claims the version and writes the audit row.
 */

const NAME_INDEX = {
  applications_company_name_idx: { field: 'applicationName', message: APP_TEXT.nameTaken },
};

const ofCompany = (companyId: number, applicationId: number) =>
  and(eq(applications.id, applicationId), eq(applications.companyId, companyId));

/** Options must exist and a logo must be one uploaded here, as on the company side. */
async function checkBody(db: Db, body: ApplicationBody) {
  const errors: FieldErrors = {};
  for (const field of unknownOptions(await loadLookups(db), body)) {
    errors[field] = [APP_TEXT.unknownOption];
  }
  const sha256 = body.logoUrl?.slice(body.logoUrl.lastIndexOf('/') + 1);
  if (body.logoUrl && !(FILE_URL.test(body.logoUrl) && sha256 && (await fileExists(db, sha256)))) {
    errors.logoUrl = [APP_TEXT.logoUrlInvalid];
  }
  if (Object.keys(errors).length > 0) throw formError(errors);
}

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
  await checkBody(db, body);
  return withUniqueFields(NAME_INDEX, () =>
    db.transaction(async (tx) => {
      // The company-side store writes the audit row, as it does for the company's own admins.
      return insertApplication(tx, companyId, body, { userId: actorId });
    }),
  );
}

export async function saveCrmApp(
  db: Db,
  actorId: number,
  companyId: number,
  applicationId: number,
  body: ApplicationBody & { version: number },
) {
  await checkBody(db, body);
  await withUniqueFields(NAME_INDEX, () =>
    db.transaction(async (tx) => {
      // The company-side store claims the version (Stale → 409) and writes the audit row.
      await updateApplication(tx, companyId, applicationId, body, { userId: actorId });
    }),
  );
}
