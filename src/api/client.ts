import { type ClientArgs, initClient } from '@ts-rest/core';
import { contract } from '#contract/index';
import { authBridge } from './auth-bridge';
import { createAuthFetcher } from './fetcher';

/**
 * How every call is made. The bearer token is added per call by the fetcher (it changes at
 * sign-in), not as a fixed base header; cookies go too.
 */
export const clientArgs = {
  baseUrl: '',
  baseHeaders: {},
  credentials: 'include',
  api: createAuthFetcher(authBridge),
} satisfies ClientArgs;

/**
 * Plain typed calls for machines' effects (sign-in, logout). Pages that read data use the
 * react-query hooks of `tsr` (api/tsr.ts), which the visitor pages never need to load.
 */
export const api = initClient(contract, clientArgs);
