import { APP_TEXT, type ApplicationBody } from '#contract/applications';
import { FILE_URL } from '#contract/input';
import { fileExists } from '#server/companies/store';
import type { Db } from '#server/db/client';
import { type FieldErrors, formError, type UniqueFields } from '#server/kit/index';
import { loadLookups, unknownOptions } from './lookups';

/** A taken name (any case, in the company) is a form error on applicationName. */
export const APP_NAME_UNIQUE: UniqueFields = {
  applications_company_name_idx: { field: 'applicationName', message: APP_TEXT.nameTaken },
};

/**
 * Options must exist and a logo must be one uploaded here, never an arbitrary address; the
 * company side and the CRM check the form alike.
 */
export async function checkApplicationBody(db: Db, body: ApplicationBody) {
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
