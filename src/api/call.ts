import type { AppRoute, ClientInferRequest, ClientInferResponses } from '@ts-rest/core';
import { authBridge } from './auth-bridge';
import { authFetch, readBody, type Send } from './fetcher';

type Request<R extends AppRoute> = Pick<
  ClientInferRequest<R>,
  Extract<keyof ClientInferRequest<R>, 'body' | 'params'>
>;

/**
 * One typed call from a contract route, without the ts-rest client: the visitor pages use this
 * so their first load stays small (the /login budget). Types still come from the contract; the
 * route's method and path may be written out (see api/routes.ts) so no zod schema loads.
 */
export function call<R extends AppRoute>(
  route: Pick<R, 'method' | 'path'>,
  request: Request<R>,
): Promise<ClientInferResponses<R>> {
  return send(route, request, (path, init) => authFetch(authBridge, path, init));
}

/** A call that must not carry or refresh the session: the token calls themselves. */
export function callAnonymous<R extends AppRoute>(
  route: Pick<R, 'method' | 'path'>,
  request: Request<R>,
): Promise<ClientInferResponses<R>> {
  return send(route, request, (path, init) => fetch(path, { ...init, credentials: 'include' }));
}

async function send<R extends AppRoute>(
  route: Pick<R, 'method' | 'path'>,
  request: Request<R>,
  fetchWith: Send,
): Promise<ClientInferResponses<R>> {
  const { body, params } = request as { body?: unknown; params?: Record<string, unknown> };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const init: RequestInit = { method: route.method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await fetchWith(path, init);
  return {
    status: response.status,
    body: await readBody(response),
    headers: response.headers,
  } as ClientInferResponses<R>;
}
