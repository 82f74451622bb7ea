import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type FeedLink, feedPathOf } from '#contract/offer-feed';
import { type Actor, audited } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { OFFER_FEED_SUBJECT } from './audit';
import { offerFeeds } from './schema';

const KEY_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const newFeedKey = () => randomBytes(24).toString('base64url');
const linkOf = (applicationId: number, feedKey: string): FeedLink => ({
  feedKey,
  feedPath: feedPathOf(applicationId, feedKey),
});

/** The application's feed address, its key made the first time the builder asks. */
export async function feedLink(db: Db, applicationId: number): Promise<FeedLink> {
  await db
    .insert(offerFeeds)
    .values({ applicationId, feedKey: newFeedKey() })
    .onConflictDoNothing({ target: offerFeeds.applicationId });
  const [row] = await db
    .select({ feedKey: offerFeeds.feedKey })
    .from(offerFeeds)
    .where(eq(offerFeeds.applicationId, applicationId));
  return linkOf(applicationId, row?.feedKey ?? '');
}

/** A new key: the old address is no feed from now on. Its History says so, without the keys. */
export async function rotateFeedKey(
  db: Db,
  actor: Actor,
  applicationId: number,
): Promise<FeedLink> {
  const feedKey = newFeedKey();
  await db.transaction((tx) =>
    audited(tx, actor, OFFER_FEED_SUBJECT, applicationId, () =>
      tx
        .insert(offerFeeds)
        .values({ applicationId, feedKey })
        .onConflictDoUpdate({
          target: offerFeeds.applicationId,
          set: { feedKey, createdAt: new Date() },
        }),
    ),
  );
  return linkOf(applicationId, feedKey);
}

/**
 * The application a feed address names, when its key is the current one and the application
 * is active with its tools on; anything else is no feed at all (the caller answers 404).
 */
export async function feedApplication(db: Db, applicationId: number, feedKey: string) {
  // What no key of ours looks like (a NUL byte PostgreSQL refuses, say) is no feed.
  if (!KEY_SHAPE.test(feedKey)) return undefined;
  const [row] = await db
    .select({ name: applications.name, features: applications.features })
    .from(offerFeeds)
    .innerJoin(applications, eq(applications.id, offerFeeds.applicationId))
    .where(
      and(
        eq(offerFeeds.applicationId, applicationId),
        eq(offerFeeds.feedKey, feedKey),
        eq(applications.isActive, true),
      ),
    );
  return row?.features.includes('tools') ? { name: row.name } : undefined;
}
