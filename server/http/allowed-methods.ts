import type { FastifyInstance } from 'fastify';

type Pattern = { regex: RegExp; methods: Set<string> };

/** `/api/roles/:roleId` as a regex over a request path; no wildcards, so no catch-all. */
function toRegex(url: string): RegExp {
  const parts = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}

/**
 * Remembers every route as it is registered, so that a request whose path exists with other
 * methods can be answered 405 with the methods it does take. Catch-all routes (the SPA's files)
 * are left out: every path would otherwise "exist".
 */
export function trackRoutes(app: FastifyInstance): (path: string) => string[] {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = patterns.get(route.url) ?? { regex: toRegex(route.url), methods: new Set() };
    for (const method of methods) pattern.methods.add(method);
    patterns.set(route.url, pattern);
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const { regex, methods } of patterns.values()) {
      if (regex.test(path)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
