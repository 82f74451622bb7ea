import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
// A caller's id is kept when it looks like an id, so a proxy's trace continues through us;
// anything else could inject junk into the logs and is replaced.
const ACCEPTABLE = /^[\w.:-]{1,128}$/;

export function genReqId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a user's report can be matched to the log line. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
