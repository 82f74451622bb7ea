import type { FastifyRequest } from 'fastify';
import { accessOf } from './request';

/** Where dashboards live: a company, or one application of it. */
export type Scope = { companyId: number; applicationId: number | null };
export type ScopeParams = { companyId: number } | { applicationId: number };

/**
 * `/companies/{companyId}/…` acts in that company, `/applications/{applicationId}/…` in that
 * application of the caller's company; the route's gate has already made sure of both.
 */
export function scopeOf(request: FastifyRequest, params: ScopeParams): Scope {
  const { companyId } = accessOf(request);
  return { companyId, applicationId: 'applicationId' in params ? params.applicationId : null };
}
