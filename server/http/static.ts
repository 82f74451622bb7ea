import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '#contract/messages';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

export const NOT_BUILT = 'The web console is not built yet: run `npm run build`.';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA. Hashed files under assets/ never change, so browsers may keep them
 * for a year; index.html names the current hashes and must be revalidated every time (ETag).
 * The build writes Brotli and gzip copies beside each file; the one the browser accepts is
 * sent. Source maps stay private unless configured. Client routes (/users/3 and so on) get
 * index.html; unknown /api paths get JSON, and a known path asked with a method it does not
 * take gets 405 with the methods it does (Allow).
 */
export async function registerSpa(
  app: FastifyInstance,
  { staticDir, serveSourceMaps }: { staticDir: string; serveSourceMaps: boolean },
  allowedMethods: (path: string) => string[],
) {
  const assetsDir = join(staticDir, 'assets') + sep;
  // Registered even before a build exists (dev), so files appear without a restart.
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    suppressWarning: true,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
    setHeaders(reply: FastifyReply, path: string) {
      const asset = path.startsWith(assetsDir);
      reply.header('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Helmet wrote these on the raw response when the request came in.
      if (asset) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const allowed = allowedMethods(request.url.split('?')[0] ?? '');
    // The method is among them when the path only looked known (a GET caught by the files route).
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ title: MSG.methodNotAllowed });
    }
    if (isApi(request.url) || !wantsPage(request)) {
      return reply.status(404).send({ title: MSG.notFound });
    }
    // Checked per request so a build made while the server runs is picked up.
    if (!existsSync(join(staticDir, 'index.html'))) {
      return reply.status(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
  });
}

function wantsPage(request: FastifyRequest) {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
}
