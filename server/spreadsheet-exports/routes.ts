import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  EXPORT_TEXT,
  SpreadsheetExportCreate,
  type SpreadsheetExportListQuery,
  SpreadsheetExportUpdate,
  spreadsheetExportsContract,
} from '#contract/spreadsheet-exports';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { downloadRun } from './download';
import { listRuns, listSpreadsheetExports } from './list';
import { executeRun, startRun } from './run';
import { runOf } from './shape';
import {
  createSpreadsheetExport,
  type ExportAt,
  exportRowAt,
  loadSpreadsheetExport,
  removeSpreadsheetExport,
  updateSpreadsheetExport,
} from './store';

const s = initServer();

const exportAt = (request: FastifyRequest, params: { exportId: number }): ExportAt => ({
  ...applicationOf(request),
  exportId: params.exportId,
});

/** An application's scheduled exports; the gate has checked the tools' access and feature. */
export function spreadsheetExportsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const ctx = { db, publicUrl: deps.config.publicUrl };
  return s.router(spreadsheetExportsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: exportAt,
      actor: actorOf,
      list: (scope, query: SpreadsheetExportListQuery) => listSpreadsheetExports(db, scope, query),
      parseCreate: (body) => SpreadsheetExportCreate.parse(body),
      create: async (actor, scope, body) => ({
        exportId: await createSpreadsheetExport(db, actor, scope, body),
      }),
      load: (at) => loadSpreadsheetExport(db, at),
      parseUpdate: (body) => SpreadsheetExportUpdate.parse(body),
      update: (actor, at, body) => updateSpreadsheetExport(db, actor, at, body),
    }),

    remove: async ({ request, params }) => {
      await removeSpreadsheetExport(db, actorOf(request), exportAt(request, params));
      return { status: 200, body: { message: EXPORT_TEXT.removed } };
    },

    runs: async ({ request, params, query }) => {
      const sheet = await exportRowAt(db, exportAt(request, params));
      return { status: 200, body: await listRuns(db, sheet.id, query) };
    },

    runNow: async ({ request, params }) => {
      const sheet = await exportRowAt(db, exportAt(request, params));
      const run = await startRun(db, sheet.id, 'manual', new Date());
      deps.background.run((signal) => executeRun(ctx, run, () => new Date(), signal));
      return { status: 202, body: runOf(run, new Date()) };
    },

    download: async ({ request, params, reply }) => {
      const at = exportAt(request, params);
      const { bytes, name } = await downloadRun(db, at, params.runId);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return { status: 200, body: bytes };
    },
  });
}
