import { afterAll, expect, it } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import { SOCIAL_MSG } from '#contract/social';
import { FAKE_TWITTER, startFakeTwitter } from './fakes/twitter';
import { ADMIN, describeEachDatabase, signIn } from './harness';

const twitter = await startFakeTwitter();
afterAll(() => twitter.close());

const config = {
  twitter: {
    ...FAKE_TWITTER,
    authorizeUrl: twitter.authorizeUrl,
    tokenUrl: twitter.tokenUrl,
    userInfoUrl: twitter.userInfoUrl,
  },
};

describeEachDatabase(
  'Twitter sign-in (OAuth 2.0 with PKCE)',
  (server) => {
    const start = async (purpose: 'login' | 'link', bearer?: string) => {
      const res = await server().fetch(`/api/auth/twitter/start?purpose=${purpose}`, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      return { status: res.status, body: (await res.json()) as { authorizeUrl: string } };
    };
    // What the callback page posts: the code and state the redirect brought, nothing more.
    const callback = ({ code, state }: { code: string; state: string }, bearer?: string) =>
      server().fetch('/api/auth/twitter/callback', {
        method: 'POST',
        body: { code, state },
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });

    it('sends the browser to the provider with an S256 challenge and our redirect page', async () => {
      const { body } = await start('login');
      const q = new URL(body.authorizeUrl).searchParams;
      expect(body.authorizeUrl.startsWith(twitter.authorizeUrl)).toBe(true);
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(q.get('redirect_uri')).toBe(`${server().config.publicUrl}/loginTwitterRedirect`);
      expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    });

    it('refuses a Twitter user linked to no account', async () => {
      const { body } = await start('login');
      const res = await callback(twitter.approve(body.authorizeUrl, 'tw-stranger'));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.notLinked('twitter') });
    });

    it('needs a signed-in user to link', async () => {
      expect((await start('link')).status).toBe(401);
    });

    it('links from the account page, then signs in with it; a state works once', async () => {
      const { accessToken } = await signIn(server(), ADMIN);
      const link = await start('link', accessToken);
      const approved = twitter.approve(link.body.authorizeUrl, 'tw-admin');
      expect(approved.redirectUri).toBe(
        `${server().config.publicUrl}/account/twitterSignupRedirect`,
      );
      // Finishing a link needs the same account, signed in.
      const anonymous = await callback(approved);
      expect(anonymous.status).toBe(401);
      // The state was spent by that attempt: start again.
      const again = await start('link', accessToken);
      const linked = await callback(
        twitter.approve(again.body.authorizeUrl, 'tw-admin'),
        accessToken,
      );
      expect(linked.status).toBe(200);
      expect(await linked.json()).toMatchObject({ linked: { provider: 'twitter', email: null } });

      const login = await start('login');
      const back = twitter.approve(login.body.authorizeUrl, 'tw-admin');
      const res = await callback(back);
      expect(res.status).toBe(200);
      expect(((await res.json()) as TokenResponse).selectedCompanyName).toBe('Demo Travel');

      const replay = await callback(back);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toEqual({ title: SOCIAL_MSG.stateExpired });
    });

    it('refuses a code presented with another flow’s state (PKCE verifier mismatch)', async () => {
      const first = await start('login');
      const second = await start('login');
      const { code } = twitter.approve(first.body.authorizeUrl, 'tw-admin');
      const state = new URL(second.body.authorizeUrl).searchParams.get('state') ?? '';
      const res = await callback({ code, state });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.notVerified('twitter') });
    });

    it('refuses an unknown state', async () => {
      const res = await callback({ code: 'whatever', state: 'made-up-state' });
      expect(await res.json()).toEqual({ title: SOCIAL_MSG.stateExpired });
    });
  },
  config,
);
