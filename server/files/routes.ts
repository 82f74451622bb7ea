import type { FastifyInstance } from 'fastify';
import { MSG } from '#contract/messages';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { loadFile } from './store';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * GET /api/files/:sha256 — uploaded images (logos, profile pictures). Public like any image
 * on a page (an <img> sends no bearer token); the name is the content's hash, so a response
 * never changes and may be cached for a year.
 */
export function registerFiles(app: FastifyInstance, { db: { db } }: AppDeps) {
  app.get<{ Params: { sha256: string } }>('/api/files/:sha256', async (request, reply) => {
    const { sha256 } = request.params;
    const file = SHA256.test(sha256) ? await loadFile(db, sha256) : undefined;
    if (!file) throw new HttpProblem(404, { title: MSG.notFound });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.bytes);
  });
}
