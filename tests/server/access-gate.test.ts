import { initContract } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { access } from '#contract/access';
import type { AppFeature } from '#contract/application-form';
import { MSG } from '#contract/messages';
import { installGates } from '#server/access/gate';
import { accessOf, principalOf } from '#server/access/index';
import { applications } from '#server/db/schema';
import { handleError } from '#server/http/errors';
import { addCompany, addMember, auth } from './access.fixtures';
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
/** An application area behind a feature, as orders will be; none ships yet. */
const featureContract = c.router({
  orders: {
    method: 'GET',
    path: '/applications/:applicationId/orders',
    metadata: access.application('apps_orders_read', { feature: 'orders' }),
    pathParams: z.object({ applicationId: z.coerce.number().int() }),
    responses: { 200: z.object({ applicationId: z.number().nullable() }) },
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
      const orders = s.router(featureContract, {
        orders: async ({ request }) => ({
          status: 200,
          body: { applicationId: accessOf(request).applicationId },
        }),
      });
      s.registerRouter(featureContract, orders, api, { logInitialization: false });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/platform', headers });

  it('lets a platform administrator in; to anyone else the admin area does not exist', async () => {
    const admin = await signIn(server(), ADMIN);
    expect((await get(auth(admin.accessToken))).statusCode).toBe(200);

    const member = await addMember(server(), 1, []);
    const refused = await get(auth(member.accessToken));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ title: MSG.notFound });

    expect((await get({})).statusCode).toBe(401);
  });

  describe('an application area behind a feature', () => {
    const orders = (applicationId: number, token: string) =>
      app.inject({
        method: 'GET',
        url: `/applications/${applicationId}/orders`,
        headers: auth(token),
      });
    const switchOn = (features: AppFeature[]) =>
      server().database.db.update(applications).set({ features }).where(eq(applications.id, 1));

    it('is not found in an application without the feature, and opens once it has it', async () => {
      const clerk = await addMember(server(), 1, ['apps_orders_read']);
      await switchOn(['widgets']);
      const off = await orders(1, clerk.accessToken);
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ title: MSG.notFound });

      await switchOn(['widgets', 'orders']);
      const on = await orders(1, clerk.accessToken);
      expect(on.statusCode).toBe(200);
      // The handler acts in the application the gate found.
      expect(on.json()).toEqual({ applicationId: 1 });
    });

    it("refuses a role without the permission, and another company's member", async () => {
      await switchOn(['orders']);
      const member = await addMember(server(), 1, []);
      expect((await orders(1, member.accessToken)).statusCode).toBe(403);
      const rivals = await addCompany(server(), 'Feature Rivals');
      const stranger = await addMember(server(), rivals, ['apps_orders_read']);
      const refused = await orders(1, stranger.accessToken);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ title: MSG.notFound });
    });
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
