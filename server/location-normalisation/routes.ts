import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  locationNormalisationContract,
  MapBody,
  RenameBody,
} from '#contract/location-normalisation';
import { principalOf } from '#server/access/index';
import { parseGate } from '#server/bulk-users/parse';
import type { AppDeps } from '#server/deps';
import { checkLocationRows, importLocationNames } from './import';
import { listLocationNames } from './list';
import { readLocationSheet } from './read-sheet';
import { loadLocation, mapName, renameLocation, unmapName } from './store';
import { readLocationUpload } from './upload';

const s = initServer();

const actorOf = (request: FastifyRequest) => ({ userId: principalOf(request).userId });

/** Reads an upload's rows while holding a turn of the spreadsheet parsers' gate. */
async function readRows(bytes: Uint8Array) {
  const release = await parseGate.acquire();
  try {
    return checkLocationRows(await readLocationSheet(bytes));
  } finally {
    release();
  }
}

/**
 * Location normalisation. The gate has already refused anyone who is not a platform admin
 * (404); the stores speak in domain errors and write their audit rows themselves.
 */
export function locationNormalisationRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(locationNormalisationContract, {
    list: async ({ query }) => ({ status: 200, body: await listLocationNames(db, query) }),

    map: async ({ request, params, body }) => ({
      status: 200,
      body: await mapName(db, actorOf(request), params.nameId, MapBody.parse(body).normalisedName),
    }),

    unmap: async ({ request, params }) => ({
      status: 200,
      body: await unmapName(db, actorOf(request), params.nameId),
    }),

    importXlsx: async ({ request }) => {
      const rows = await readRows(await readLocationUpload(request));
      return { status: 200, body: await importLocationNames(db, actorOf(request), rows) };
    },

    get: async ({ params }) => ({ status: 200, body: await loadLocation(db, params) }),

    rename: async ({ request, params, body }) => ({
      status: 200,
      body: await renameLocation(db, actorOf(request), params, RenameBody.parse(body).name),
    }),
  });
}
