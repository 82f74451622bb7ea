import type { AppRouteImplementation } from '@ts-rest/fastify';
import { SOCIAL_MSG, type socialContract } from '#contract/social';
import { authenticateSession } from '#server/auth/authenticate';
import { signInAttempt } from '#server/auth/sign-in';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { disabled } from './identity';
import { signInWithIdentity } from './sign-in';
import { consumeState, saveState } from './states';
import { linkIdentity } from './store';
import { authorizeRequest, redirectUri, twitterIdentity } from './twitter';

type Routes = typeof socialContract;

/** The Twitter kind: OAuth 2.0 authorization code with PKCE, state kept in oauth_states. */
export function twitterRoutes({ db: { db }, config }: AppDeps): {
  twitterStart: AppRouteImplementation<Routes['twitterStart']>;
  twitterCallback: AppRouteImplementation<Routes['twitterCallback']>;
} {
  return {
    twitterStart: async ({ request, query }) => {
      if (!config.twitter) throw disabled('twitter');
      // Linking attaches the identity to whoever is signed in now.
      const userId =
        query.purpose === 'link'
          ? (await authenticateSession(request, db, config.jwtSecret)).userId
          : null;
      const start = authorizeRequest(config.twitter, config.publicUrl, query.purpose);
      await saveState(db, {
        state: start.state,
        codeVerifier: start.codeVerifier,
        purpose: query.purpose,
        userId,
      });
      return { status: 200, body: { authorizeUrl: start.authorizeUrl } };
    },

    twitterCallback: async ({ request, body }) => {
      if (!config.twitter) throw disabled('twitter');
      const flow = await consumeState(db, body.state);
      if (!flow) throw new HttpProblem(400, { title: SOCIAL_MSG.stateExpired });
      const identity = await twitterIdentity(config.twitter, {
        code: body.code,
        codeVerifier: flow.codeVerifier,
        redirectUri: redirectUri(config.publicUrl, flow.purpose),
      });
      if (flow.purpose === 'login') {
        const attempt = signInAttempt(request, 'twitter');
        return { status: 200, body: await signInWithIdentity(db, config, identity, attempt) };
      }
      // The browser finishing a link must still be the account that started it.
      const { userId } = await authenticateSession(request, db, config.jwtSecret);
      if (userId !== flow.userId) throw new HttpProblem(400, { title: SOCIAL_MSG.stateExpired });
      return { status: 200, body: { linked: await linkIdentity(db, userId, identity) } };
    },
  };
}
