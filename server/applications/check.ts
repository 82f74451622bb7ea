import { APP_TEXT, type ApplicationBody } from '#contract/applications';
import type { Db } from '#server/db/client';
import { heldUploads } from '#server/files/store';
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
  if (body.logoUrl && !(await heldUploads(db, [body.logoUrl]))) {
    errors.logoUrl = [APP_TEXT.logoUrlInvalid];
  }
  if (Object.keys(errors).length > 0) throw formError(errors);
}
