import { UnsecuredJWT } from 'jose';
import { afterAll, expect, it } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import { SOCIAL_MSG } from '#contract/social';
import { FAKE_GOOGLE, startFakeGoogle } from './fakes/google';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';

const google = await startFakeGoogle();
afterAll(() => google.close());

const enabled = { google: { ...FAKE_GOOGLE, issuer: google.issuer, jwksUrl: google.jwksUrl } };
const refused = { title: SOCIAL_MSG.notVerified('google') };

describeEachDatabase(
  'Google sign-in',
  (server) => {
    const post = (idToken: string) =>
      server().fetch('/api/auth/token/google', { method: 'POST', body: { idToken } });

    it('announces Google with the client id the button needs', async () => {
      const res = await server().fetch('/api/auth/providers');
      expect(await res.json()).toEqual({
        google: { clientId: FAKE_GOOGLE.clientId },
        facebook: null,
        twitter: false,
      });
    });

    it('refuses an identity linked to no account, saying how to link it', async () => {
      const res = await post(
        await google.idToken({ claims: { sub: 'g-nobody', email: 'x@y.test' } }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.notLinked('google') });
    });

    it('does not link by an email the provider has not verified', async () => {
      const claims = { sub: 'g-unverified', email: EDITOR.email, email_verified: false };
      const res = await post(await google.idToken({ claims }));
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.notLinked('google') });
    });

    it('links by a verified matching email, then signs in by subject alone', async () => {
      const first = await post(
        await google.idToken({ claims: { sub: 'g-admin', email: ADMIN.email } }),
      );
      expect(first.status).toBe(200);
      const tokens = (await first.json()) as TokenResponse;
      expect(tokens).toMatchObject({
        selectedCompanyName: 'Demo Travel',
        needsTwoFactorCode: false,
      });
      expect(tokens.accessToken?.split('.')).toHaveLength(3);
      // The Google account's address changed since; the link still holds.
      const again = await post(
        await google.idToken({ claims: { sub: 'g-admin', email: 'new@x.test' } }),
      );
      expect(again.status).toBe(200);
      const me = await server().fetch('/api/auth/activeUser', {
        headers: { authorization: `Bearer ${((await again.json()) as TokenResponse).accessToken}` },
      });
      expect(await me.json()).toMatchObject({ email: ADMIN.email });
    });

    it('refuses a token for another audience', async () => {
      const claims = { sub: 'g-admin', email: ADMIN.email, aud: 'someone-else.apps.test' };
      const res = await post(await google.idToken({ claims }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(refused);
    });

    it('refuses an expired token', async () => {
      const res = await post(await google.idToken({ claims: { sub: 'g-admin' }, expiresIn: -600 }));
      expect(await res.json()).toEqual(refused);
    });

    it('refuses a token signed with a key the issuer does not publish', async () => {
      const res = await post(
        await google.idToken({ claims: { sub: 'g-admin' }, foreignKey: true }),
      );
      expect(await res.json()).toEqual(refused);
    });

    it('refuses a token from another issuer', async () => {
      const claims = { sub: 'g-admin', iss: 'https://evil.test' };
      expect(await (await post(await google.idToken({ claims }))).json()).toEqual(refused);
    });

    it('refuses a tampered token', async () => {
      const [header, , signature] = (await google.idToken({ claims: { sub: 'g-nobody' } })).split(
        '.',
      );
      const forged = Buffer.from(
        JSON.stringify({ sub: 'g-admin', aud: FAKE_GOOGLE.clientId, iss: google.issuer, exp: 9e9 }),
      ).toString('base64url');
      expect(await (await post(`${header}.${forged}.${signature}`)).json()).toEqual(refused);
    });

    it('refuses an unsigned token (alg: none)', async () => {
      const unsigned = new UnsecuredJWT({ email: ADMIN.email })
        .setSubject('g-admin')
        .setIssuer(google.issuer)
        .setAudience(FAKE_GOOGLE.clientId)
        .setExpirationTime('1h')
        .encode();
      expect(await (await post(unsigned)).json()).toEqual(refused);
      expect(await (await post('not-a-jwt')).json()).toEqual(refused);
    });
  },
  enabled,
);

describeEachDatabase('social sign-in when no provider is configured', (server) => {
  it('announces none and refuses each kind', async () => {
    const res = await server().fetch('/api/auth/providers');
    expect(await res.json()).toEqual({ google: null, facebook: null, twitter: false });
    const g = await server().fetch('/api/auth/token/google', {
      method: 'POST',
      body: { idToken: 'x' },
    });
    expect(g.status).toBe(404);
    expect(await g.json()).toEqual({ title: SOCIAL_MSG.disabled('google') });
    const f = await server().fetch('/api/auth/token/facebook', {
      method: 'POST',
      body: { accessToken: 'x' },
    });
    expect(await f.json()).toEqual({ title: SOCIAL_MSG.disabled('facebook') });
    const t = await server().fetch('/api/auth/twitter/start?purpose=login');
    expect(await t.json()).toEqual({ title: SOCIAL_MSG.disabled('twitter') });
  });
});
