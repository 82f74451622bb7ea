import { initServer } from '@ts-rest/fastify';
import { feedProblems, offerFeedContract, offerFeedLinkContract } from '#contract/offer-feed';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { formError, NotFound } from '#server/kit/index';
import { feedApplication, feedLink, rotateFeedKey } from './keys';
import { matchingOffers } from './offers';
import { renderRss } from './rss';

const s = initServer();

/** The builder's calls; the gate has checked the permission and the feature. */
export function offerFeedLinkRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(offerFeedLinkContract, {
    get: async ({ request }) => ({
      status: 200,
      body: await feedLink(db, applicationOf(request).applicationId),
    }),
    rotate: async ({ request }) => ({
      status: 200,
      body: await rotateFeedKey(db, actorOf(request), applicationOf(request).applicationId),
    }),
  });
}

/** The public feed: the key in the address proves the caller may read it, and nothing more. */
export function offerFeedRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(offerFeedContract, {
    rss: async ({ params, query, request, reply }) => {
      const errors = feedProblems(query);
      if (Object.keys(errors).length > 0) throw formError(errors);
      const app = await feedApplication(db, params.applicationId, params.feedKey);
      if (!app) throw new NotFound();
      const offers = await matchingOffers(db, params.applicationId, query);
      const link = `${request.protocol}://${request.host}${request.url}`;
      const xml = renderRss(
        {
          title: `${app.name} offers`,
          link,
          applicationId: params.applicationId,
          builtAt: new Date(),
        },
        offers,
      );
      reply.header('content-type', 'application/rss+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=300');
      return { status: 200, body: xml };
    },
  });
}
