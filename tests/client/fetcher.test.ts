import type { ApiFetcher, ApiFetcherArgs } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from '#contract/index';
import { createAuthFetcher } from '../../src/api/fetcher';

function args(path: string): ApiFetcherArgs {
  return {
    route: contract.auth.activeUser,
    path,
    method: 'GET',
    headers: { accept: 'application/json' },
    body: undefined,
    rawBody: undefined,
    rawQuery: undefined,
    contentType: undefined,
  };
}

function setup(status: number, token: string | null) {
  const sent: ApiFetcherArgs[] = [];
  let unauthorized = 0;
  const send: ApiFetcher = async (request) => {
    sent.push(request);
    return { status, body: {}, headers: new Headers() };
  };
  const fetcher = createAuthFetcher(
    { getAccessToken: () => token, onUnauthorized: () => unauthorized++ },
    send,
  );
  return { fetcher, sent, unauthorized: () => unauthorized };
}

describe('api fetcher (spec section 7)', () => {
  it('sends the bearer token and cookies with api/ calls', async () => {
    const { fetcher, sent } = setup(200, 'tok');
    await fetcher(args('/api/auth/activeUser'));
    expect(sent[0]?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer tok' });
    expect(sent[0]?.fetchOptions?.credentials).toBe('include');
  });

  it('sends no token to other paths, and none when signed out', async () => {
    const other = setup(200, 'tok');
    await other.fetcher(args('/health-page'));
    expect(other.sent[0]?.headers).not.toHaveProperty('authorization');

    const signedOut = setup(200, null);
    await signedOut.fetcher(args('/api/auth/activeUser'));
    expect(signedOut.sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('ends the session when a call with a token answers 401', async () => {
    const { fetcher, unauthorized } = setup(401, 'expired');
    const response = await fetcher(args('/api/auth/activeUser'));
    expect(response.status).toBe(401);
    expect(unauthorized()).toBe(1);
  });

  it('leaves other failures to the caller', async () => {
    const { fetcher, unauthorized } = setup(403, 'tok');
    await fetcher(args('/api/auth/activeUser'));
    expect(unauthorized()).toBe(0);
  });
});
