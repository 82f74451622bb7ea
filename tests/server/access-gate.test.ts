import { initContract } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod';
import { access } from '#contract/access';
import { MSG } from '#contract/messages';
import { installGates } from '#server/access/gate';
import { principalOf } from '#server/access/index';
import { handleError } from '#server/http/errors';
import { addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';

const c = initContract();
const s = initServer();

/** A route only platform administrators may call; no such route ships yet. */
const adminContract = c.router({
  platform: {
    method: 'GET',
    path: '/platform',
    metadata: access.platformAdmin(),
    responses: { 200: z.object({ userId: z.number() }) },
  },
});
const undeclaredContract = c.router({
  open: { method: 'GET', path: '/open', responses: { 200: z.object({}) } },
});

describeEachDatabase('the access gate', (server) => {
  let app: FastifyInstance;
  const deps = () => ({ db: server().database, config: server().config });

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(handleError);
    await app.register(async (api) => {
      installGates(api, deps());
      const router = s.router(adminContract, {
        platform: async ({ request }) => ({
          status: 200,
          body: { userId: principalOf(request).userId },
        }),
      });
      s.registerRouter(adminContract, router, api, { logInitialization: false });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/platform', headers });

  it('lets a platform administrator in, and only them', async () => {
    const admin = await signIn(server(), ADMIN);
    expect((await get(auth(admin.accessToken))).statusCode).toBe(200);

    const member = await addMember(server(), 1, []);
    const refused = await get(auth(member.accessToken));
    // Not found, not forbidden: admin operations are not disclosed to anyone else.
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ title: MSG.notFound });

    expect((await get({})).statusCode).toBe(401);
  });

  it('refuses to start with a route that does not say who may call it', async () => {
    const bare = Fastify();
    // Not awaited: the plugin loads, and fails, as the server gets ready.
    void bare.register(async (api) => {
      installGates(api, deps());
      const router = s.router(undeclaredContract, {
        open: async () => ({ status: 200, body: {} }),
      });
      s.registerRouter(undeclaredContract, router, api, { logInitialization: false });
    });
    await expect(bare.ready()).rejects.toThrow('GET /open declares no access');
  });
});
