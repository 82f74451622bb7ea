import { initServer } from '@ts-rest/fastify';
import { APP_TEXT, type ApplicationBody, applicationsContract } from '#contract/applications';
import { FILE_URL } from '#contract/companies';
import { accessOf } from '#server/access/index';
import { fileExists } from '#server/companies/store';
import type { Db } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { storeFile } from '#server/files/store';
import { readImageUpload } from '#server/http/upload';
import { NotFound } from '#server/kit/errors';
import { invalidForm, uniqueField } from '#server/kit/form-errors';
import { listApplications } from './list';
import { loadLookups, unknownOptions } from './lookups';
import { activeApplication } from './open';
import { loadApplication } from './store';
import {
  insertApplication,
  rotateIngestionKey,
  setApplicationLogo,
  updateApplication,
} from './write';

const s = initServer();

/** Options must exist and a logo must be one uploaded here, never an arbitrary address. */
async function checkBody(db: Db, body: ApplicationBody) {
  const errors: Record<string, string[]> = {};
  for (const field of unknownOptions(await loadLookups(db), body)) {
    errors[field] = [APP_TEXT.unknownOption];
  }
  const sha256 = body.logoUrl?.slice(body.logoUrl.lastIndexOf('/') + 1);
  if (body.logoUrl && !(FILE_URL.test(body.logoUrl) && sha256 && (await fileExists(db, sha256)))) {
    errors.logoUrl = [APP_TEXT.logoUrlInvalid];
  }
  if (Object.keys(errors).length > 0) throw invalidForm(errors);
}

/** A taken name is a form error on applicationName, not a server failure. */
const namedUniquely = <T>(write: () => Promise<T>) =>
  uniqueField('applicationName', APP_TEXT.nameTaken, write);

export function applicationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const loaded = (companyId: number, applicationId: number) =>
    loadApplication(db, companyId, applicationId);

  return s.router(applicationsContract, {
    list: async ({ params, query }) => {
      return { status: 200, body: await listApplications(db, params.companyId, query) };
    },

    create: async ({ request, params, body }) => {
      await checkBody(db, body);
      const actor = accessOf(request);
      const created = await namedUniquely(() =>
        insertApplication(db, params.companyId, body, actor),
      );
      return { status: 201, body: created };
    },

    lookups: async () => {
      return { status: 200, body: await loadLookups(db) };
    },

    update: async ({ request, params, body }) => {
      const { companyId, applicationId } = params;
      await checkBody(db, body);
      const actor = accessOf(request);
      await namedUniquely(() => updateApplication(db, companyId, applicationId, body, actor));
      return { status: 200, body: await loaded(companyId, applicationId) };
    },

    get: async ({ request, params }) => {
      const { companyId } = accessOf(request);
      return { status: 200, body: await loaded(companyId, params.applicationId) };
    },

    open: async ({ request, params }) => {
      const principal = accessOf(request);
      const active = await activeApplication(db, principal.companyId, params.applicationId);
      if (!active) throw new NotFound();
      return { status: 200, body: active };
    },

    uploadLogo: async ({ request, params }) => {
      const upload = await readImageUpload(request, APP_TEXT.logoInvalid);
      const logoUrl = await storeFile(db, upload);
      const version = await setApplicationLogo(
        db,
        params.applicationId,
        logoUrl,
        accessOf(request),
      );
      return { status: 200, body: { logoUrl, version } };
    },

    rotateKey: async ({ request, params }) => {
      return {
        status: 200,
        body: await rotateIngestionKey(db, params.applicationId, accessOf(request)),
      };
    },
  });
}
