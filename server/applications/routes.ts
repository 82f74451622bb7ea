import { initServer } from '@ts-rest/fastify';
import { APP_TEXT, applicationsContract } from '#contract/applications';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { storeFile } from '#server/files/store';
import { readImageUpload } from '#server/http/upload';
import { NotFound } from '#server/kit/errors';
import { checkApplicationBody } from './check';
import { listApplications } from './list';
import { loadLookups } from './lookups';
import { activeApplication, applicationChoices } from './open';
import { loadApplication } from './store';
import {
  insertApplication,
  rotateIngestionKey,
  setApplicationLogo,
  updateApplication,
} from './write';

const s = initServer();

export function applicationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const loaded = (companyId: number, applicationId: number) =>
    loadApplication(db, companyId, applicationId);

  return s.router(applicationsContract, {
    list: async ({ params, query }) => {
      return { status: 200, body: await listApplications(db, params.companyId, query) };
    },

    create: async ({ request, params, body }) => {
      await checkApplicationBody(db, body);
      const actor = accessOf(request);
      const created = await insertApplication(db, params.companyId, body, actor);
      return { status: 201, body: created };
    },

    lookups: async () => {
      return { status: 200, body: await loadLookups(db) };
    },

    update: async ({ request, params, body }) => {
      const { companyId, applicationId } = params;
      await checkApplicationBody(db, body);
      const actor = accessOf(request);
      await updateApplication(db, companyId, applicationId, body, actor);
      return { status: 200, body: await loaded(companyId, applicationId) };
    },

    get: async ({ request, params }) => {
      const { companyId } = accessOf(request);
      return { status: 200, body: await loaded(companyId, params.applicationId) };
    },

    choices: async ({ request }) => {
      const { companyId } = accessOf(request);
      return { status: 200, body: await applicationChoices(db, companyId) };
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
