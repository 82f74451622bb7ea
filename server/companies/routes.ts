import { initServer } from '@ts-rest/fastify';
import { COMPANY_TEXT, companiesContract } from '#contract/companies';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { heldUploads } from '#server/files/store';
import { NotFound } from '#server/kit/errors';
import { fieldError } from '#server/kit/form-error';
import { uploadLogo } from './logo';
import { loadSettings, permissionCatalogue, saveSettings } from './store';

const s = initServer();

export function companiesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(companiesContract, {
    permissions: async () => {
      return { status: 200, body: await permissionCatalogue(db) };
    },

    settings: async ({ params }) => {
      const settings = await loadSettings(db, params.id);
      if (!settings) throw new NotFound();
      return { status: 200, body: settings };
    },

    saveSettings: async ({ request, params, body }) => {
      // Only a logo uploaded to this server may be shown, never an arbitrary address.
      if (body.logoUrl && !(await heldUploads(db, [body.logoUrl]))) {
        throw fieldError('logoUrl', COMPANY_TEXT.logoUrlInvalid);
      }
      return { status: 200, body: await saveSettings(db, params.id, body, accessOf(request)) };
    },

    uploadLogo: async ({ request }) => {
      return { status: 200, body: await uploadLogo(db, request, accessOf(request)) };
    },
  });
}
