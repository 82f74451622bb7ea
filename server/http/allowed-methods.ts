import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '#contract/messages';

type Pattern = { regex: RegExp; shape: string; methods: Set<string> };

/** `/api/roles/:roleId` as a regex over a request path; no wildcards, so no catch-all. */
function toRegex(url: string): RegExp {
  const parts = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}

/** Which segments are fixed (0) and which are parameters (1): smaller is more specific. */
const shapeOf = (url: string) =>
  url
    // "/api/docs/" is "/api/docs" with its trailing slash, as the router serves both.
    .replace(/(.)\/$/, '$1')
    .split('/')
    .map((part) => (part.startsWith(':') ? '1' : '0'))
    .join('');

/**
 * Remembers every route as it is registered and tells the methods a request path takes. A path
 * is the most specific route path it matches, as the document and the router read it:
 * `/users/roleoptions` is its own path (GET), never a `/users/:userId` with "roleoptions" for an
 * id, so `DELETE /users/roleoptions` is 405, not a delete of user "roleoptions". Catch-all routes
 * (the SPA's files) are left out: every path would otherwise "exist".
 */
export type AllowedMethods = ((path: string) => string[]) & {
  /** Whether no route more specific than `routed` (a registered route path) matches `path`. */
  isMostSpecific: (routed: string, path: string) => boolean;
};

export function trackRoutes(app: FastifyInstance): AllowedMethods {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = patterns.get(route.url) ?? {
      regex: toRegex(route.url),
      shape: shapeOf(route.url),
      methods: new Set(),
    };
    for (const method of methods) pattern.methods.add(method);
    patterns.set(route.url, pattern);
  });
  const matching = (path: string) => [...patterns.values()].filter(({ regex }) => regex.test(path));
  const specificShape = (path: string) =>
    matching(path)
      .map((p) => p.shape)
      .sort()[0];
  const allowed = (path: string) => {
    const specific = specificShape(path);
    const methods = new Set<string>();
    for (const { shape, methods: own } of matching(path)) {
      if (shape === specific) for (const method of own) methods.add(method);
    }
    return [...methods].sort();
  };
  // Per routed path, the routes more specific than it that some request path could also match:
  // only those are worth testing on each request, and most routes have none.
  const shadows = new Map<string, Pattern[]>();
  const shadowsOf = (routed: string) => {
    let found = shadows.get(routed);
    if (!found) {
      const own = routed.split('/');
      const shape = shapeOf(routed);
      found = [...patterns.entries()]
        .filter(([url, p]) => p.shape < shape && overlaps(own, url.split('/')))
        .map(([, p]) => p);
      shadows.set(routed, found);
    }
    return found;
  };
  const isMostSpecific = (routed: string, path: string) =>
    !shadowsOf(routed).some(({ regex }) => regex.test(path));
  return Object.assign(allowed, { isMostSpecific });
}

/** Whether two route paths can match one request path: each segment equal or a parameter. */
const overlaps = (a: string[], b: string[]) =>
  a.length === b.length &&
  a.every((part, i) => part === b[i] || part.startsWith(':') || b[i]?.startsWith(':'));

/**
 * Answers a method the request's path does not take with 405 and the methods it does (Allow),
 * before any route's own hooks (authentication) run: the router may have matched a less
 * specific route (`/users/:userId` for `/users/roleoptions`) or the SPA's catch-all. A request
 * the router gave to a route of the most specific shape is that route's to answer.
 */
export function refuseOtherMethods(app: FastifyInstance, allowedMethods: AllowedMethods) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const routed = request.routeOptions.url;
    if (routed && !routed.includes('*') && allowedMethods.isMostSpecific(routed, path)) {
      return;
    }
    const allowed = allowedMethods(path);
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ title: MSG.methodNotAllowed });
  });
}
