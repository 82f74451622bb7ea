import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { ProblemOrText, ProblemSchema } from './common';

/**
 * The answers an operation can give whatever its own code does, so that the contract (and the
 * OpenAPI document built from it) declares them: a malformed request is 400, a body over the
 * limit 413, an unknown id in the path 404, a path segment over 100 characters 414, a fault of
 * the server itself (never of the input: the contract fuzz test holds that) 500, and a database
 * that is down (or a server that is stopping) 503. The answers of an area's own rules (401, 403,
 * 409, 429…) are declared there.
 */
export function commonErrors(route: AppRoute) {
  const hasPathParams = route.path.includes(':');
  const takesBody = route.method !== 'GET';
  const hasInput =
    takesBody || hasPathParams || route.query !== undefined || route.headers !== undefined;
  return {
    ...(hasInput ? { 400: ProblemOrText } : {}),
    ...(hasPathParams ? { 404: ProblemSchema } : {}),
    ...(takesBody ? { 413: ProblemSchema } : {}),
    ...(hasPathParams ? { 414: ProblemSchema } : {}),
    500: ProblemOrText,
    503: ProblemSchema,
  };
}

/** Adds the common answers to every route of a router (an area's own declaration wins). */
export function declareCommonErrors<T extends AppRouter>(router: T): T {
  for (const entry of Object.values(router)) {
    if (isAppRoute(entry)) {
      Object.assign(entry, { responses: { ...commonErrors(entry), ...entry.responses } });
    } else {
      declareCommonErrors(entry);
    }
  }
  return router;
}
