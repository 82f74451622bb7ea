import type { FastifyInstance } from 'fastify';
import { isDeclared, OPERATIONS } from './fuzz/operations';

const byRoute = new Map(OPERATIONS.map((op) => [`${op.route.method} ${op.route.path}`, op]));

/**
 * Watches every answer a test server gives and lists those its operation does not declare in
 * the contract, so the OpenAPI document stays true to what the suite has seen the server do.
 */
export function watchDeclaredStatuses(app: FastifyInstance): string[] {
  const undeclared: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    // A 405 answers the path (its Allow header), not the wider route the router picked.
    if (reply.statusCode === 405) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = byRoute.get(`${method} ${request.routeOptions.url}`);
    if (operation && !isDeclared(operation.route, reply.statusCode)) {
      undeclared.push(`${reply.statusCode} ${operation.name} (${request.method} ${request.url})`);
    }
  });
  return undeclared;
}
