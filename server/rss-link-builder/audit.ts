import { eq } from 'drizzle-orm';
import { FEED_TEXT } from '#contract/offer-feed';
import type { Snapshot, Subject } from '#server/audit/audited';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { offerFeeds } from './schema';

/**
 * An application's feed key as its History reads it, by the application's id; locked. The key
 * is a secret (whoever holds it reads the feed): its row says it changed, never what it was.
 */
async function feed(tx: Tx, applicationId: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ feedKey: offerFeeds.feedKey, companyId: applications.companyId })
    .from(offerFeeds)
    .innerJoin(applications, eq(applications.id, offerFeeds.applicationId))
    .where(eq(offerFeeds.applicationId, applicationId))
    .for('update', { of: offerFeeds });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId,
    label: FEED_TEXT.keyRotated,
    fields: { feedKey: row.feedKey },
  };
}

export const OFFER_FEED_SUBJECT: Subject = {
  area: 'offerFeeds',
  read: feed,
  secrets: ['feedKey'],
};
