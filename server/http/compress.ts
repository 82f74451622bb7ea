import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers over about 1 kB (a page of a list, a widget's data); smaller ones cost
 * more to compress than they save. Brotli at quality 4 is about as fast as gzip and smaller;
 * the default quality (11) is meant for build-time compression and would cost milliseconds per
 * answer. Registered inside the API's scope only: the app's files are compressed at build time.
 */
export async function registerCompression(api: FastifyInstance) {
  await api.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
