import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { DestinationQuery } from '#contract/pricing-rules';
import {
  PROPERTY_TEXT,
  PropertyCreate,
  type PropertyListQuery,
  PropertyUpdate,
  propertyContentContract,
} from '#contract/property-content';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { imageUploadHandler } from '#server/files/store';
import { recordRoutes } from '#server/kit/index';
import { searchDestinations } from '#server/location-normalisation/destinations';
import { listProperties } from './list';
import {
  createProperty,
  loadProperty,
  type PropertyAt,
  removeProperty,
  updateProperty,
} from './store';

const s = initServer();

const propertyAt = (request: FastifyRequest, params: { propertyId: number }): PropertyAt => ({
  ...applicationOf(request),
  propertyId: params.propertyId,
});

/** An application's properties; the gate has checked the permission and the feature. */
export function propertyContentRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(propertyContentContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: propertyAt,
      actor: actorOf,
      list: (scope, query: PropertyListQuery) => listProperties(db, scope, query),
      parseCreate: (body) => PropertyCreate.parse(body),
      create: async (actor, scope, body) => ({
        propertyId: await createProperty(db, actor, scope, body),
      }),
      load: (at) => loadProperty(db, at),
      parseUpdate: (body) => PropertyUpdate.parse(body),
      update: (actor, at, body) => updateProperty(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeProperty(db, actorOf(request), propertyAt(request, params));
      return { status: 200, body: { message: PROPERTY_TEXT.removed } };
    },
    locations: async ({ query }) => ({
      status: 200,
      body: await searchDestinations(db, DestinationQuery.parse(query)),
    }),
    uploadImage: imageUploadHandler(db, PROPERTY_TEXT.imageRejected),
  });
}
