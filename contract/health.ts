import * as z from 'zod';
import { c, ProblemSchema } from './common';

export const healthContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the process answers',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness: the database answers',
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: ProblemSchema,
    },
  },
});
