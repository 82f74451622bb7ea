import { initServer } from '@ts-rest/fastify';
import { MSG } from '#contract/messages';
import { socialContract } from '#contract/social';
import { authenticateSession } from '#server/auth/authenticate';
import { signInAttempt } from '#server/auth/sign-in';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { facebookVerifier } from './facebook';
import { googleVerifier } from './google';
import { disabled } from './identity';
import { signInWithIdentity } from './sign-in';
import { linkIdentity, listIdentities, unlinkIdentity } from './store';
import { twitterRoutes } from './twitter-routes';

const s = initServer();

/** Social sign-in and the account's linked identities; each provider only when configured. */
export function socialRouter(deps: AppDeps) {
  const {
    db: { db },
    config,
  } = deps;
  const google = config.google ? googleVerifier(config.google) : undefined;
  const facebook = config.facebook ? facebookVerifier(config.facebook) : undefined;
  const verifyGoogle = (idToken: string) => {
    if (!google) throw disabled('google');
    return google(idToken);
  };
  const verifyFacebook = (accessToken: string) => {
    if (!facebook) throw disabled('facebook');
    return facebook(accessToken);
  };

  return s.router(socialContract, {
    providers: async () => ({
      status: 200,
      body: {
        google: config.google ? { clientId: config.google.clientId } : null,
        facebook: config.facebook ? { appId: config.facebook.clientId } : null,
        twitter: config.twitter !== undefined,
      },
    }),

    google: async ({ request, body }) => {
      const identity = await verifyGoogle(body.idToken);
      const attempt = signInAttempt(request, 'google');
      return { status: 200, body: await signInWithIdentity(db, config, identity, attempt) };
    },

    facebook: async ({ request, body }) => {
      const identity = await verifyFacebook(body.accessToken);
      const attempt = signInAttempt(request, 'facebook');
      return { status: 200, body: await signInWithIdentity(db, config, identity, attempt) };
    },

    ...twitterRoutes(deps),

    identities: async ({ request }) => {
      const { userId } = await authenticateSession(request, db, config.jwtSecret);
      return { status: 200, body: await listIdentities(db, userId) };
    },

    linkGoogle: async ({ request, body }) => {
      const { userId } = await authenticateSession(request, db, config.jwtSecret);
      const identity = await verifyGoogle(body.idToken);
      return { status: 200, body: await linkIdentity(db, userId, identity) };
    },

    linkFacebook: async ({ request, body }) => {
      const { userId } = await authenticateSession(request, db, config.jwtSecret);
      const identity = await verifyFacebook(body.accessToken);
      return { status: 200, body: await linkIdentity(db, userId, identity) };
    },

    unlink: async ({ request, params }) => {
      const { userId } = await authenticateSession(request, db, config.jwtSecret);
      if (!(await unlinkIdentity(db, userId, params.id))) {
        throw new HttpProblem(404, { title: MSG.notFound });
      }
      return { status: 204, body: undefined };
    },
  });
}
