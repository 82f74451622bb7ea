import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashRefreshToken } from '#server/auth/tokens';
import { refreshTokens } from '#server/db/schema';
import { ADMIN, describeEachDatabase, signIn, type TestServer } from './harness';
import { bearer, post, tokenPair } from './session.fixtures';

type Tokens = { accessToken: string; refreshToken: string };

const refresh = (server: TestServer, tokens: Tokens) =>
  server.fetch('/api/auth/refreshToken', post(tokenPair(tokens)));

async function refreshed(server: TestServer, tokens: Tokens) {
  const res = await refresh(server, tokens);
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

const pair = ({ accessToken, refreshToken }: Tokens) => ({ accessToken, refreshToken });
const works = async (server: TestServer, tokens: Tokens) =>
  (await server.fetch('/api/auth/activeUser', bearer(tokens.accessToken))).status === 200;

/** As if the rotation of `tokens` happened longer ago than the grace. */
async function graceOver(server: TestServer, tokens: Tokens) {
  await server.database.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now() - interval '1 hour'` })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(tokens.refreshToken)));
}

// Two tabs refreshing at once, or a page reloaded while a refresh was answered, present the same
// refresh token twice; within the grace that must not end the user's session.
describeEachDatabase('a refresh token presented again just after its rotation', (server) => {
  it('gives two racing refreshes the same new pair, which keeps working', async () => {
    const first = await signIn(server(), ADMIN);
    const [a, b] = await Promise.all([refresh(server(), first), refresh(server(), first)]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const [one, two] = [(await a?.json()) as Tokens, (await b?.json()) as Tokens];
    expect(pair(one)).toEqual(pair(two));
    expect(await works(server(), one)).toBe(true);
    expect(await works(server(), await refreshed(server(), one))).toBe(true);
  });

  it('answers every reload that lost the answer with the same pair, until that pair is used', async () => {
    const first = await signIn(server(), ADMIN);
    const lost = await refreshed(server(), first);
    // Reloaded twice while refreshes were under way: each page presents the first token again.
    const again = await refreshed(server(), first);
    const third = await refreshed(server(), first);
    expect(pair(again)).toEqual(pair(lost));
    expect(pair(third)).toEqual(pair(lost));
    expect(await works(server(), third)).toBe(true);
    // The pair is used: the first token is a replay now, and ends the device's session.
    const next = await refreshed(server(), third);
    expect((await refresh(server(), first)).status).toBe(401);
    expect(await works(server(), next)).toBe(false);
    expect((await refresh(server(), next)).status).toBe(401);
  });

  it('does not chain: once the new token was used, the old one is a replay', async () => {
    const first = await signIn(server(), ADMIN);
    const second = await refreshed(server(), first);
    const third = await refreshed(server(), second);
    expect((await refresh(server(), first)).status).toBe(401);
    expect((await refresh(server(), third)).status).toBe(401);
    expect(await works(server(), third)).toBe(false);
  });

  it('ends the family for a replay after the grace', async () => {
    const first = await signIn(server(), ADMIN);
    const second = await refreshed(server(), first);
    await graceOver(server(), first);
    expect((await refresh(server(), first)).status).toBe(401);
    expect(await works(server(), second)).toBe(false);
    expect((await refresh(server(), second)).status).toBe(401);
  });

  it('is refused after logout', async () => {
    const first = await signIn(server(), ADMIN);
    const second = await refreshed(server(), first);
    await server().fetch('/api/auth/logout', post({ refreshToken: second.refreshToken }));
    expect((await refresh(server(), first)).status).toBe(401);
  });
});
