import { type ApiFetcher, type ClientArgs, initClient } from '@ts-rest/core';
import { contract } from '#contract/index';
import { authBridge } from './auth-bridge';
import { authFetch, readBody } from './fetcher';

/** ts-rest's fetcher over the app's authFetch: bearer token, cookies, refresh and retry. */
export const apiFetcher: ApiFetcher = async ({ path, method, headers, body, fetchOptions }) => {
  const response = await authFetch(authBridge, path, {
    ...fetchOptions,
    method,
    headers,
    body: body ?? null,
  });
  return { status: response.status, body: await readBody(response), headers: response.headers };
};

/** How every ts-rest call is made; the bearer token is added per call by authFetch. */
export const clientArgs = {
  baseUrl: '',
  baseHeaders: {},
  credentials: 'include',
  api: apiFetcher,
} satisfies ClientArgs;

/** Plain typed calls for the signed-in pages; visitor pages use api/call.ts instead. */
export const api = initClient(contract, clientArgs);
