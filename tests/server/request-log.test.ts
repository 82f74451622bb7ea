import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createLogger } from '#server/http/log';
import { createTestDatabase, type TestDatabase, testConfig } from './harness';

const EMAIL = 'private.person@example.com';
const DEBUG = 20;
const INFO = 30;

type Line = { level: number; reqId?: string; msg: string; [field: string]: unknown };

/**
 * Every line the logger writes. The request's line comes once its answer is sent, which may be
 * after the client has it: `completed` waits for that line rather than for any time.
 */
function logLines() {
  const lines: Line[] = [];
  const waiting = new Map<string, () => void>();
  const done = (id: string) => lines.some((l) => l.reqId === id && l.msg === 'request');
  return {
    lines,
    write(text: string) {
      const line = JSON.parse(text) as Line;
      lines.push(line);
      if (line.reqId && done(line.reqId)) waiting.get(line.reqId)?.();
    },
    completed: (id: string) =>
      new Promise<Line[]>((resolve) => {
        const answer = () => resolve(lines.filter((l) => l.reqId === id));
        if (done(id)) answer();
        else waiting.set(id, answer);
      }),
  };
}

describe('the request log', () => {
  const log = logLines();
  let test: TestDatabase;
  let app: FastifyInstance;
  let baseUrl = '';
  const get = (path: string, requestId: string) =>
    fetch(`${baseUrl}${path}`, { headers: { 'x-request-id': requestId } });

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    const logger = createLogger('debug', { write: log.write });
    app = await buildApp({ db: test.database, config: testConfig(), logger });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('writes one line per request at debug, so none at info: method, route, status, time', async () => {
    const res = await get(`/api/health?email=${encodeURIComponent(EMAIL)}`, 'trace-200');
    expect(res.status).toBe(200);
    expect(await log.completed('trace-200')).toEqual([
      {
        level: DEBUG,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: 'trace-200',
        msg: 'request',
        method: 'GET',
        route: '/api/health',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('private.person');
  });

  it('names the path of a request no route matched, without its query string or an email', async () => {
    const res = await get(`/api/nothing/${EMAIL}?email=${EMAIL}`, 'trace-404');
    expect(res.status).toBe(404);
    const mine = await log.completed('trace-404');
    expect(mine).toEqual([
      expect.objectContaining({
        level: DEBUG,
        method: 'GET',
        path: '/api/nothing/[email]?[redacted]',
        status: 404,
      }),
    ]);
    expect(mine.every((l) => l.level < INFO)).toBe(true);
    expect(JSON.stringify(log.lines)).not.toContain('private.person');
  });
});
