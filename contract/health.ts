import * as z from 'zod';
import { access } from './access';
import { c, ProblemSchema } from './common';

export const healthContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    metadata: access.public(),
    summary: 'Liveness: the process answers',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  demoStatus: {
    method: 'GET',
    path: '/api/demo/status',
    metadata: access.signedIn(),
    summary: "Whether the demo's search events are still loading after a first start",
    responses: { 200: z.object({ loading: z.boolean() }), 401: ProblemSchema },
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    metadata: access.public(),
    summary: 'Readiness: the database answers',
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: ProblemSchema,
    },
  },
});
