import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { openApiDocument } from './document';

/**
 * /api/openapi.json is the document; /api/docs renders it with Swagger UI, whose files
 * ship inside the package, so the page works without any outside network.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const document = openApiDocument();
  // ts-rest and @fastify/swagger describe the same JSON with two different typings.
  const spec = document as unknown as OpenAPIV3.Document;
  await app.register(fastifySwagger, { mode: 'static', specification: { document: spec } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
}
