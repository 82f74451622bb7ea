import { TsRestResponseValidationError } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';

/**
 * Lists the answers that failed the contract's response schema (the app is built with
 * validateResponses). The client sees a plain 500; this keeps the route and zod's reason,
 * so the failing test says what drifted.
 */
export function watchResponseDrift(app: FastifyInstance): string[] {
  const drifted: string[] = [];
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof TsRestResponseValidationError) drifted.push(error.message);
  });
  return drifted;
}
