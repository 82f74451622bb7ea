import type { FastifyRequest } from 'fastify';
import type { Actor } from '#server/audit/audited';

/**
 * The four handlers every record area answers alike — list, create (201 with the new ids),
 * get, and update (saved, then read back) — from the area's store functions, so a router
 * spells out only its own routes. `scope` and `at` take what the gate decided from the
 * request, never a path id on trust; `parse…` apply the contract's schemas and defaults.
 */
export function recordRoutes<
  Scope,
  ScopeCall,
  Params,
  At,
  Query,
  Page,
  Create,
  Made,
  Update,
  Record,
>(r: {
  /**
   * The list's and the add's scope; records under another (a company's credit accounts) read
   * its id from the call's `params` too.
   */
  scope: (request: FastifyRequest, call: ScopeCall) => Scope;
  at: (request: FastifyRequest, params: Params) => At;
  actor: (request: FastifyRequest) => Actor;
  list: (scope: Scope, query: Query) => Promise<Page>;
  parseCreate: (body: unknown) => Create;
  create: (actor: Actor, scope: Scope, body: Create) => Promise<Made>;
  load: (at: At) => Promise<Record>;
  parseUpdate: (body: unknown) => Update;
  update: (actor: Actor, at: At, body: Update) => Promise<void>;
}) {
  type Call = { request: FastifyRequest };
  return {
    list: async (call: Call & NoInfer<ScopeCall> & { query: Query }) => ({
      status: 200 as const,
      body: await r.list(r.scope(call.request, call), call.query),
    }),
    create: async (call: Call & NoInfer<ScopeCall> & { body: unknown }) => ({
      status: 201 as const,
      body: await r.create(
        r.actor(call.request),
        r.scope(call.request, call),
        r.parseCreate(call.body),
      ),
    }),
    get: async ({ request, params }: Call & { params: Params }) => ({
      status: 200 as const,
      body: await r.load(r.at(request, params)),
    }),
    update: async ({ request, params, body }: Call & { params: Params; body: unknown }) => {
      const at = r.at(request, params);
      await r.update(r.actor(request), at, r.parseUpdate(body));
      return { status: 200 as const, body: await r.load(at) };
    },
  };
}
