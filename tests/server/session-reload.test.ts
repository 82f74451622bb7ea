import { expect, it } from 'vitest';
import { ADMIN, describeEachDatabase, signIn, type TestServer } from './harness';
import { bearer, post } from './session.fixtures';

type Tokens = { accessToken: string; refreshToken: string };

const refresh = (server: TestServer, tokens: Tokens) =>
  server.fetch('/api/auth/refreshToken', post(tokens));

async function refreshed(server: TestServer, tokens: Tokens) {
  const res = await refresh(server, tokens);
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

// A page reloaded while a refresh was being answered never stored the new tokens and presents
// the old refresh token again; that must not end the user's session.
describeEachDatabase('a refresh token presented again just after its rotation', (server) => {
  it('continues the session when the new token was never used', async () => {
    const first = await signIn(server(), ADMIN);
    const lost = await refreshed(server(), first);
    const again = await refreshed(server(), first);
    expect((await server().fetch('/api/auth/activeUser', bearer(again.accessToken))).status).toBe(
      200,
    );
    // The answer that never arrived was spent in its place, so once the device goes on, the
    // lost token is a replay like any other and ends the device's session.
    const next = await refreshed(server(), again);
    expect((await refresh(server(), lost)).status).toBe(401);
    expect((await refresh(server(), next)).status).toBe(401);
  });

  it('is still a replay once the new token was used, and ends the device session', async () => {
    const first = await signIn(server(), ADMIN);
    const second = await refreshed(server(), first);
    const third = await refreshed(server(), second);
    expect((await refresh(server(), first)).status).toBe(401);
    expect((await refresh(server(), third)).status).toBe(401);
  });

  it('is refused after logout', async () => {
    const first = await signIn(server(), ADMIN);
    const second = await refreshed(server(), first);
    await server().fetch('/api/auth/logout', post({ refreshToken: second.refreshToken }));
    expect((await refresh(server(), first)).status).toBe(401);
  });
});
