import { afterAll, expect, it } from 'vitest';
import { SOCIAL_MSG } from '#contract/social';
import { FAKE_FACEBOOK, startFakeFacebook } from './fakes/facebook';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';

const facebook = await startFakeFacebook();
afterAll(() => facebook.close());

const refused = { title: SOCIAL_MSG.notVerified('facebook') };

describeEachDatabase(
  'Facebook sign-in',
  (server) => {
    const post = (accessToken: string) =>
      server().fetch('/api/auth/token/facebook', { method: 'POST', body: { accessToken } });

    it('announces Facebook with its app id', async () => {
      const res = await server().fetch('/api/auth/providers');
      expect(await res.json()).toMatchObject({ facebook: { appId: FAKE_FACEBOOK.clientId } });
    });

    it('links by the account email and signs in', async () => {
      const res = await post(facebook.issue({ userId: 'fb-editor', email: EDITOR.email }));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ selectedCompanyId: 1, needsTwoFactorCode: false });
      // Later tokens of the same Facebook user need no email.
      expect((await post(facebook.issue({ userId: 'fb-editor' }))).status).toBe(200);
    });

    it('refuses a Facebook user linked to no account', async () => {
      const res = await post(facebook.issue({ userId: 'fb-stranger', email: 'stranger@x.test' }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.notLinked('facebook') });
    });

    it('refuses a token issued to another app', async () => {
      const token = facebook.issue({ userId: 'fb-editor', email: EDITOR.email, appId: '999' });
      expect(await (await post(token)).json()).toEqual(refused);
    });

    it('refuses an invalid or unknown token', async () => {
      const expired = facebook.issue({ userId: 'fb-admin', email: ADMIN.email, valid: false });
      expect(await (await post(expired)).json()).toEqual(refused);
      expect(await (await post('EAAmadeup')).json()).toEqual(refused);
    });
  },
  { facebook: { ...FAKE_FACEBOOK, graphUrl: facebook.graphUrl } },
);

describeEachDatabase(
  'Facebook sign-in while the Graph API is down',
  (server) => {
    it('says Facebook could not be reached', async () => {
      const res = await server().fetch('/api/auth/token/facebook', {
        method: 'POST',
        body: { accessToken: 'EAAanything' },
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.unreachable('facebook') });
    });
  },
  // Port 9 (discard) on loopback: nothing listens there.
  { facebook: { ...FAKE_FACEBOOK, graphUrl: 'http://127.0.0.1:9' } },
);
