import type { AppRoute, ClientInferRequest, ClientInferResponses } from '@ts-rest/core';
import { authBridge } from '../../api/auth-bridge';
import { authFetch, readBody } from '../../api/fetcher';

type BodyOf<R extends AppRoute> = ClientInferRequest<R> extends { body: infer B } ? B : never;

type Options<R extends AppRoute> = {
  body?: BodyOf<NoInfer<R>>;
  /** Appended to the route's path, e.g. `?purpose=login`. */
  search?: string;
  /** Token calls must neither carry nor refresh the session. */
  anonymous?: boolean;
};

/**
 * One typed call from a contract route, small enough for the login page's chunk (no ts-rest
 * client, no contract at runtime): method and path from ./routes, types from the contract.
 */
export async function socialCall<R extends AppRoute>(
  route: Pick<R, 'method' | 'path'>,
  { body, search = '', anonymous = false }: Options<R> = {},
): Promise<ClientInferResponses<R>> {
  const init: RequestInit = { method: route.method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const path = `${route.path}${search}`;
  const response = anonymous
    ? await fetch(path, { ...init, credentials: 'include' })
    : await authFetch(authBridge, path, init);
  return {
    status: response.status,
    body: await readBody(response),
    headers: response.headers,
  } as ClientInferResponses<R>;
}
