import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { LinkedIdentity } from '#contract/social';
import { SOCIAL_MSG } from '#contract/social';
import { users } from '#server/db/schema';
import { FAKE_GOOGLE, startFakeGoogle } from './fakes/google';
import { ADMIN, describeEachDatabase, EDITOR, signIn } from './harness';

const google = await startFakeGoogle();
afterAll(() => google.close());

describeEachDatabase(
  'linked accounts on the account page',
  (server) => {
    const as = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
    const linkGoogle = async (accessToken: string, sub: string) =>
      server().fetch('/api/accounts/socialIdentities/google', {
        method: 'POST',
        headers: as(accessToken),
        body: { idToken: await google.idToken({ claims: { sub, email: 'someone@gmail.test' } }) },
      });
    const list = async (accessToken: string) =>
      (await (
        await server().fetch('/api/accounts/socialIdentities', { headers: as(accessToken) })
      ).json()) as LinkedIdentity[];

    it('needs a signed-in user', async () => {
      expect((await server().fetch('/api/accounts/socialIdentities')).status).toBe(401);
    });

    it('links a Google account whose email differs, then signs in with it', async () => {
      const { accessToken } = await signIn(server(), EDITOR);
      const res = await linkGoogle(accessToken, 'g-editor');
      expect(res.status).toBe(200);
      expect(await list(accessToken)).toEqual([
        expect.objectContaining({ provider: 'google', email: 'someone@gmail.test' }),
      ]);
      // Linking again is harmless.
      expect((await linkGoogle(accessToken, 'g-editor')).status).toBe(200);
      expect(await list(accessToken)).toHaveLength(1);
      const idToken = await google.idToken({ claims: { sub: 'g-editor' } });
      const signedIn = await server().fetch('/api/auth/token/google', {
        method: 'POST',
        body: { idToken },
      });
      expect(signedIn.status).toBe(200);
    });

    it('refuses to link an identity already linked to another account', async () => {
      const { accessToken } = await signIn(server(), ADMIN);
      const res = await linkGoogle(accessToken, 'g-editor');
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.linkedElsewhere('google') });
    });

    it('unlinks only the account’s own identities; the identity then signs in nowhere', async () => {
      const editor = await signIn(server(), EDITOR);
      const admin = await signIn(server(), ADMIN);
      const [identity] = await list(editor.accessToken);
      const path = `/api/accounts/socialIdentities/${identity?.id}`;
      const foreign = await server().fetch(path, {
        method: 'DELETE',
        headers: as(admin.accessToken),
      });
      expect(foreign.status).toBe(404);
      const own = await server().fetch(path, { method: 'DELETE', headers: as(editor.accessToken) });
      expect(own.status).toBe(204);
      expect(await list(editor.accessToken)).toEqual([]);
      const idToken = await google.idToken({ claims: { sub: 'g-editor' } });
      const res = await server().fetch('/api/auth/token/google', {
        method: 'POST',
        body: { idToken },
      });
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.notLinked('google') });
    });

    it('keeps the last linked account of an account without a password', async () => {
      const { accessToken } = await signIn(server(), ADMIN);
      await linkGoogle(accessToken, 'g-admin-only');
      const [identity] = await list(accessToken);
      const { db } = server().database;
      await db.update(users).set({ passwordHash: null }).where(eq(users.email, ADMIN.email));
      const res = await server().fetch(`/api/accounts/socialIdentities/${identity?.id}`, {
        method: 'DELETE',
        headers: as(accessToken),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.lastSignInMethod });
    });
  },
  { google: { ...FAKE_GOOGLE, issuer: google.issuer, jwksUrl: google.jwksUrl } },
);

describeEachDatabase(
  'Google sign-in while its key set cannot be fetched',
  (server) => {
    it('says Google could not be reached', async () => {
      const idToken = await google.idToken({ claims: { sub: 'g-any' } });
      const res = await server().fetch('/api/auth/token/google', {
        method: 'POST',
        body: { idToken },
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.unreachable('google') });
    });
  },
  { google: { ...FAKE_GOOGLE, issuer: google.issuer, jwksUrl: 'http://127.0.0.1:9/jwks' } },
);
