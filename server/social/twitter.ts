import * as z from 'zod';
import type { TwitterPurpose } from '#contract/social';
import type { ServerConfig } from '#server/deps';
import { notVerified, providerFetch, type VerifiedIdentity } from './identity';
import { newPkce, newState } from './pkce';

type TwitterConfig = NonNullable<ServerConfig['twitter']>;

/** The SPA pages the provider sends the browser back to (spec section 2). */
export const TWITTER_REDIRECT_PATHS: Record<TwitterPurpose, string> = {
  login: '/loginTwitterRedirect',
  link: '/account/twitterSignupRedirect',
};

const TokenReply = z.object({ access_token: z.string().min(1) });
const UserReply = z.object({ data: z.object({ id: z.string().min(1), username: z.string() }) });

export const redirectUri = (publicUrl: string, purpose: TwitterPurpose) =>
  `${publicUrl}${TWITTER_REDIRECT_PATHS[purpose]}`;

/** The provider URL that starts an authorization-code flow with PKCE S256. */
export function authorizeRequest(
  config: TwitterConfig,
  publicUrl: string,
  purpose: TwitterPurpose,
) {
  const state = newState();
  const pkce = newPkce();
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri(publicUrl, purpose));
  url.searchParams.set('scope', 'tweet.read users.read');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return { state, codeVerifier: pkce.verifier, authorizeUrl: url.toString() };
}

/** Trades the code (with the PKCE verifier) for an access token, then asks who it belongs to. */
export async function twitterIdentity(
  config: TwitterConfig,
  exchange: { code: string; codeVerifier: string; redirectUri: string },
): Promise<VerifiedIdentity> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const token = await providerFetch('twitter', config.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.codeVerifier,
      client_id: config.clientId,
    }),
  });
  const granted = TokenReply.safeParse(token.body);
  if (token.status !== 200 || !granted.success) throw notVerified('twitter');
  const me = await providerFetch('twitter', config.userInfoUrl, {
    headers: { authorization: `Bearer ${granted.data.access_token}` },
  });
  const user = UserReply.safeParse(me.body);
  if (me.status !== 200 || !user.success) throw notVerified('twitter');
  // Twitter gives no email: its identities sign in only once linked from the account page.
  return { provider: 'twitter', subject: user.data.data.id, email: null, emailVerified: false };
}
