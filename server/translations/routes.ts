import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { MSG } from '#contract/messages';
import {
  siteTextsContract,
  TEXT_TEXT,
  type TextLanguage,
  TranslationCreate,
  type TranslationListQuery,
  TranslationUpdate,
  translationsContract,
} from '#contract/translations';
import { parseGate } from '#server/bulk-users/parse';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { recordRoutes } from '#server/kit/index';
import { exportTexts } from './export';
import { checkRows, importTexts } from './import';
import { appLanguages } from './languages';
import { listTranslations } from './list';
import { readTextSheet } from './read-sheet';
import { createSiteTexts } from './site-texts';
import {
  createTranslation,
  loadTranslation,
  removeTranslation,
  type TextAt,
  updateTranslation,
} from './store';
import { readTextUpload } from './upload';

const s = initServer();

const textAt = (request: FastifyRequest, params: { translationId: number }): TextAt => ({
  ...applicationOf(request),
  translationId: params.translationId,
});

/** Reads an upload's rows while holding a turn of the spreadsheet parsers' gate. */
async function readRows(bytes: Uint8Array, languages: readonly TextLanguage[]) {
  const release = await parseGate.acquire();
  try {
    return checkRows(await readTextSheet(bytes, languages));
  } finally {
    release();
  }
}

/** An application's texts; the gate has checked the permission. */
export function translationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(translationsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: textAt,
      actor: actorOf,
      list: (scope, query: TranslationListQuery) => listTranslations(db, scope, query),
      parseCreate: (body) => TranslationCreate.parse(body),
      create: async (actor, scope, body) => ({
        translationId: await createTranslation(db, actor, scope, body),
      }),
      load: (at) => loadTranslation(db, at),
      parseUpdate: (body) => TranslationUpdate.parse(body),
      update: (actor, at, body) => updateTranslation(db, actor, at, body),
    }),

    remove: async ({ request, params }) => {
      await removeTranslation(db, actorOf(request), textAt(request, params));
      return { status: 200, body: { message: TEXT_TEXT.removed } };
    },

    exportXlsx: async ({ request, reply }) => {
      const { applicationId } = applicationOf(request);
      reply.header('content-disposition', `attachment; filename="texts-${applicationId}.xlsx"`);
      return { status: 200, body: await exportTexts(db, applicationId) };
    },

    importXlsx: async ({ request }) => {
      const { applicationId } = applicationOf(request);
      const rows = await readRows(
        await readTextUpload(request),
        await appLanguages(db, applicationId),
      );
      const result = await importTexts(db, actorOf(request), applicationOf(request), rows);
      return { status: 200, body: result };
    },
  });
}

/** Sites' texts: public; nothing but the active application's published texts. */
export function siteTextsRouter(deps: AppDeps) {
  const texts = createSiteTexts(deps.db.db);
  return s.router(siteTextsContract, {
    texts: async ({ params, request, reply }) => {
      const answer = await texts(
        params.applicationId,
        params.lang,
        request.headers['if-none-match'],
      );
      if (answer.kind === 'missing') throw new HttpProblem(404, { title: MSG.notFound });
      // Sites may keep a copy a minute, then ask again with the tag; a change shows by then.
      reply.header('etag', answer.etag);
      reply.header('cache-control', 'public, max-age=60, must-revalidate');
      if (answer.kind === 'current') return { status: 304, body: undefined };
      return { status: 200, body: answer.body };
    },
  });
}
